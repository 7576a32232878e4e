import { describe, expect, it } from 'vitest';
import { type CleanCopyInput, cleanCopyOffline } from './clean-copy.ts';
import { sentencesOf } from './sentences.ts';

const clean = (text: string, more: Partial<CleanCopyInput> = {}) =>
  cleanCopyOffline({ text, spoken: true, knownNames: [], ...more });
const typed = (text: string, more: Partial<CleanCopyInput> = {}) => clean(text, { spoken: false, ...more });

/** The names the book of Halina's life has in her Memory DNA (book-clean-copy-engine.test.ts). */
const HALINA = ['Limanowskiego Street', 'Podgórze', 'Kraków', 'Andrzej', 'Mrs. Grabowski', 'Halinka'];

describe('sentences the printed book got wrong are whole', () => {
  it('keeps "a little piece of wire he bent into a bird" whole and starts the next sentence at "On Sundays"', () => {
    const out = typed(
      'he always had something in his pocket for us a sweet or a button or a little piece of wire he bent into a bird um on sundays we walked over the bridge to the old town',
      { knownNames: HALINA },
    );
    expect(out).toContain('a little piece of wire he bent into a bird. On Sundays we walked over the bridge');
    expect(out).not.toMatch(/He bent into a bird/);
  });

  it('keeps "when Andrzej left for the army in 1958" with "the kitchen was so quiet" it leads to', () => {
    const out = typed(
      'in the evenings andrzej did his drawings at the kitchen table and i did my homework beside him and my mother sewed and the canary sang downstairs and i think that was the happiest i ever was in my whole life even though we had nothing at all and when andrzej left for the army in nineteen fifty eight um the kitchen was so quiet that i could hear the canary through the floor',
      { knownNames: HALINA },
    );
    expect(out).toContain(
      'And when Andrzej left for the army in 1958 the kitchen was so quiet that I could hear the canary through the floor.',
    );
    expect(out).not.toMatch(/1958\. The kitchen/);
  });

  it('starts a new sentence at "Mrs. Grabowski came with us", after "because he was my brother"', () => {
    const out = typed(
      'and i always gave him half because he was my brother mrs grabowski came with us sometimes when her legs were good',
      { knownNames: HALINA },
    );
    expect(out).toBe(
      'And I always gave him half because he was my brother. Mrs. Grabowski came with us sometimes when her legs were good.',
    );
  });

  it('writes "Aunt Stella’s flat" with its capital when the apostrophe is a typed curly one', () => {
    const out = typed(
      'i thought kraków was cold. aunt stella’s flat was on milwaukee avenue above the butcher shop, and i slept on the sofa',
      { knownNames: HALINA },
    );
    expect(out).toContain('Aunt Stella’s flat was on Milwaukee Avenue');
  });

  it('drops the filler "you know" of "a seamstress, you know, and she had" but keeps the comma before "and"', () => {
    const out = typed(
      'well my mother, um, she was a seamstress, you know, and she had a singer machine that my father bought in nineteen thirty eight.',
      { knownNames: HALINA },
    );
    expect(out).toBe(
      'Well my mother, she was a seamstress, and she had a singer machine that my father bought in 1938.',
    );
  });

  it('keeps "you know him" set off by her commas: it is her words, not a filler', () => {
    expect(typed('and my father, you know him, he never said sorry in his life.')).toBe(
      'And my father, you know him, he never said sorry in his life.',
    );
  });

  it('lets "you know" set off by commas go with both commas where no new clause follows', () => {
    expect(typed('i was, you know, terrified of her.')).toBe('I was terrified of her.');
  });
});

