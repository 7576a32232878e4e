import { describe, expect, it } from 'vitest';
import { type CleanCopyInput, cleanCopyOffline } from './clean-copy.ts';

const clean = (text: string, more: Partial<CleanCopyInput> = {}) =>
  cleanCopyOffline({ text, spoken: true, knownNames: [], ...more });
const typed = (text: string, more: Partial<CleanCopyInput> = {}) => clean(text, { spoken: false, ...more });

describe('the clean copy removes what only speech needs', () => {
  it('takes out 40 "um" and the filler "you know", and keeps every other word', () => {
    const own = Array.from({ length: 40 }, (_, i) => `um we went to the shop number ${i + 1} you know`).join(
      ' ',
    );
    const out = clean(own);
    expect(out).not.toMatch(/\bum\b/i);
    expect(out).not.toMatch(/you know/i);
    expect(out.match(/\bshop\b/g)).toHaveLength(40);
  });

  it('keeps "you know what she said", "I mean it" and "if you know the way"', () => {
    expect(clean('so you know what she said she said no')).toBe('So you know what she said? She said no.');
    expect(clean('and i said i mean it')).toBe('And I said I mean it.');
    expect(clean('if you know the way we can go')).toBe('If you know the way we can go.');
  });

  it('drops "I mean" and "uh" said as fillers', () => {
    expect(clean('it was hard i mean we had nothing uh nothing at all')).toBe(
      'It was hard. We had nothing at all.',
    );
  });

  it('says a stutter, a broken-off word and a doubled word once, but keeps "had had" and "that that"', () => {
    expect(clean('we w- we went to the, the fair and b-b-bought bread')).toBe(
      'We went to the fair and bought bread.',
    );
    expect(clean('she had had enough of that that winter')).toBe('She had had enough of that that winter.');
    expect(clean('it was a long long way')).toBe('It was a long long way.');
    // After "what", the words said again are the answer, not a false start: the question, then its answer.
    expect(clean('you know what he told me he told me to wait')).toBe(
      'You know what he told me? He told me to wait.',
    );
  });
});

describe('the clean copy restores what speech lost', () => {
  it('gives "i", "i\'m" and "i\'d" their capital, and every sentence its first capital', () => {
    expect(typed("and i said i'm cold and i'd go home. then we went")).toBe(
      "And I said I'm cold and I'd go home. Then we went.",
    );
  });

  it('capitalises names and places her memories know ("kraków", "andrzej")', () => {
    expect(
      clean('we lived in kraków and andrzej came every sunday', { knownNames: ['Kraków', 'Andrzej'] }),
    ).toBe('We lived in Kraków and Andrzej came every Sunday.');
    // Her letters stay hers: only the capital is added.
    expect(clean('we met jozef in krakow', { knownNames: ['Józef', 'Kraków'] })).toBe(
      'We met Jozef in Krakow.',
    );
  });

  it('leaves an everyday word alone though a name is spelled the same', () => {
    expect(clean('she grew a rose by the door', { knownNames: ['Rose'] })).toBe(
      'She grew a rose by the door.',
    );
  });

  it('writes a spoken title with its full stop and keeps the sentence whole after it', () => {
    expect(
      clean('and mrs grabowski from downstairs came up with a cake', { knownNames: ['Grabowski'] }),
    ).toBe('And Mrs. Grabowski from downstairs came up with a cake.');
  });
});

describe('the clean copy writes numbers in the house style', () => {
  it('writes years and dates in figures', () => {
    expect(clean('we married in nineteen sixty three')).toBe('We married in 1963.');
    expect(clean('on april twentieth nineteen sixty three we married')).toBe(
      'On April 20, 1963, we married.',
    );
    expect(clean('it was the twentieth of april nineteen sixty three')).toBe(
      'It was the twentieth of April 1963.',
    );
    expect(clean('in the nineteen fifties')).toBe('In the 1950s.');
  });

  it('keeps small numbers in words and puts larger ones in figures', () => {
    expect(clean('there were three hundred and fifty guests and twenty five tables')).toBe(
      'There were 350 guests and twenty-five tables.',
    );
    expect(clean('my sister was 7 and we had two hundred chickens')).toBe(
      'My sister was seven and we had two hundred chickens.',
    );
    expect(clean('we lived at 12 milwaukee avenue in room 9')).toMatch(/12 Milwaukee Avenue in room 9/);
  });

  it('does not take two ages for a year', () => {
    expect(clean('i was sixteen seventeen maybe')).toBe('I was sixteen seventeen maybe.');
  });
});

