import { describe, expect, it } from 'vitest';
import { spokenShortYearsToDigits } from '#server/ai/rules/spoken-years.ts';
import { dropFillers } from '../clean-copy/fillers.ts';
import { analyzeMemoryText } from './analyze.ts';
import { joinSplitTowns, restoreCapitals } from './transcript.ts';

describe('reading a speech transcript', () => {
  it('drops "um", "uh" and a filler "you know", even inside a name or a date', () => {
    expect(dropFillers('in um nineteen fifty two my brother uh tom')).toBe(
      'in nineteen fifty two my brother tom',
    );
    expect(dropFillers('so you know we bought the house')).toBe('so we bought the house');
    expect(dropFillers('you know what she said')).toBe('you know what she said');
    expect(dropFillers('the umbrella and the hummingbird')).toBe('the umbrella and the hummingbird');
  });

  it('reads a spoken two-digit year as a year of the 1900s, but not an amount', () => {
    expect(spokenShortYearsToDigits('back in sixty three when')).toBe('back in 1963 when');
    expect(spokenShortYearsToDigits('the winter of forty seven was')).toBe('the winter of 1947 was');
    expect(spokenShortYearsToDigits('in eighty one and')).toBe('in 1981 and');
    expect(spokenShortYearsToDigits('for the first time in forty years')).toBe(
      'for the first time in forty years',
    );
    expect(spokenShortYearsToDigits('a group of fifty people')).toBe('a group of fifty people');
    expect(spokenShortYearsToDigits('that was sixty three the year we married')).toBe(
      'that was 1963 the year we married',
    );
    expect(spokenShortYearsToDigits('it was sixty three degrees')).toBe('it was sixty three degrees');
    expect(spokenShortYearsToDigits('I was sixty three when I retired')).toBe(
      'I was sixty three when I retired',
    );
  });

  it('gives names and places their capitals back from what the words around them say', () => {
    expect(restoreCapitals('my wife giulia painted every room')).toBe('My wife Giulia painted every room');
    expect(restoreCapitals('my father found work in a mill')).toBe('My father found work in a mill');
    expect(restoreCapitals('we worked for mr nowak')).toBe('We worked for Mr Nowak');
    expect(restoreCapitals('tante hilde came over from hamburg')).toBe('Tante Hilde came over from Hamburg');
    expect(restoreCapitals("we married at st patrick's church in dublin")).toBe(
      "We married at St Patrick's Church in Dublin",
    );
    expect(restoreCapitals('the bakery on floriańska street')).toBe('The bakery on Floriańska Street');
    expect(restoreCapitals('a caravan in skegness near the sea')).toBe('A caravan in Skegness near the sea');
    expect(restoreCapitals('a miner in the rhondda')).toBe('A miner in the Rhondda');
    expect(restoreCapitals('he drove us to lake como')).toBe('He drove us to Lake Como');
    expect(restoreCapitals('a big man named earl told me')).toBe('A big man named Earl told me');
    expect(restoreCapitals('we stayed in bed until noon')).toBe('We stayed in bed until noon');
  });

  it('gives back the capitals of a place after "outside of", "above" or "behind"', () => {
    expect(restoreCapitals('a farm outside of nakuru')).toBe('A farm outside of Nakuru');
    expect(restoreCapitals('the mountains above innsbruck')).toBe('The mountains above Innsbruck');
    expect(restoreCapitals('the fields behind kumasi')).toBe('The fields behind Kumasi');
    expect(restoreCapitals('we stood outside of the gate')).toBe('We stood outside of the gate');
  });

  it('reads a place word before a word no list knows as the start of its name: "old trafford"', () => {
    expect(restoreCapitals('he took me to old trafford on saturdays')).toBe(
      'He took me to Old Trafford on saturdays',
    );
    expect(restoreCapitals('we lived in new brunswick')).toBe('We lived in New Brunswick');
    expect(restoreCapitals('we sold it to an old man')).toBe('We sold it to an old man');
  });

  it('names a landmark by its last word and a street that starts with "ulica"', () => {
    expect(restoreCapitals('we climbed the galata tower')).toBe('We climbed the Galata Tower');
    expect(restoreCapitals('we went to anfield stadium')).toBe('We went to Anfield Stadium');
    expect(restoreCapitals('the old tower on the hill')).toBe('The old tower on the hill');
    expect(restoreCapitals('we lived on ulica długa')).toBe('We lived on Ulica Długa');
  });

  it('keeps a surname no list knows with the given name before it', () => {
    expect(restoreCapitals('we saw bjorn borg play')).toBe('We saw Bjorn Borg play');
  });

  it('reads "sister", "brother" or "father" before a name as a title unless it is someone\'s', () => {
    expect(restoreCapitals('sister agnes ran the school')).toBe('Sister Agnes ran the school');
    expect(restoreCapitals('father murphy said mass')).toBe('Father Murphy said mass');
    expect(restoreCapitals('my sister agnes ran the school')).toBe('My sister Agnes ran the school');
  });
});