describe('speech without stops is cut where an editor would cut it', () => {
  it('ends a sentence before a habit’s time that opens the next one: "In the winter the windows had ice"', () => {
    expect(
      clean('i stayed in bed because i was small in the winter the windows had ice flowers on the inside'),
    ).toBe('I stayed in bed because I was small. In the winter the windows had ice flowers on the inside.');
  });

  it('keeps a habit’s time said after a place with that place’s sentence: "in the park on Saturdays."', () => {
    expect(clean('the band played in the park on saturdays we danced until the lamps came on')).toBe(
      'The band played in the park on Saturdays. We danced until the lamps came on.',
    );
  });

  it('keeps "every Friday" with the sentence before it', () => {
    expect(
      clean('my mother made soup every friday we all loved it my father said it was the best soup'),
    ).toBe('My mother made soup every Friday. We all loved it. My father said it was the best soup.');
  });

  it('ends a sentence after "it" when it is the thing done: "just by touching it. He never looked"', () => {
    expect(
      clean('he could tell where a carpet came from just by touching it he never looked at the label'),
    ).toBe('He could tell where a carpet came from just by touching it. He never looked at the label.');
  });

  it('does not cut "the letters he sent from the front" nor "a kitchen we shared with his mother"', () => {
    expect(
      clean('she kept the letters he sent from the front in a shoebox we found them after she died'),
    ).toBe('She kept the letters he sent from the front in a shoebox. We found them after she died.');
    expect(clean('it was one room for the two of us and a kitchen we shared with his mother')).toBe(
      'It was one room for the two of us and a kitchen we shared with his mother.',
    );
  });

  it('starts a sentence at a title and a name that do something: "Uncle Tadek had a horse"', () => {
    expect(
      clean('we lived next door to the kowalskis uncle tadek had a horse and cart he sold coal from it'),
    ).toBe('We lived next door to the Kowalskis. Uncle Tadek had a horse and cart. He sold coal from it.');
  });

  it('starts a sentence at "the dog followed him" and "the landlady gave the children", not at "the machine my father bought in"', () => {
    expect(clean('bogdan had a dog called burek the dog followed him to school every morning')).toBe(
      'Bogdan had a dog called Burek. The dog followed him to school every morning.',
    );
    expect(
      clean('we stayed at the same guest house on the front the landlady gave the children sticks of rock'),
    ).toBe('We stayed at the same guest house on the front. The landlady gave the children sticks of rock.');
    expect(clean('she had a singer machine my father bought in nineteen thirty eight')).toBe(
      'She had a singer machine my father bought in 1938.',
    );
  });

  it('keeps "so we could" with what it was for', () => {
    expect(
      clean(
        'my husband worked nights at the bakery so we could pay for the house we saw him on sundays only',
      ),
    ).toBe(
      'My husband worked nights at the bakery so we could pay for the house. We saw him on Sundays only.',
    );
  });

  it('does not cut inside "and when my father came home from the war we had a party"', () => {
    expect(
      clean('we were poor but we were happy and when my father came home from the war we had a party'),
    ).toBe('We were poor but we were happy and when my father came home from the war we had a party.');
  });

  it('asks "you know what she told me?" and answers it in the next sentence', () => {
    expect(
      clean('she had a wicked sense of humour you know what she told me she told me i would be a writer'),
    ).toBe('She had a wicked sense of humour. You know what she told me? She told me I would be a writer.');
    expect(clean('we had no money for a ring and you know what he did he made one out of a spoon')).toBe(
      'We had no money for a ring and you know what he did? He made one out of a spoon.',
    );
  });

  it('goes on after a short sentence with "but": "I did not believe half of it but I loved to listen"', () => {
    expect(clean('i did not believe half of it but i loved to listen')).toBe(
      'I did not believe half of it but I loved to listen.',
    );
  });

  it('never ends a sentence after "Mrs." or "Dr." before the name that a title now opens', () => {
    const out = clean('he was my brother mrs grabowski came with us and dr nowak came too');
    expect(sentencesOf(out)).toEqual([
      'He was my brother.',
      'Mrs. Grabowski came with us and Dr. Nowak came too.',
    ]);
  });
});

