import { describe, expect, it } from 'vitest';
import { analyzeMemoryText } from './analyze.ts';
import { normalizeText } from './normalize.ts';
import { extractWhen, mentionsHistoricEvent, TIER } from './time.ts';
import { tokenize } from './tokens.ts';

function when(text: string): string | null {
  const normal = normalizeText(text);
  return extractWhen(normal, tokenize(normal).tokens)?.label ?? null;
}

describe('time: as the writer would say it', () => {
  it.each([
    ['In the summer of 1965 we went fishing.', 'Summer 1965'],
    ['The winter of 1978 the snow came up past the windows.', 'Winter 1978'],
    ['In the fall of 1949 I started school.', 'Fall 1949'],
    ["It was the summer of '65.", 'Summer 1965'],
    ["'88 was the year our lad passed out.", '1988'],
    ['Christmas 1980 was the year Dad lost his job.', 'Christmas 1980'],
    ["On New Year's Eve 1999 we waited for the computers to crash.", "New Year's Eve 1999"],
    ['We were married on June 14, 1958, at the church.', 'June 14, 1958'],
    ['She died in March 1991.', 'March 1991'],
    ['I was stationed there from 1961 to 1963.', '1961 to 1963'],
    ['Back in the sixties we lived on a farm.', 'the 1960s'],
    ['We moved in 1956.', '1956'],
    ['When I was seven, my mother took me to the ocean.', 'when I was seven'],
    ['When I was a lad we fished the river.', 'when I was a lad'],
    ['In my teens I worked at the mill.', 'in my teens'],
    ['I was fourteen and felt like a millionaire.', 'when I was fourteen'],
    ['When I finally beat him at twelve he bought me a root beer.', 'when I was twelve'],
    ['I was diagnosed at fifty-two.', 'when I was fifty-two'],
    ['When I turned sixteen my father taught me to drive.', 'when I was sixteen'],
    ['The summer I turned ten, we drove west.', 'Summer when I was ten'],
    ['I must have been three.', 'when I was three'],
    ['I spent every summer there as a boy.', 'as a boy'],
    ['Our dog followed me to school every day in third grade.', 'third grade'],
    ['During the war my father served in the Navy.', 'during the war'],
    ['For our fortieth anniversary we went to Ireland.', 'our fortieth anniversary'],
    ['Mama made tamales every Christmas Eve.', 'Christmas Eve'],
    ['The day Kennedy was shot I was in class.', 'November 1963'],
    ['in nineteen forty two my mother had eleven children', '1942'],
  ])('%s → %s', (text, expected) => {
    expect(when(text)).toBe(expected);
  });

  it('never stamps a year-less phrase with this year', () => {
    const year = String(new Date().getFullYear());
    expect(when('That summer changed everything.')).toBe('Summer');
    expect(when('That summer changed everything.')).not.toContain(year);
    expect(when('Thanksgiving at the farm meant thirty people.')).toBe('Thanksgiving');
    expect(when('Every Fourth of July my father set off fireworks.')).toBe('Fourth of July');
  });

  it('does not read a car model year, a clock time or a duration as a time', () => {
    expect(when('The first car I owned was a 1957 Chevy Bel Air.')).toBeNull();
    expect(when('I got up at six in the morning.')).toBeNull();
    expect(when('The radiator clanked all winter.')).toBeNull();
    expect(when('I worked thirty-one years as a nurse.')).toBeNull();
  });

  it('dates a memory by a month said without a year: "every september" is September', () => {
    expect(when('we picked grapes there every september')).toBe('September');
    expect(when('In March we planted the potatoes.')).toBe('March');
    expect(when('That may be the best day I remember.')).toBeNull();
    expect(when('Every September 1962 photo is lost.')).not.toBe('September');
  });

  it('reads "late seventies" without "the" as a decade, but not someone\'s age', () => {
    expect(when('so that would be late seventies when we bought the shop')).toBe('the late 1970s');
    expect(when('it was early sixties when we moved')).toBe('the early 1960s');
    expect(when('She was in her late seventies.')).not.toBe('the late 1970s');
  });

  it('reads "the war had just ended" as after the war', () => {
    expect(when('the war had just ended and we had a street party on alma road')).toBe('after the war');
    expect(when('When the war was over Dad came home.')).toBe('after the war');
  });

  it('reads "during the troubles" as a time of life, like "during the war"', () => {
    expect(when('she was a nurse in belfast during the troubles')).toBe('during the troubles');
  });

  it('prefers a written year to an age', () => {
    expect(when('We emigrated in 1956. I was nine.')).toBe('1956');
  });

  it('recognises historical events', () => {
    expect(mentionsHistoricEvent('We watched Neil Armstrong step onto the moon.')).toBe(true);
    expect(mentionsHistoricEvent('We watched the rain.')).toBe(false);
  });
});