describe('Memory DNA of spoken memories', () => {
  it('finds the year, the person and the church through fillers and without capitals', () => {
    expect(
      analyzeMemoryText(
        "um so in nineteen fifty two my brother tom uh got married at st patrick's church in dublin",
      ),
    ).toMatchObject({ whenHappened: '1952', peopleInvolved: ['Tom (brother)'] });
  });

  it('keeps family called by a pet name or a role as people, with their relation', () => {
    expect(analyzeMemoryText('pop used to take me fishing on saturdays').peopleInvolved).toEqual(['Father']);
    expect(analyzeMemoryText('we went to the seaside with gran and the kids').peopleInvolved).toEqual([
      'Grandmother',
      'Children',
    ]);
    expect(analyzeMemoryText('tante hilde came over from hamburg in 88').peopleInvolved).toEqual([
      'Hilde (aunt)',
    ]);
  });

  it('reads spoken and shortened years and spoken ages', () => {
    expect(analyzeMemoryText('back in sixty three we moved to leeds').whenHappened).toBe('1963');
    expect(analyzeMemoryText("aunt joan came from hamburg in '88").whenHappened).toBe('1988');
    expect(analyzeMemoryText('it was the late seventies and we lived in nairobi').whenHappened).toBe(
      'the late 1970s',
    );
    expect(
      analyzeMemoryText('dad and I fished off the pier when I was maybe ten or eleven').whenHappened,
    ).toBe('when I was ten');
  });

  it('dates a memory by the time of day when nothing else dates it', () => {
    expect(analyzeMemoryText('we walked to the mosque at dawn for the prayers').whenHappened).toBe('at dawn');
    expect(analyzeMemoryText('in 1952 we walked to the mosque at dawn').whenHappened).toBe('1952');
  });

  it("keeps someone else's first husband as a person, named or not", () => {
    expect(analyzeMemoryText('her first husband was a sailor out of hull').peopleInvolved).toEqual([
      'First husband',
    ]);
    expect(analyzeMemoryText('her first husband jack was a sailor').peopleInvolved).toEqual([
      'Jack (first husband)',
    ]);
    expect(analyzeMemoryText('His second wife, Ann, was from Leeds.').peopleInvolved).toEqual([
      'Ann (second wife)',
    ]);
    expect(analyzeMemoryText('her husband was a sailor').peopleInvolved).toEqual([]);
  });

  it('finds a place after "outside of" and a landmark that is seen', () => {
    expect(analyzeMemoryText('nana lived on a farm outside of nakuru').whereHappened).toBe('Nakuru');
    expect(analyzeMemoryText('We had a farm outside of Nakuru.').whereHappened).toBe('Nakuru');
    expect(analyzeMemoryText('We saw the Colosseum in 2012.').whereHappened).toBe('the Colosseum');
    expect(analyzeMemoryText('We saw Elvis in 1956.').whereHappened).toBeNull();
  });

  it('finds places beyond the US, with their diacritics', () => {
    expect(analyzeMemoryText('we lived in łódź for years').whereHappened).toBe('Łódź');
    expect(analyzeMemoryText('Grandad kept pigeons in Łódź.').whereHappened).toBe('Łódź');
    expect(
      analyzeMemoryText('we emigrated from gdańsk to toronto in the winter of fifty six').whereHappened,
    ).toBe('Toronto');
    expect(
      analyzeMemoryText('nana baked bread every friday in her little kitchen in kraków').whereHappened,
    ).toBe('Kraków');
  });

  it('reads the landmark after "the top of" or "the foot of" as the place', () => {
    expect(analyzeMemoryText('we drove up to the top of the great orme in sixty four').whereHappened).toBe(
      'the Great Orme',
    );
    expect(analyzeMemoryText('he proposed at the top of the empire state building').whereHappened).toBe(
      'the Empire State Building',
    );
    expect(analyzeMemoryText('we got engaged at the foot of the matterhorn').whereHappened).toBe(
      'the Matterhorn',
    );
    expect(analyzeMemoryText('we had a picnic outside of buckingham palace').whereHappened).toBe(
      'Buckingham Palace',
    );
    expect(analyzeMemoryText('I sat at the top of the stairs and cried').whereHappened).toBeNull();
  });

  it('reads the place named after "the island of" or "the old town of": "the island of hvar" is Hvar', () => {
    expect(analyzeMemoryText('he was a fisherman on the island of hvar and he drowned').whereHappened).toBe(
      'Hvar',
    );
    expect(analyzeMemoryText('he was a baker in the old town of lübeck').whereHappened).toBe('Lübeck');
    expect(analyzeMemoryText('We spent a week on the island of Capri.').whereHappened).toBe('Capri');
    expect(analyzeMemoryText('we had a flat in the old quarter of trondheim').whereHappened).toBe(
      'Trondheim',
    );
    expect(analyzeMemoryText('we grew up on the island and never left').whereHappened).toBe('the island');
  });

  it('reads a place given its name after "called": "a little village near kraków called wieliczka"', () => {
    expect(
      analyzeMemoryText('I was born in a little village near kraków called wieliczka').whereHappened,
    ).toBe('Wieliczka');
    expect(analyzeMemoryText('She married a lovely boy called Lars in Oslo.').whereHappened).toBe('Oslo');
  });

  it('keeps a name of words no list knows whole, and the venue word that ends it: "croke park"', () => {
    expect(analyzeMemoryText('my da took me to see the hurling at croke park').whereHappened).toBe(
      'Croke Park',
    );
    expect(analyzeMemoryText('we lived just below the sacré cœur in montmartre').whereHappened).toBe(
      'the Sacré Cœur',
    );
    expect(analyzeMemoryText('we took the kids to the park every sunday').whereHappened).toBe('the park');
  });

  it('reads "little" or "old" before a known place as part of its name: "at little venice"', () => {
    expect(analyzeMemoryText('we fed the ducks on the canal at little venice').whereHappened).toBe(
      'Little Venice',
    );
  });

  it('reads a place in a "from" phrase that a "to" phrase answers as where the memory left', () => {
    expect(
      analyzeMemoryText('we moved from the tenement in gorbals to a new house in easterhouse').whereHappened,
    ).toBe('Easterhouse');
    expect(analyzeMemoryText('my daughter graduated from trinity college in dublin').whereHappened).toBe(
      'Dublin',
    );
  });

  it('reads "out of" as where a ship or a job sails from', () => {
    expect(analyzeMemoryText('my cousin worked the ferries out of dover for years').whereHappened).toBe(
      'Dover',
    );
    expect(analyzeMemoryText('I got out of bed early').whereHappened).toBeNull();
  });

  it('gives no capital to a small word after a title: "a nurse at the hospital"', () => {
    expect(restoreCapitals('she was a nurse at the hospital in belfast')).toBe(
      'She was a nurse at the hospital in Belfast',
    );
  });

  it('reads two words with no article before a landform or landmark word as a name: "the top of table mountain"', () => {
    expect(analyzeMemoryText('we climbed to the top of table mountain at dawn').whereHappened).toBe(
      'Table Mountain',
    );
    expect(restoreCapitals('I met him at grammar school')).toBe('I met him at grammar school');
    expect(restoreCapitals('we played at his club')).toBe('We played at his club');
  });

  it('keeps a venue named after "of" whole: "the church of st michael"', () => {
    expect(analyzeMemoryText('My father played the organ at the Church of St Michael.').whereHappened).toBe(
      'the Church of St Michael',
    );
    expect(restoreCapitals('at the church of st michael')).toBe('At the Church of St Michael');
  });

  it('reads a known name and a word no list knows after a place word as one name: "at regina mundi church"', () => {
    expect(analyzeMemoryText('we sang in the choir at regina mundi church in soweto').whereHappened).toBe(
      'Regina Mundi Church in Soweto',
    );
    expect(restoreCapitals('we took nana to church every sunday')).toBe(
      'We took Nana to church every sunday',
    );
  });

  it("prints a relative's name read in lower case with its capital, and names a station by its name", () => {
    expect(
      analyzeMemoryText('me and my oldest brother ted walked to the football at ninian park').peopleInvolved,
    ).toEqual(['Ted (brother)']);
    expect(analyzeMemoryText('grandpa slept in the tube at aldgate station').whereHappened).toBe(
      'Aldgate Station',
    );
  });

  it('reads an everyday word before "street" or "lane" with no article as the street\'s name: "on dock street"', () => {
    expect(analyzeMemoryText('my wife and I opened the chippy on dock street').whereHappened).toBe(
      'Dock Street',
    );
    expect(restoreCapitals('we walked along mill lane to the river')).toBe(
      'We walked along Mill Lane to the river',
    );
    expect(restoreCapitals('she lived in the next street')).toBe('She lived in the next street');
    expect(restoreCapitals('I was on my way to work')).toBe('I was on my way to work');
  });

  it('reads "me" before a family word as "my": "me mam", "me and me brother danny"', () => {
    expect(analyzeMemoryText('me mam used to scrub the front step every morning').peopleInvolved).toEqual([
      'Mother',
    ]);
    expect(analyzeMemoryText('me and me brother danny nicked apples').peopleInvolved).toEqual([
      'Danny (brother)',
    ]);
    expect(analyzeMemoryText('the grandkids call me nanna').peopleInvolved).toEqual([]);
  });

  it('keeps "the missus", "granda" and "nanna" as family', () => {
    expect(analyzeMemoryText('the missus and I went to blackpool').peopleInvolved).toEqual(['Wife']);
    expect(analyzeMemoryText('granda took us to the match at roker park').peopleInvolved).toEqual([
      'Grandfather',
    ]);
    expect(analyzeMemoryText('nanna made the tea').peopleInvolved).toEqual(['Grandmother']);
  });
});