describe('the clean copy punctuates speech that has no stops', () => {
  it('ends a sentence where a new clause opens', () => {
    expect(
      clean(
        "aunt stella's shop was on milwaukee avenue and we lived upstairs for the first eight months he called me halinka and gave me a job",
        { knownNames: ['Stella', 'Milwaukee Avenue'] },
      ),
    ).toBe(
      "Aunt Stella's shop was on Milwaukee Avenue and we lived upstairs for the first eight months. He called me halinka and gave me a job.",
    );
  });

  it('ends a sentence at a long pause in the recording, not at a pause after "the"', () => {
    const said = 'we walked to the market every morning the bread was still warm';
    let at = 0;
    const words = said.split(' ').map((word) => {
      const pause = word === 'morning' ? 900 : word === 'the' ? 800 : 120;
      const timed = { word, startMs: at, endMs: at + 300 };
      at += 300 + pause;
      return timed;
    });
    expect(clean(said, { words })).toBe('We walked to the market every morning. The bread was still warm.');
  });

  it('reads the silences between the recogniser’s sentences as pauses', () => {
    const segments = [
      { startMs: 0, endMs: 2000, text: 'we walked to the market every morning' },
      { startMs: 3200, endMs: 5000, text: 'the bread was still warm' },
    ];
    expect(clean('we walked to the market every morning the bread was still warm', { segments })).toBe(
      'We walked to the market every morning. The bread was still warm.',
    );
  });

  it('reads a long pause between the words of one recogniser’s sentence as the end of a sentence, a short one not', () => {
    const said = 'we walked to the market every morning my mother carried the basket home';
    /** One sentence as the recogniser stores it, with `pauseMs` of silence after "morning" and 150 ms elsewhere. */
    const oneSentence = (pauseMs: number) => {
      let at = 0;
      const words = said.split(' ').map((word) => {
        const timed = { word, startMs: at, endMs: at + 300 };
        at += 300 + (word === 'morning' ? pauseMs : 150);
        return timed;
      });
      return [{ startMs: 0, endMs: words.at(-1)!.endMs, text: said, words }];
    };
    expect(clean(said, { segments: oneSentence(900) })).toBe(
      'We walked to the market every morning. My mother carried the basket home.',
    );
    // "my mother carried" opens a clause, but she ran straight on: one sentence.
    expect(clean(said, { segments: oneSentence(150) })).toBe(
      'We walked to the market every morning my mother carried the basket home.',
    );
  });

  it('reads the word pauses of a sentence she corrected for the words she kept', () => {
    // She corrected "market" (heard as "mark it"); the long pause after "morning" is still known.
    const heard = 'we walked to the mark it every morning after breakfast with my mother';
    const text = 'we walked to the market every morning after breakfast with my mother';
    const words = heard.split(' ').map((word, k) => {
      const startMs = k * 400 + (k > 7 ? 900 : 0);
      return { word, startMs, endMs: startMs + 300 };
    });
    const segments = [{ startMs: 0, endMs: words.at(-1)!.endMs, text, heard, words }];
    expect(clean(text, { segments })).toBe(
      'We walked to the market every morning. After breakfast with my mother.',
    );
    // Without the recogniser's words nothing in the words themselves ends the sentence there.
    expect(clean(text, { segments: [{ startMs: 0, endMs: words.at(-1)!.endMs, text }] })).toBe(
      'We walked to the market every morning after breakfast with my mother.',
    );
  });

  it('cuts a 566-word run of speech into paragraphs of whole sentences', () => {
    const run = Array.from(
      { length: 40 },
      () => 'we went down to the river every morning she washed the clothes',
    ).join(' ');
    const paragraphs = clean(run).split('\n\n');
    expect(paragraphs.length).toBeGreaterThan(2);
    for (const p of paragraphs) {
      expect(p.split(' ').length).toBeLessThanOrEqual(200);
      expect(p).toMatch(/^[A-Z].*\.$/);
    }
  });
});

