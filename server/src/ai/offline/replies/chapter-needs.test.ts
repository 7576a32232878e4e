import { describe, expect, it } from 'vitest';
import type { NeedsSourceMemory } from '#server/ai/ai-provider.ts';
import {
  CHAPTER_NEED_ITEMS,
  type ChapterNeeds,
  isThinChapter,
  thinnestChapters,
} from '#shared/chapter-needs.ts';
import { chapterNeedsOf, wordsOf } from './chapter-needs.ts';

const memory = (overrides: Partial<NeedsSourceMemory>): NeedsSourceMemory => ({
  name: 'A memory',
  text: '',
  whenHappened: null,
  whereHappened: null,
  peopleInvolved: [],
  ...overrides,
});

const metOf = (needs: ChapterNeeds) =>
  Object.fromEntries(needs.items.map((need) => [need.item, need.met])) as Record<string, boolean>;

describe('what a chapter still needs', () => {
  it('a chapter with no memories needs all six, says so, and asks about its title', () => {
    const needs = chapterNeedsOf({ title: 'Chapter 3: The War Years', memories: [] });
    expect(needs.memories).toBe(0);
    expect(needs.items.map((need) => need.item)).toEqual([...CHAPTER_NEED_ITEMS]);
    expect(needs.items.every((need) => !need.met && need.reason === 'No memories in this chapter yet.')).toBe(
      true,
    );
    expect(needs.questions).toHaveLength(6);
    expect(needs.questions[0]!.question).toBe(
      'When did the things in “The War Years” happen? How old were you then?',
    );
    expect(isThinChapter(needs)).toBe(true);
  });

  it('reads when, where and who from Memory DNA and says which memory gives each', () => {
    const needs = chapterNeedsOf({
      title: 'Growing Up',
      memories: [
        memory({ name: 'The farm', text: 'We kept hens.', whereHappened: 'The farm' }),
        memory({
          name: 'School',
          text: 'I walked to school.',
          whenHappened: '1952',
          peopleInvolved: ['Tom (brother)', 'Rose'],
        }),
      ],
    });
    expect(needs.items.slice(0, 3)).toEqual([
      { item: 'when', met: true, reason: '“School” says when: 1952.' },
      { item: 'where', met: true, reason: '“The farm” says where: The farm.' },
      { item: 'who', met: true, reason: 'Tom and Rose are in it.' },
    ]);
  });

  it('turns what is missing into questions naming the chapter’s place, worded for the person', () => {
    const needs = chapterNeedsOf({
      title: 'Growing Up',
      memories: [
        memory({
          name: 'The kitchen',
          text: 'We ate there every night.',
          whereHappened: 'The kitchen on the farm',
        }),
      ],
    });
    expect(metOf(needs)).toEqual({
      when: false,
      where: true,
      who: false,
      scene: false,
      feelings: false,
      meaning: false,
    });
    expect(needs.questions.map((q) => q.question)).toEqual([
      'When were you at the kitchen on the farm, and how old were you then?',
      'Who was with you at the kitchen on the farm? Tell me about one of them.',
      'What did the kitchen on the farm smell like, and what could you hear there?',
      'How did you feel during “Growing Up”? What was the happiest or the hardest part?',
      'Looking back on “Growing Up”, what did that time teach you?',
    ]);
  });

  it('finds a scene, feelings and meaning in a lower-case transcript with fillers and repeated words', () => {
    const transcript =
      'um so the the kitchen uh it smelled of bread you know and the stove was warm and um i was i was so proud when mum let me knead it. looking back i i learned patience from her';
    const needs = chapterNeedsOf({
      title: 'Baking Days',
      memories: [memory({ name: 'Baking with Mum', text: transcript })],
    });
    expect(metOf(needs)).toMatchObject({ scene: true, feelings: true, meaning: true });
    const reasons = Object.fromEntries(needs.items.map((need) => [need.item, need.reason]));
    expect(reasons.scene).toBe('“Baking with Mum” tells what you smelled and felt on your skin.');
    expect(reasons.feelings).toBe('“Baking with Mum” says how you felt: “proud”.');
    expect(reasons.meaning).toBe('“Baking with Mum” says what it meant: “looking back” and “I learned”.');
  });

  it('does not count one detail as a scene, nor words that mean something else', () => {
    const needs = chapterNeedsOf({
      title: 'Work',
      memories: [
        memory({
          name: 'The mill',
          text: 'I saw him at the mill. We had to cross the road and she was sweet. It was cold.',
        }),
      ],
    });
    expect(metOf(needs)).toMatchObject({ scene: false, feelings: false, meaning: false });
    expect(needs.items.find((need) => need.item === 'scene')!.reason).toBe(
      '“The mill” tells what you felt on your skin, but a scene needs a little more.',
    );
  });

  it('hears the wind and tastes the sandwiches: a day at the beach is a scene', () => {
    const needs = chapterNeedsOf({
      title: 'Seaside Summers',
      memories: [
        memory({
          name: 'The beach at Filey',
          text: 'Every August we went to Filey, with the wind blowing sand into the egg sandwiches.',
        }),
      ],
    });
    const scene = needs.items.find((need) => need.item === 'scene')!;
    expect(scene).toEqual({
      item: 'scene',
      met: true,
      reason: '“The beach at Filey” tells what you tasted and felt on your skin.',
    });
    expect(scene.reason).not.toContain('No memory says yet');
  });

  it('cleans spoken words without joining what was not said together', () => {
    expect(wordsOf('Um, I  I learned — uh — a LOT.')).toBe('i learned a lot');
    expect(wordsOf('it taught me, you know, to wait')).toBe('it taught me to wait');
  });

  it('a chapter with everything asks nothing and is not thin', () => {
    const needs = chapterNeedsOf({
      title: 'Our Wedding',
      memories: [
        memory({
          name: 'The day',
          text: 'The church bells rang and the flowers smelled sweet. I was so nervous. That was when I knew it was right.',
          whenHappened: 'June 1961',
          whereHappened: 'St Mary’s church',
          peopleInvolved: ['Margaret (wife)'],
        }),
      ],
    });
    expect(needs.items.every((need) => need.met)).toBe(true);
    expect(needs.questions).toEqual([]);
    expect(isThinChapter(needs)).toBe(false);
  });

  it('names the thinnest chapters first and leaves out those that are not thin', () => {
    const full = chapterNeedsOf({
      title: 'Full',
      memories: [
        memory({
          name: 'All of it',
          text: 'It smelled of smoke and the fire crackled. I was happy. I learned a lot.',
          whenHappened: '1950',
          whereHappened: 'Home',
          peopleInvolved: ['Dad'],
        }),
      ],
    });
    const some = chapterNeedsOf({
      title: 'Some',
      memories: [memory({ name: 'x', text: 'We moved.', whenHappened: '1960' })],
    });
    const none = chapterNeedsOf({ title: 'None', memories: [] });
    const order = thinnestChapters(
      [
        { id: 'full', needs: full },
        { id: 'some', needs: some },
        { id: 'none', needs: none },
      ],
      5,
    ).map((chapter) => chapter.id);
    expect(order).toEqual(['none', 'some']);
  });
});