describe('a relation and a name are one subject', () => {
  it('starts a sentence at "My brother Andrzej was", and not at "Krysia" after "our own flat"', () => {
    expect(
      typed(
        'i lived there until i was twenty two years old my brother andrzej was four years older than me',
        {
          knownNames: HALINA,
        },
      ),
    ).toBe(
      'I lived there until I was twenty-two years old. My brother Andrzej was four years older than me.',
    );
    expect(
      clean('i counted the days until we got our own flat krysia wrote me letters every week', {
        knownNames: ['Krysia'],
      }),
    ).toBe('I counted the days until we got our own flat. Krysia wrote me letters every week.');
  });
});

describe('the sentence ends a second held-back set found missing or wrong', () => {
  it('never ends a sentence on "aunt" or "uncle" before the name, and gives the name and its title capitals', () => {
    const out = clean(
      'in the holidays we stayed with uncle frank he let us feed the pigs aunt lily made jam',
      {
        knownNames: ['Frank', 'Lily'],
      },
    );
    expect(out).not.toMatch(/\b[Uu]ncle\.|\b[Aa]unt\./);
    expect(out).toContain('Uncle Frank');
    expect(out).toContain('Aunt Lily made jam.');
  });

  it('ends a sentence after "we did", "took us in" and a two-word sentence such as "It leaked."', () => {
    expect(clean('oh yes we did we had chickens in the yard')).toBe(
      'Oh yes we did. We had chickens in the yard.',
    );
    expect(clean('the neighbours took us in they had a spare room upstairs')).toBe(
      'The neighbours took us in. They had a spare room upstairs.',
    );
    expect(clean('we had a tent for the summer it leaked my father mended it with tar')).toBe(
      'We had a tent for the summer. It leaked. My father mended it with tar.',
    );
  });

  it('opens a sentence at "you" and its verb, but not at "you" someone told', () => {
    expect(clean('the trams ran all night in vienna you could go anywhere for a few coins')).toBe(
      'The trams ran all night in Vienna. You could go anywhere for a few coins.',
    );
    expect(clean('my father told you could not leave the table')).not.toMatch(/told\./);
  });

  it('keeps "so we stayed" in the sentence it follows, and ends the sentence before a second "so"', () => {
    expect(clean('the farm was too far from the school so we moved to the town')).toBe(
      'The farm was too far from the school so we moved to the town.',
    );
    expect(clean('he lost his job at the pit so we had no money so my mother went out cleaning')).toBe(
      'He lost his job at the pit so we had no money. So my mother went out cleaning.',
    );
  });

  it('does not end a sentence after "so at home" before its verb', () => {
    expect(clean('the rent went up when he lost his job so in the end we moved in with my sister')).toBe(
      'The rent went up when he lost his job so in the end we moved in with my sister.',
    );
  });

  it('keeps "it was 1962 we bought the van" whole, and opens a sentence at "I think"', () => {
    expect(clean('it was a long time ago i think it was nineteen sixty two we bought the van')).toBe(
      'It was a long time ago. I think it was 1962 we bought the van.',
    );
  });

  it('starts the sentence at "the foreman Mr. Gill he shouted", not at "he"', () => {
    const out = clean('i never liked the work in the yard the foreman mr gill he shouted at everybody', {
      knownNames: ['Gill'],
    });
    expect(sentencesOf(out)).toEqual([
      'I never liked the work in the yard.',
      'The foreman Mr. Gill he shouted at everybody.',
    ]);
  });

  it('opens a sentence at "people" who did something', () => {
    expect(clean('it was a corner shop with everything in it people came from three streets away')).toBe(
      'It was a corner shop with everything in it. People came from three streets away.',
    );
  });

  it('gives a question that opens with "do you" or "did he" its question mark', () => {
    expect(clean('do you know how much a loaf cost in those days it was fourpence')).toBe(
      'Do you know how much a loaf cost in those days? It was fourpence.',
    );
    expect(clean('i did not know that he would come back and did he write to you')).not.toMatch(/\?/);
  });
});
