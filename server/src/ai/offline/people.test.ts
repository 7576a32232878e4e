import { describe, expect, it } from 'vitest';
import { isLowercaseText, normalizeText } from './normalize.ts';
import { extractPeople } from './people.ts';
import { formatPerson } from './person.ts';
import { tokenize } from './tokens.ts';

function people(text: string): string[] {
  const normal = normalizeText(text);
  return extractPeople(tokenize(normal).tokens, isLowercaseText(normal)).map(formatPerson);
}

describe('people: kinship rules', () => {
  it('names a relative with the relation: "my brother Tom" → "Tom (brother)"', () => {
    expect(people('My brother Tom and I went fishing.')).toEqual(['Tom (brother)']);
  });

  it('reads kin titles before names: Aunt Rose, Uncle Joe, Grandpa Joe', () => {
    expect(people('Aunt Rose and Uncle Joe came over. Grandpa Lou carved.')).toEqual([
      'Rose (aunt)',
      'Joe (uncle)',
      'Lou (grandfather)',
    ]);
  });

  it('prints an unnamed close relative as the kin noun', () => {
    expect(people('My mother sang while my father read.')).toEqual(['Mother', 'Father']);
  });

  it('treats pet names for parents as names, without "my"', () => {
    expect(people('Mama made tamales and Dad carved.')).toEqual(['Mother', 'Father']);
  });

  it("does not list someone else's relatives", () => {
    expect(people("We went to his daughter's wedding.")).toEqual([]);
  });

  it('reads names after a comma and after a phrase: "My mentor at the bank, Harold Kim,"', () => {
    expect(people('My mentor at the bank, Harold Kim, taught me.')).toEqual(['Harold Kim (mentor)']);
    expect(people('The teacher, Miss Henderson, gave up.')).toEqual(['Miss Henderson (teacher)']);
  });

  it('gives each named relative of a plural kin word the singular relation', () => {
    expect(people('My brothers Tom and Bill built a raft.')).toEqual(['Tom (brother)', 'Bill (brother)']);
  });

  it('reads "my twin brother" as a brother', () => {
    expect(people('My twin brother and I were born in a taxi.')).toEqual(['Brother']);
  });

  it('keeps the words "best friend"', () => {
    expect(people('My best friend Linda drove.')).toEqual(['Linda (best friend)']);
  });

  it('finds names after kin words in lower-case transcripts', () => {
    expect(people('me and my cousin ray hitchhiked and my uncle winston laughed')).toEqual([
      'Ray (cousin)',
      'Winston (uncle)',
    ]);
  });
});

describe('people: names, honorifics and guards', () => {
  it('keeps honorifics: Mr. Miller, Mrs. Abbott, Dr. Patel', () => {
    expect(people('Mr. Miller paid me. Later Mrs. Abbott and Dr. Patel arrived.')).toEqual([
      'Mr. Miller',
      'Mrs. Abbott',
      'Dr. Patel',
    ]);
  });

  it('finds full names by their given name or surname', () => {
    expect(people('We watched Neil Armstrong on TV. Dakota Jenkins was my boss.')).toEqual([
      'Neil Armstrong',
      'Dakota Jenkins',
    ]);
  });

  it('lists each person once', () => {
    expect(people('My brother Tom laughed. Tom always caught more. Tom Smith, that was him.')).toEqual([
      'Tom Smith (brother)',
    ]);
  });

  it('never lists the narrator', () => {
    const found = people("I think I'm lucky. Me and I and myself went out; we laughed.");
    expect(found).toEqual([]);
  });

  it('does not read US states as people after place prepositions', () => {
    expect(people('We moved to Georgia and later lived in Virginia.')).toEqual([]);
    expect(people('Aunt Rose lived near Lincoln, Nebraska.')).toEqual(['Rose (aunt)']);
  });

  it('reads states that are names as people when they act as people', () => {
    expect(people('Virginia and Georgia were my two best friends at school in Alabama.')).toEqual([
      'Virginia',
      'Georgia',
    ]);
    expect(people('My sister Carolina shared my room.')).toEqual(['Carolina (sister)']);
  });

  it('skips brands, pets, venues and holidays', () => {
    expect(
      people("We drove Dad's Ford to St. Mary's Church on Christmas Eve. Our dog Biscuit came."),
    ).toEqual(['Father']);
  });

  it('reads "a man named Mr. Pruitt" and "a man named earl"', () => {
    expect(people('A kind man named Mr. Pruitt helped.')).toEqual(['Mr. Pruitt']);
    expect(people('the foreman a big man named earl told me')).toEqual(['Earl']);
  });

  it('reads a relative of a relative as one person, with the relation the two make', () => {
    expect(people("My wife's sister, the one we called Bunty, lived in Leith.")).toEqual([
      'Bunty (sister-in-law)',
    ]);
    expect(people("My son's wife Aiko came from Sendai.")).toEqual(['Aiko (daughter-in-law)']);
    expect(people("My uncle's wife Auntie Mavis ran a boarding house.")).toEqual(['Mavis (aunt)']);
    expect(people("My husband's mother kept hens.")).toEqual(['Mother-in-law']);
    expect(people("My mum's cousin Jim drove a taxi.")).toEqual(['Jim (cousin)']);
  });

  it('reads "me and the wife" as the storyteller\'s wife, not "the wife of the mayor"', () => {
    expect(people('Me and the wife went to Rhyl.')).toEqual(['Wife']);
    expect(people('We met the wife of the mayor.')).toEqual([]);
  });
});