describe('Memory DNA of spoken memories: a fifth round (server/src/ai/eval/EVAL-LOG.md §636)', () => {
  it('reads a spoken year that opens a sentence: "sixty four was a hard winter", "eighty one we moved"', () => {
    expect(spokenShortYearsToDigits('sixty four was a hard winter')).toBe('1964 was a hard winter');
    expect(analyzeMemoryText('eighty one we moved to a council house in basildon').whenHappened).toBe('1981');
    expect(analyzeMemoryText('we went to spain. ninety two it was').whenHappened).toBe('1992');
  });

  it('reads a spoken year hedged with "i think" anywhere, but not an age: "eighty nine i think"', () => {
    expect(analyzeMemoryText('we took the caravan up to oban eighty nine i think').whenHappened).toBe('1989');
    expect(spokenShortYearsToDigits('i was eighty nine i think')).toBe('i was eighty nine i think');
  });

  it('leaves an amount or an age at the start of a sentence alone: "sixty people came", "eighty two i am now"', () => {
    expect(spokenShortYearsToDigits('sixty people came to the party')).toBe('sixty people came to the party');
    expect(spokenShortYearsToDigits('eighty two i am now')).toBe('eighty two i am now');
    expect(spokenShortYearsToDigits('forty was a big age for me')).toBe('forty was a big age for me');
    // Twenty-odd opening a sentence is more often a number of people than a year of the 1920s.
    expect(spokenShortYearsToDigits('twenty two we were in that hall')).toBe(
      'twenty two we were in that hall',
    );
  });

  it('reads "our lad" as a son and "our kid" as a brother, only with "our" or "my" before them', () => {
    expect(analyzeMemoryText('our lad was in the army then').peopleInvolved).toEqual(['Son']);
    expect(analyzeMemoryText('me and our kid shared a bed').peopleInvolved).toEqual(['Brother']);
    expect(analyzeMemoryText('a lad from the pit came round').peopleInvolved).toEqual([]);
    expect(analyzeMemoryText('my kid was poorly all winter').peopleInvolved).toEqual([]);
  });

  it('reads the name after a word of courtship as a person: "i was courting dermot", "courting ted and i"', () => {
    expect(analyzeMemoryText('i was courting dermot at the time').peopleInvolved).toEqual(['Dermot']);
    expect(analyzeMemoryText('when we were courting ted and i danced').peopleInvolved).toEqual(['Ted']);
    expect(analyzeMemoryText('i married ray in the spring of sixty').peopleInvolved).toEqual(['Ray']);
    expect(analyzeMemoryText('i was courting trouble back then').peopleInvolved).toEqual([]);
  });

  it('reads a word English does not know after a family word as a name: "my grandson leo"', () => {
    expect(analyzeMemoryText('my grandson leo came round').peopleInvolved).toEqual(['Leo (grandson)']);
    expect(analyzeMemoryText('my grandson finn is at university').peopleInvolved).toEqual([
      'Finn (grandson)',
    ]);
    // "fished" is missing from one word list, but the other knows it as a verb.
    expect(analyzeMemoryText('and um my husband fished').peopleInvolved).toEqual(['Husband']);
    // Words of speech no list holds are no names either.
    expect(analyzeMemoryText('my da didnae like it').peopleInvolved).toEqual(['Father']);
    expect(analyzeMemoryText('me mam wi the pram').peopleInvolved).toEqual(['Mother']);
  });

  it('does not read a name that is also a verb as a name after "used to": "we used to nick apples"', () => {
    expect(analyzeMemoryText('our kid and me used to nick apples').peopleInvolved).toEqual(['Brother']);
    expect(analyzeMemoryText('i wrote to nick every week').peopleInvolved).toEqual(['Nick']);
  });

  it('reads a bare word after a place and "at" or "in" as its town: "the pier at bray", "the ground in derby"', () => {
    expect(analyzeMemoryText('we went fishing off the pier at bray').whereHappened).toBe('Bray');
    expect(analyzeMemoryText('we went to the baseball ground in derby to watch').whereHappened).toBe('Derby');
    expect(analyzeMemoryText('i trained as a nurse at the infirmary in bath').whereHappened).toBe('Bath');
  });

  it('reads no town where the word says how or when: "in silence", "in winter", "in question"', () => {
    expect(analyzeMemoryText('we sat at the table in silence after the funeral').whereHappened).toBeNull();
    expect(restoreCapitals('the house in winter was freezing')).toBe('The house in winter was freezing');
    expect(restoreCapitals('the shop in question sold sweets')).toBe('The shop in question sold sweets');
    expect(restoreCapitals('the pub at closing time')).toBe('The pub at closing time');
  });

  it('knows a few places named by "the" and an everyday word: "at the oval", "the palladium"', () => {
    expect(analyzeMemoryText('we watched the test match at the oval').whereHappened).toBe('the Oval');
    expect(analyzeMemoryText('the band played at the palladium in sixty').whereHappened).toBe(
      'the Palladium',
    );
    expect(restoreCapitals('he sat at the oval table')).toBe('He sat at the oval table');
  });
});

