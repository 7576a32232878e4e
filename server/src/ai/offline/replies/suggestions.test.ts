import { describe, expect, it } from 'vitest';
import { missingMomentsSchema, nextChapterSuggestionsSchema, projectSuggestionsSchema } from '#shared/ai.ts';
import { withChapterNeedsChip } from '#shared/chapter-needs.ts';
import { buildMemory, buildProject, sampleMemories } from '../../test/build-memory.ts';
import { missingMomentsOffline } from './missing-moments.ts';
import { nextChapterSuggestionsOffline } from './next-chapter.ts';
import { beginChip, projectSuggestionsOffline } from './project-suggestions.ts';

describe('missing moments', () => {
  it('lists life moments, most important first, for a writer with no memories', () => {
    const moments = missingMomentsOffline([]);
    expect(missingMomentsSchema.parse(moments)[0]).toBe('Your earliest memory');
    expect(moments.length).toBeGreaterThanOrEqual(6);
  });

  it("drops what the memories already cover and names the writer's people", () => {
    const moments = missingMomentsOffline(sampleMemories());
    expect(moments).not.toContain('Your wedding day');
    expect(moments).not.toContain('Becoming a parent');
    expect(moments).not.toContain('The work you were proudest of');
    expect(moments).toContain('Growing up with Tom');
    expect(moments.indexOf('Your earliest memory')).toBe(0);
  });

  it('names the spouse in a moment about them', () => {
    const moments = missingMomentsOffline([
      buildMemory({
        text: 'My wife Margaret and I bought a house in 1964.',
        peopleInvolved: ['Margaret (wife)'],
        topics: ['Home'],
      }),
    ]);
    expect(moments).toContain('How you met Margaret');
    expect(moments).toContain('Your wedding day with Margaret');
  });
});

describe('next-chapter suggestions', () => {
  it('points at a person who keeps appearing but has no story of their own', () => {
    const suggestions = nextChapterSuggestionsSchema.parse(nextChapterSuggestionsOffline(sampleMemories()));
    expect(suggestions[0]!.suggestion).toContain('Your brother Tom appears in 2 of your memories');
    expect(suggestions[0]!.suggestion).toContain('"Fishing at Lake Okoboji"');
    expect(suggestions[0]!.topics).toEqual(['Family']);
  });

  it('points at life stages with no memories', () => {
    const suggestions = nextChapterSuggestionsOffline([
      buildMemory({ text: 'When I was seven I fell out of the apple tree.' }),
      buildMemory({ text: 'I retired in 2004 and my grandson Luke visits every Sunday.' }),
    ]);
    expect(suggestions.some((s) => s.suggestion.startsWith('Your teenage years are still blank'))).toBe(true);
  });

  it('starts from the first moments when there is nothing yet, at most five', () => {
    const suggestions = nextChapterSuggestionsOffline([]);
    expect(suggestions.length).toBe(5);
    expect(suggestions[0]!.suggestion).toMatch(/^Your earliest memory\. /);
    for (const s of suggestions) expect(s.topics.length).toBeGreaterThan(0);
  });
});

describe('project suggestion chips', () => {
  it('offers chapters and themes when the project has none', () => {
    const chips = projectSuggestionsSchema.parse(
      projectSuggestionsOffline(buildProject(), sampleMemories(), [], []),
    );
    expect(chips).toEqual(
      expect.arrayContaining(['Suggest chapters from my memories', 'What themes run through my memories?']),
    );
    expect(chips.length).toBe(4);
    for (const chip of chips) expect(chip.length).toBeLessThanOrEqual(60);
  });

  it('asks about the first chapter and a recurring person once chapters exist', () => {
    const chips = projectSuggestionsOffline(
      buildProject(),
      sampleMemories(),
      [{ id: 'c1', title: 'Growing Up in Dayton' }],
      [{ id: 't1', theme: 'Family Bonds' }],
    );
    expect(chips[0]).toBe('How should I open "Growing Up in Dayton"?');
    expect(chips).toContain('Help me write about Tom');
  });

  it('grounds chips in the starting point when there are no memories', () => {
    const chips = projectSuggestionsOffline(buildProject(), [], [], []);
    expect(chips).toContain('Ask me about my earliest memory');
    expect(chips).toContain('Help me begin with the summers at the lake');
  });

  it('words the starting-point chip as a person would say it', () => {
    expect(beginChip('I want to start with the farm in Wensleydale.')).toBe(
      'Help me begin with the farm in Wensleydale',
    );
    expect(beginChip("I'd like to begin with my mother's kitchen")).toBe(
      "Help me begin with my mother's kitchen",
    );
    expect(
      beginChip(
        'I want to start with the farm in Wensleydale where we spent every summer until I was twelve.',
      ),
    ).toBe('Help me write my opening');
    expect(beginChip('When I was born the war was still on.')).toBe('Help me write my opening');
    for (const startingPoint of [
      'I want to start with the farm',
      'Start with Dad',
      'I think about Mum a lot',
    ]) {
      const chips = projectSuggestionsOffline(buildProject({ startingPoint }), [], [], []);
      expect(chips.join(' ')).not.toMatch(/begin with (i|start)\b/i);
    }
  });
});

describe('the chip for a thin chapter', () => {
  const chapters = [
    { id: 'c1', title: 'Growing Up' },
    { id: 'c2', title: 'The War' },
  ];

  it('offers help with what the thin chapter still needs, as the person would say it', () => {
    const chips = projectSuggestionsOffline(buildProject(), sampleMemories(), chapters, [], 2);
    expect(chips).toContain('Help me with what chapter 2 still needs');
    expect(chips.length).toBeLessThanOrEqual(4);
    expect(projectSuggestionsOffline(buildProject(), sampleMemories(), chapters, [])).not.toContain(
      'Help me with what chapter 2 still needs',
    );
  });

  it('joins a model’s chips second, keeping at most four', () => {
    expect(withChapterNeedsChip(['a', 'b', 'c', 'd'], 1)).toEqual([
      'a',
      'Help me with what chapter 1 still needs',
      'b',
      'c',
    ]);
    expect(withChapterNeedsChip(['a'], null)).toEqual(['a']);
  });
});
