import { describe, expect, it } from 'vitest';
import { TOPIC_LEXICON } from '#server/ai/vocabulary/topic-lexicon.ts';
import { SCHEDULE_TOPICS } from '#shared/phone-sessions.ts';
import { analyzeMemoryText } from './analyze.ts';

describe('topic lexicon', () => {
  it('covers the twelve schedule topics and more, all Title Case', () => {
    for (const topic of SCHEDULE_TOPICS) expect(TOPIC_LEXICON[topic]?.strong.length).toBeGreaterThan(0);
    expect(Object.keys(TOPIC_LEXICON).length).toBeGreaterThan(SCHEDULE_TOPICS.length);
    for (const topic of Object.keys(TOPIC_LEXICON)) expect(topic).toMatch(/^[A-Z][a-z]+$/);
  });
});

describe('topics of a memory', () => {
  const topics = (text: string) => analyzeMemoryText(text).topics;

  it.each([
    ['My wife Margaret and I were married at the church and danced all night at our wedding.', 'Marriage'],
    ['I graduated from college in 1963, the first in my family to earn a degree.', 'Education'],
    ['My brother Tom and I went fishing every morning at the lake.', 'Hobbies'],
    ['We emigrated from Naples to New York when I was nine.', 'Immigration'],
    ['My mother died after a long illness and the funeral was small.', 'Loss'],
    ['Every Christmas the whole family gathered at the farm.', 'Holidays'],
    ['My granddaughter Sophie visits every Sunday.', 'Grandchildren'],
    ['I retired from the post office after forty years.', 'Retirement'],
  ])('%s → includes %s', (text, topic) => {
    expect(topics(text)).toContain(topic);
  });

  it('uses what the people rules found: a daughter means Children, an age of seven Childhood', () => {
    expect(topics('When I was seven my daughter Emily was not born yet, obviously.')).toEqual(
      expect.arrayContaining(['Children', 'Childhood']),
    );
  });

  it('counts a great-aunt or great-uncle as family', () => {
    expect(topics("nana's sister auntie flo ran the chip shop")).toContain('Family');
  });

  it('returns at most three topics and files a topic-less memory under Memories', () => {
    expect(
      topics('I worked at the factory, married, traveled abroad, and won a prize at the fair with my friend')
        .length,
    ).toBeLessThanOrEqual(3);
    expect(topics('It was a quiet afternoon and nothing much happened at all that day.')).toEqual([
      'Memories',
    ]);
  });
});
