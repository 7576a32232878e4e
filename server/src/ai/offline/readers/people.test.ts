import { describe, expect, it } from 'vitest';
import { formatPerson } from '#server/ai/rules/person.ts';
import { analyzeMemoryText } from './analyze.ts';
import { isLowercaseText, normalizeText } from './normalize.ts';
import { extractPeople } from './people.ts';
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

  it('reads "our lad" as a son and "our kid" as a brother in typed text too', () => {
    expect(people("Our lad's wedding was in May and our kid came down from Leeds.")).toEqual([
      'Son',
      'Brother',
    ]);
    expect(people('Our kid brother Danny came too.')).toEqual(['Danny (brother)']);
  });

  it('reads a name no list knows after a word of courtship as the sweetheart: "I was courting Dermot"', () => {
    expect(people('I was courting Dermot at the time.')).toEqual(['Dermot']);
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
    expect(people('We watched Neil Harper on TV. Dakota Jenkins was my boss.')).toEqual([
      'Neil Harper',
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

  it('reads "my father in law" without hyphens as one relative: "my father in law giuseppe" is Giuseppe (father-in-law)', () => {
    expect(people('my father in law giuseppe had a vineyard')).toEqual(['Giuseppe (father-in-law)']);
    expect(people('My mother in law came to stay.')).toEqual(['Mother-in-law']);
  });

  it('reads a chain from a pet name without "my": "nana\'s sister auntie flo" is Flo (great-aunt)', () => {
    expect(people("nana's sister auntie flo ran the chip shop")).toEqual(['Flo (great-aunt)']);
    expect(people("Pop's sister Aunt Bridie was a nurse.")).toEqual(['Bridie (aunt)']);
    expect(people("Grandad's brother kept the lighthouse.")).toEqual(['Great-uncle']);
    expect(people("His nana's sister ran the shop.")).toEqual([]);
  });

  it('reads a name given later after "called", of one word or two: "the one they called big jim"', () => {
    expect(people("my mum's cousin the one they called big jim drove a taxi")).toEqual(['Big Jim (cousin)']);
    expect(people('my cousin, the one everybody called little mo, worked the ferries')).toEqual([
      'Little Mo (cousin)',
    ]);
    expect(people("gran's brother, we called him uncle sonny, played the trumpet")).toEqual([
      'Sonny (great-uncle)',
    ]);
    expect(people('My mother called him Jack.')).toEqual(['Mother', 'Jack']);
  });

  it('reads a pet name after an aunt\'s or uncle\'s title as a name: "uncle paddy" is Paddy (uncle)', () => {
    expect(people('uncle paddy had a cottage on the lough')).toEqual(['Paddy (uncle)']);
    expect(people('My uncle farmed there.')).toEqual(['Uncle']);
  });

  it('reads what children abroad call their parents as parents: "maman", "mutti"', () => {
    expect(people('maman made crêpes and papa sang')).toEqual(['Mother', 'Father']);
    expect(people('the summer I was eleven mutti sent me to a farm')).toEqual(['Mother']);
  });

  it('keeps "the grandchildren" as the storyteller\'s when the storyteller has them along', () => {
    expect(people('we took the grandchildren to Prague')).toEqual(['Grandchildren']);
    expect(people('me and the grandkids fed the ducks')).toEqual(['Grandchildren']);
    expect(people("Now the grandkids ask for Nana's dal.")).toEqual(['Grandmother']);
  });

  it('reads "his wife" after a relative as that relative\'s: "my son thabo and his wife" is Daughter-in-law', () => {
    expect(people('We climbed the hill with my son Thabo and his wife.')).toEqual([
      'Thabo (son)',
      'Daughter-in-law',
    ]);
    expect(people('My sister and her husband Bill came for Christmas.')).toEqual([
      'Sister',
      'Bill (brother-in-law)',
    ]);
    expect(people('My brother and his friend went fishing.')).toEqual(['Brother']);
    expect(people('My brother and her husband argued.')).toEqual(['Brother']);
  });

  it('reads "great" before a grandparent, aunt or uncle as one generation further back: "great gran"', () => {
    expect(people('Great Gran lived to a hundred and two.')).toEqual(['Great-grandmother']);
    expect(people('My great aunt Nell sang.')).toEqual(['Nell (great-aunt)']);
  });

  it('reads what grandchildren abroad call their grandparents as names: "abuela made tamales"', () => {
    expect(people('abuela made tamales every christmas eve')).toEqual(['Grandmother']);
    expect(people('Zaide told stories.')).toEqual(['Grandfather']);
  });
});

/** Who a spoken memory names, read as the app reads a transcript. */
function spoken(text: string): string[] {
  return analyzeMemoryText(text).peopleInvolved;
}

describe('people: kin words of home, and names that belong to things or to history', () => {
  it.each([
    ['my dadi used to oil my hair on the roof', ['Grandmother']],
    ['mam gu kept the post office in llanybydder', ['Grandmother']],
    ['my ba noi held my baby brother the whole way', ['Grandmother', 'Brother']],
    ['my nani ji made parathas in lahore', ['Grandmother']],
    ['abba came over in the early sixties', ['Father']],
    ['pepere put me and my sisters up in the hayloft', ['Grandfather', 'Sisters']],
    ['during the war my farmor worked at the textile mill', ['Grandmother']],
    ['my lola taught me to cook adobo', ['Grandmother']],
    ['me old man ran a two up game out the back of the hotel', ['Father']],
    ['our eldest girl never gave us a days bother', ['Daughter']],
    ['eighty eight it was our youngest lass kirsty got wed', ['Kirsty (daughter)']],
    ['my in-laws came over from jamaica', ['In-laws']],
    ['my fella and me went to blackpool for our honeymoon', ['Husband']],
    ['my first husband eddie went off and left me with the twins', ['Eddie (husband)', 'Children']],
  ])('%s → %j', (text, expected) => {
    expect(spoken(text)).toEqual(expected);
  });

  it("keeps a kin word of another language that is also a name a name, unless it is the storyteller's own", () => {
    expect(people('Lola Jones lived next door.')).toEqual(['Lola Jones']);
    expect(people('My girl Sandra came too.')).toEqual(['Sandra']);
  });

  it('gives a name said after an animal, a storm or a drink to the thing, not to a person', () => {
    expect(spoken('our dad had a greyhound called lady gwen')).toEqual(['Father']);
    expect(people("Pop's daddy had an old mule called Sadie.")).toEqual(['Grandfather']);
    expect(spoken('cyclone tracy took the roof clean off')).toEqual([]);
    expect(spoken('father opened a bottle of sherry')).toEqual(['Father']);
    expect(people('We met a man called Jim.')).toEqual(['Jim']);
  });

  it('reads a nickname of a given name and "big", "little" or "old" as one person: "Big Jim"', () => {
    expect(spoken('big jim from the docks taught me to box')).toEqual(['Big Jim']);
    expect(people('Old Tom the blacksmith shod our horses.')).toEqual(['Old Tom']);
  });

  it('reads "sailed for Sydney" as where a journey was bound, and "the isle of Skye" as a place', () => {
    expect(spoken('the night before i sailed for sydney me mam baked a cake')).toEqual(['Mother']);
    expect(people('Granny McLeod lived on the Isle of Skye.')).toEqual(['McLeod (grandmother)']);
  });

  it('leaves out a public figure the memory only mentions, and keeps one the storyteller met', () => {
    expect(spoken('we heard on the wireless that gandhi had been shot and my mother wept')).toEqual([
      'Mother',
    ]);
    expect(people("The day Kennedy was shot I was in Mrs. Abbott's class.")).toEqual(['Mrs. Abbott']);
    expect(people('In 1990 I shook hands with Nelson Mandela in Cape Town.')).toEqual(['Nelson Mandela']);
    expect(people('My friend Pete Kennedy came round.')).toEqual(['Pete Kennedy (friend)']);
  });
});

describe('people: names from every family, step-family and groups, children by their order', () => {
  it.each([
    ['kofi from church and his wife ama met me at heathrow', ['Kofi', 'Ama']],
    ['me and our dai found an old pram behind the chapel', ['Dai']],
    ["my mum's second husband walter drove me to the bank", ['Walter (stepfather)']],
    ['me and my best mate dougie cycled to largs', ['Dougie (best friend)']],
    ['my husband stood on the picket line alongside his brothers', ['Husband', 'Brothers-in-law']],
    ['ma and pa had a dirt farm down near tupelo', ['Mother', 'Father']],
    ['lola and lolo raised me while mama was working', ['Grandmother', 'Grandfather', 'Mother']],
    ['our eldest jomo was posted to kampala', ['Jomo (child)']],
    ['the attendant was a big fella called hemi', ['Hemi']],
    ['my best pal was um dorota uh dorota wisniewska', ['Dorota Wisniewska']],
  ])('%s → %j', (text, expected) => {
    expect(spoken(text)).toEqual(expected);
  });

  it('pairs only the kin words of other languages with another kin word, not "lad" or "fella" said of anyone', () => {
    expect(spoken('lola and lolo raised me')).toEqual(['Grandmother', 'Grandfather']);
    expect(spoken('the young lad and dad went fishing on the tyne')).toEqual(['Father']);
    expect(spoken('a fella and mam came to the door')).toEqual(['Mother']);
  });

  it('gives a given name after "the" to a boat, a pub or a hospital, not a person', () => {
    expect(spoken('my uncle hamish took us out in his boat the morag')).toEqual(['Hamish (uncle)']);
    expect(spoken("the mary rose was my dad's boat")).toEqual(['Father']);
    expect(spoken('i was nursing at the royal victoria in belfast')).toEqual([]);
  });
});
