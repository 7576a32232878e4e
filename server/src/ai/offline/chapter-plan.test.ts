import { describe, expect, it } from 'vitest';
import { buildMemory, sampleMemories } from '../test/build-memory.ts';
import { proposeChapters, proposeThemes } from './chapter-plan.ts';
import { profileMemories } from './memory-profile.ts';

describe('chapter proposals', () => {
  it('follow the life in order and take titles from the memories', () => {
    const chapters = proposeChapters(profileMemories(sampleMemories()));
    expect(chapters.map((c) => c.title)).toEqual([
      'Growing Up in Dayton',
      'Meeting Margaret',
      'Raising David',
      'A Working Life',
    ]);
    expect(chapters[0]!.memories.map((m) => m.name)).toEqual([
      'Christmas at Grandma’s',
      'Fishing at Lake Okoboji',
    ]);
  });

  it('add empty chapters for the main stages when there is little to go on', () => {
    const chapters = proposeChapters(
      profileMemories([buildMemory({ text: 'When I was six we lived on the farm.' })]),
    );
    expect(chapters.length).toBeGreaterThanOrEqual(3);
    expect(chapters.filter((c) => c.memories.length === 0).length).toBeGreaterThan(0);
  });

  it('never put commas or sentence ends in a title', () => {
    const memories = [
      buildMemory({ text: "When I was eight we lived at St. Mary's Orphanage in St. Louis, Missouri." }),
    ];
    for (const c of proposeChapters(profileMemories(memories))) expect(c.title).not.toMatch(/[,.!?]/);
  });
});

describe('theme proposals', () => {
  it('come from recurring topics, named as themes', () => {
    const themes = proposeThemes(profileMemories(sampleMemories()), []);
    expect(themes[0]).toMatchObject({ theme: 'Family Bonds', topic: 'Family' });
    expect(themes[0]!.memories).toHaveLength(2);
  });

  it('skip themes the project already has, by theme or topic name', () => {
    const themes = proposeThemes(profileMemories(sampleMemories()), ['family bonds', 'Marriage']);
    expect(themes.map((t) => t.theme)).not.toContain('Family Bonds');
    expect(themes.map((t) => t.topic)).not.toContain('Marriage');
  });
});

describe('chapter proposals in the order of the life', () => {
  it('order chapters by the earliest year they hold, reading "1958-64" as a range', () => {
    const chapters = proposeChapters(
      profileMemories([
        buildMemory({
          name: 'Meeting Helen',
          text: 'I met Helen at a dance and we fell in love.',
          whenHappened: '1969',
          topics: ['Romance'],
        }),
        buildMemory({
          name: 'The print shop',
          text: 'I set type at the print shop on Main Street.',
          whenHappened: '1958-64',
          topics: ['Career'],
        }),
      ]),
    );
    const withMemories = chapters.filter((c) => c.memories.length > 0);
    expect(withMemories.map((c) => c.memories.map((m) => m.name))).toEqual([
      ['The print shop'],
      ['Meeting Helen'],
    ]);
  });
});