describe('Memory DNA of spoken memories: a sixth round (server/src/ai/eval/EVAL-LOG.md §637)', () => {
  it('reads "the university of" a town the engine knows as a place, but not "the university" of anything else', () => {
    expect(analyzeMemoryText('our lad got his degree from the university of leeds').whereHappened).toBe(
      'the University of Leeds',
    );
    expect(analyzeMemoryText('my brother studied at the university of glasgow').whereHappened).toBe(
      'the University of Glasgow',
    );
    expect(analyzeMemoryText('she went to the university of life she said').whereHappened).not.toMatch(
      /Life/,
    );
  });

  it('joins a town the recogniser heard as two words, but not after an article: "black pool"', () => {
    expect(joinSplitTowns('he drove us all to black pool in his car')).toBe(
      'he drove us all to blackpool in his car',
    );
    expect(joinSplitTowns('we got the train to black burn')).toBe('we got the train to blackburn');
    expect(joinSplitTowns('they built the new port by the river')).toBe(
      'they built the new port by the river',
    );
    expect(joinSplitTowns('a black pool of oil on the road')).toBe('a black pool of oil on the road');
    expect(analyzeMemoryText('my father drove us all to black pool').whereHappened).toBe('Blackpool');
  });

  it('reads "mam" alone as a mother, as "mum" is', () => {
    expect(analyzeMemoryText('after the war mam took in washing').peopleInvolved).toEqual(['Mother']);
    expect(analyzeMemoryText('mam always said i would come to no good').peopleInvolved).toEqual(['Mother']);
  });
});