describe('time: values beside the label', () => {
  const value = (text: string) => {
    const normal = normalizeText(text);
    return extractWhen(normal, tokenize(normal).tokens);
  };

  it('gives the age as a number, the year and the season or holiday', () => {
    expect(value('When I was seven, my mother took me to the ocean.')).toEqual({
      label: 'when I was seven',
      tier: TIER.age,
      age: 7,
    });
    expect(value('I was diagnosed at fifty-two.')?.age).toBe(52);
    expect(value('In the summer of 1965 we went fishing.')).toEqual({
      label: 'Summer 1965',
      tier: TIER.dated,
      year: 1965,
      occasion: 'Summer',
    });
    expect(value('Christmas when I was six we sang carols.')).toEqual({
      label: 'Christmas when I was six',
      tier: TIER.age,
      age: 6,
      occasion: 'Christmas',
    });
    expect(value('The day Kennedy was shot I was in class.')).toMatchObject({ year: 1963, tier: TIER.event });
  });
});

describe('time: birthdays by ordinal, weekdays named once and events by their turn, in speech', () => {
  it.each([
    ['my granddaughter came over for my eightieth and we had a do at the legion', 'my eightieth'],
    ['on my twenty first me mam bought me a gold locket', 'my twenty first'],
    ['for our fortieth we went to paris for a week', 'our fortieth'],
    ['we would walk out along the river on a sunday', 'on a Sunday'],
    ['my nephew came to see me in the home last tuesday', 'last Tuesday'],
    ['when war broke out my dad joined the navy', 'when war broke out'],
    ['when the pit closed half the town was out of work', 'when the pit closed'],
    ['when the war ended my mother cried in the street', 'when the war ended'],
    ['the war had just ended and we had a street party', 'after the war'],
    ['i was about six when i got lost at the fair', 'when I was six'],
    ['when we were courting we went to the pictures', 'when we were courting'],
    ['after i retired from the post office we went to new zealand', 'after I retired'],
    ['when we were first married we had two rooms', 'when we were first married'],
    ['we went camping when the kids were small', 'when the kids were small'],
  ])('%s → %s', (text, label) => {
    expect(when(text)).toBe(label);
  });

  it.each([
    ['my first job was in a bakery and i saved every penny'],
    ['my second wife never liked the dog'],
    ['we had a roast every sunday after chapel'],
    ['when the strike was over nobody spoke of it'],
    ['i was courting jim then and he drove a bus'],
  ])('%s → no time', (text) => {
    expect(when(text)).toBeNull();
  });

  it('lets an age beat an event by its turn', () => {
    expect(when('when the mine closed i was twelve and went to work')).toBe('when I was twelve');
  });
});

describe('time: public events and the turns of a life, as storytellers date by them', () => {
  it.each([
    ['the night churchill lost the election father opened a bottle', 'July 1945'],
    ['we heard on the wireless that gandhi had been shot', 'January 1948'],
    ['the day england won the world cup we were in a caravan at tenby', 'July 1966'],
    ['the night bobby kennedy was shot we sat up', 'June 1968'],
    ['the year the queen was crowned our street had a party', '1953'],
    ['the year decimal money came in i opened my shop', '1971'],
    ['the summer before i married i worked in a hotel in blackpool', 'the summer before I married'],
    ["my husband's mother would not speak to me for a month after the wedding", 'a month after the wedding'],
    ["the christmas before my father died we all went to nana's", 'the christmas before my father died'],
    ['the year after we married in 1971 we went home to onitsha', '1972'],
    ['when our jean was a baby we lived in a prefab in hull', 'when our jean was a baby'],
    ['when i was expecting our first we lived above the shop', 'when I was expecting our first'],
    ['when i was a herd boy up in nyeri we slept by the fire', 'when I was a herd boy'],
    ['when i was a young fella me old man ran a game out the back', 'when I was a young fella'],
    ['during the miners strike we had nothing', 'during the miners strike'],
    ['when i left school i went straight into the pit', 'when I left school'],
    ['the year i left school i went to work at the mill', 'the year I left school'],
    ['when i was called up i was sent to catterick', 'when I was called up'],
    ['when i did my national service in cyprus', 'when I did my national service'],
    ['the day we got married it poured down', 'the day we got married'],
    ['when we first came over we lived in one room in brixton', 'when we first came over'],
    ['when i was in the land army we picked potatoes', 'when I was in the land army'],
    ['after i lost my husband i joined the choir', 'after I lost my husband'],
    ['my first day at school i cried', 'my first day at school'],
    ['the year mandela came out we went to the rally', '1990'],
    ['round about the time of the moon landing we moved to mandeville', '1969'],
    ['a week or so after decimal day i started on the tills', 'February 1971'],
    ['on my twenty first birthday the lads took me down the pub', 'my twenty first birthday'],
    [
      'back when the kids were still in nappies we lived above a newsagents',
      'when the kids were still in nappies',
    ],
    ['it must have been fifty eight or fifty nine when babcia came over', '1958'],
  ])('%s → %s', (text, label) => {
    expect(analyzeMemoryText(text).whenHappened).toBe(label);
  });

  it('keeps a first day at work out of the time when a birthday dates it', () => {
    expect(
      analyzeMemoryText('so my first day at the shipyard was the day after my eighteenth birthday')
        .whenHappened,
    ).toBe('my eighteenth birthday');
  });

  it('reads "it must have been sixty two" as a year, and "she must have been sixty two" as an age', () => {
    expect(analyzeMemoryText('she must have been sixty two when she died').whenHappened).toBeNull();
  });

  it('keeps a year said beside an event: the year wins', () => {
    expect(when("in nineteen fifty three we watched the coronation at mrs pickering's")).toBe('1953');
  });
});
