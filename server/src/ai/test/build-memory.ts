/** Test factory: a memory as the AI engine sees it, with sensible defaults. */
import type { MemoryForAi, ProjectForAi } from '../ai-provider.ts';

let next = 0;

export function buildMemory(overrides: Partial<MemoryForAi> = {}): MemoryForAi {
  next += 1;
  return {
    id: `m${next}`,
    source: 'fragment',
    name: `Memory ${next}`,
    text: 'It was a quiet afternoon.',
    topics: [],
    whenHappened: null,
    whereHappened: null,
    peopleInvolved: [],
    createdAt: new Date(Date.UTC(2025, 0, 1, 0, next)),
    ...overrides,
  };
}

export function buildProject(overrides: Partial<ProjectForAi> = {}): ProjectForAi {
  return {
    title: 'Ripples on the Lake',
    motivation: 'To share my life and lessons with my family',
    audience: 'For my close family and friends',
    tone: 'A sense of warmth and nostalgia',
    startingPoint: 'the summers at the lake',
    ...overrides,
  };
}

/** A small life story: childhood, a wedding, a child, work. */
export function sampleMemories(): MemoryForAi[] {
  return [
    buildMemory({
      name: 'Fishing at Lake Okoboji',
      text: 'In the summer of 1965 my brother Tom and I went fishing at Lake Okoboji with Uncle Joe. I was ten.',
    }),
    buildMemory({
      name: 'Christmas at Grandma’s',
      text: "Christmas 1962 we spent at Grandma's house in Dayton, Ohio. My brother Tom broke the sled.",
    }),
    buildMemory({
      name: 'Our wedding',
      text: "My wife Margaret and I were married on June 14, 1978, at St. Mary's Church in Boston.",
    }),
    buildMemory({
      name: 'David arrives',
      text: 'Our son David was born at Mercy Hospital in 1981, in the middle of a snowstorm.',
    }),
    buildMemory({
      name: 'The mill',
      text: 'I worked thirty years at the paper mill in Dayton. My boss, Mr. Miller, taught me the trade.',
    }),
  ];
}