describe('Memory DNA of spoken memories: a seventh round (server/src/ai/eval/EVAL-LOG.md §639)', () => {
  const people = (text: string) => analyzeMemoryText(text).peopleInvolved;

  it.each([
    // A relative reached through "her" or "his", with the relation the two make.
    ['me mam and her sister nora ran a chip shop in sunderland', ['Mother', 'Nora (aunt)']],
    [
      'my wife passed in twenty ten and her brother dennis helped me clear the house',
      ['Wife', 'Dennis (brother-in-law)'],
    ],
    ['me granny and her sister lived together in a cottage', ['Grandmother', 'Great-aunt']],
    ['my nephew ian and his wee lad came up last weekend', ['Ian (nephew)', 'Great-nephew']],
    ['my son gary and his little lad came to see me', ['Gary (son)', 'Grandson']],
    // A boy or a girl after a relative is their child, and no one else's.
    ["my sister's boy is a doctor now", ['Nephew']],
    ["my brother's lad is a fireman in leeds", ['Nephew']],
    ['a boy from school walked me home', []],
    // Her friend is in the story, but no relative of the storyteller's.
    ['my wife and her friend joan went to bingo', ['Wife', 'Joan']],
    // A car of a make after "a" is a car, not a person.
    ['my father bought a little austin seven and drove us to the coast', ['Father']],
    ['nana had a morris minor and took us to the sea', ['Grandmother']],
    ['austin came round for his tea', ['Austin']],
    // Matron, and grandparents and parents as Welsh, Urdu and Scots speakers call them.
    ['matron caught us smoking behind the ward', ['Matron']],
    ['my taid was killed down the pit and nain never married again', ['Grandfather', 'Grandmother']],
    ['abbu ran a cloth shop in the bazaar in lahore', ['Father']],
    ['every saturday my faither took me down the barras', ['Father']],
    // A second relative after "and" is the same relative's: "his mam and dad".
    ['me and my husband lived with his mam and dad in ince', ['Husband', 'Mother-in-law', 'Father-in-law']],
    [
      "me and my husband's sister worked nights and her husband fetched us",
      ['Sister-in-law', 'Brother-in-law'],
    ],
  ])('%s → %j', (text, expected) => {
    expect(people(text)).toEqual(expected);
  });

  it('leaves "her" to whoever was named last, when that is not the storyteller\'s relative', () => {
    expect(people('my mother met mrs jones and her sister at the market')).not.toContain('Aunt');
  });

  it.each([
    // Accents the word lists know only without them.
    ['nineteen seventy we went to são paulo with two suitcases', 'São Paulo'],
    // A street named after a person, and an American high school, from speech.
    ['we lived on martin luther king boulevard in the eighties', 'Martin Luther King Boulevard'],
    ['i was in typing class at central high in tulsa', 'Central High in Tulsa'],
  ])('%s → %s', (text, where) => {
    expect(analyzeMemoryText(text).whereHappened).toBe(where);
  });

  it('finds no person in "são paulo", and no school in "at very high"', () => {
    expect(people('nineteen seventy we went to são paulo with two suitcases')).toEqual([]);
    expect(analyzeMemoryText('the kite flew at very high up').whereHappened).toBeNull();
  });

  it('joins a split town after a word that is no part of it: "went black pool"', () => {
    expect(joinSplitTowns('we went black pool for the lights')).toBe('we went blackpool for the lights');
    expect(joinSplitTowns('he drove black pool and back')).toBe('he drove blackpool and back');
    expect(joinSplitTowns('there was a black pool of oil')).toBe('there was a black pool of oil');
  });
});