describe('a writer’s own text', () => {
  it('is kept exactly, lines and paragraphs as she wrote them', () => {
    const prose =
      'We sailed on the MS Batory in 1969 — twelve days.\nThe sea was grey.\n\nMy husband, Andrzej, was sick the whole way; I was not.';
    expect(typed(prose, { knownNames: ['Andrzej'] })).toBe(prose);
  });

  it('changes only "um", a lower-case "i" and a known name in lower case', () => {
    expect(
      typed('Um, the crossing took ten days, and i counted them. We met andrzej there.', {
        knownNames: ['Andrzej'],
      }),
    ).toBe('The crossing took ten days, and I counted them. We met Andrzej there.');
  });

  it('keeps "ER" and "er" inside words', () => {
    expect(typed('They took him to the ER. The river was higher.')).toBe(
      'They took him to the ER. The river was higher.',
    );
  });
});

describe('the clean copy gives languages, peoples and titles their capitals as an editor would', () => {
  it('capitalises a language or a people: "my english", "in polish", "she was italian"', () => {
    expect(
      cleanCopyOffline({
        text: 'my english was bad so we spoke in polish at home she was italian',
        spoken: true,
        knownNames: [],
      }),
    ).toContain('My English was bad so we spoke in Polish at home');
    expect(
      cleanCopyOffline({ text: 'she was italian and very proud of it', spoken: true, knownNames: [] }),
    ).toBe('She was Italian and very proud of it.');
  });

  it('capitalises a holiday: "at easter", "every christmas"', () => {
    const said = (text: string) => cleanCopyOffline({ text, spoken: true, knownNames: [] });
    expect(said('every christmas we went to midnight mass')).toBe(
      'Every Christmas we went to midnight mass.',
    );
    expect(said('we painted eggs for easter with onion skins')).toBe(
      'We painted eggs for Easter with onion skins.',
    );
  });

  it('leaves "polish" a word where it is what one does to shoes', () => {
    expect(
      cleanCopyOffline({ text: 'on sundays we had to polish our shoes', spoken: true, knownNames: [] }),
    ).toBe('On Sundays we had to polish our shoes.');
  });

  it('writes "a nurse" in lower case, and "uncle bill\'s" with both capitals, but "my uncle Bill" as a relation', () => {
    expect(cleanCopyOffline({ text: 'i always wanted to be a nurse', spoken: true, knownNames: [] })).toBe(
      'I always wanted to be a nurse.',
    );
    expect(
      cleanCopyOffline({
        text: "we went to uncle bill's farm every summer",
        spoken: true,
        knownNames: ['Bill'],
      }),
    ).toBe("We went to Uncle Bill's farm every summer.");
    expect(
      cleanCopyOffline({ text: 'my uncle bill had a farm in the hills', spoken: true, knownNames: ['Bill'] }),
    ).toBe('My uncle Bill had a farm in the hills.');
  });
});

describe('the clean copy keeps what she said twice on purpose, and drops "I mean" that only says it again', () => {
  it('keeps "next week, next week" that someone said, and drops "I mean" before "every single one"', () => {
    expect(
      cleanCopyOffline({
        text: 'he always said next week next week but he never came',
        spoken: true,
        knownNames: [],
      }),
    ).toContain('said next week next week');
    expect(
      cleanCopyOffline({
        text: 'she kept every letter i mean every single one',
        spoken: true,
        knownNames: [],
      }),
    ).toBe('She kept every letter every single one.');
  });
});
