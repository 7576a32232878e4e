/**
 * Clio's suggestion chips: short messages the writer can send with one tap,
 * chosen from the state of the project (no chapters yet, no themes yet, a
 * person who keeps appearing, a missing moment).
 */

import type { MemoryForAi, ProjectForAi } from '#server/ai/ai-provider.ts';
import { chapterNeedsChip, MAX_SUGGESTION_CHIPS as MAX_CHIPS } from '#shared/chapter-needs.ts';
import { countPeople, profileMemories } from '../readers/memory-profile.ts';
import { lowerFirst } from '../readers/text-helpers.ts';
import { openMoments } from './life-moments.ts';

const MAX_CHIP_LENGTH = 60;

export function projectSuggestionsOffline(
  project: ProjectForAi,
  memories: MemoryForAi[],
  chapters: { id: string; title: string }[],
  themes: { id: string; theme: string }[],
  thinChapter: number | null = null,
): string[] {
  const profiles = profileMemories(memories);
  const chips: string[] = [];
  if (memories.length >= 2 && chapters.length === 0) chips.push('Suggest chapters from my memories');
  if (memories.length >= 2 && themes.length === 0) chips.push('What themes run through my memories?');
  if (chapters.length > 0) chips.push(`How should I open "${clip(chapters[0]!.title, 30)}"?`);
  if (thinChapter !== null) chips.push(chapterNeedsChip(thinChapter));

  const person = countPeople(profiles).find((p) => p.memories.length >= 2 || memories.length <= 2);
  if (person)
    chips.push(
      `Help me write about ${person.name.toLowerCase() === person.relation ? `my ${person.relation}` : person.name}`,
    );

  for (const open of openMoments(profiles)) {
    if (chips.length >= MAX_CHIPS) break;
    chips.push(
      `Ask me about ${lowerFirst(open.text)
        .replace(/\byour\b/g, 'my')
        .replace(/\byou\b/g, 'I')}`,
    );
    if (chips.length >= 3) break;
  }
  if (project.startingPoint.trim() && chips.length < MAX_CHIPS) chips.push(beginChip(project.startingPoint));
  if (project.tone.trim() && chips.length < MAX_CHIPS) chips.push('How do I get the tone right?');
  if (chips.length < MAX_CHIPS) chips.push('What moments am I missing?');

  const seen = new Set<string>();
  return chips
    .map((c) => clip(c, MAX_CHIP_LENGTH))
    .filter((c) => !seen.has(c) && seen.add(c))
    .slice(0, MAX_CHIPS);
}

/**
 * A chip about where the story begins, as the writer would say it: "I want to start with the farm" becomes
 * "Help me begin with the farm", the first of several things listed is taken, and an answer that does not fit in a short sentence
 * becomes "Help me write my opening".
 */
export function beginChip(startingPoint: string): string {
  const rest = startingPoint
    .trim()
    .replace(
      /^(i(?:'d| would)? (?:want|like|wish|hope) to|i'll|let's|i will|i should|maybe|probably)\s+/i,
      '',
    )
    .replace(/^(start|begin|open)(?:ing)?\s+(?:with|at|in|on|from)\s+/i, '')
    // The first of several things listed: "growing up on the farm, the war years" → "growing up on the farm".
    .split(/[,;.!?]/)[0]!
    .trim();
  const fits = rest.length > 0 && rest.length <= 40 && !/^(i|i'm|i was|when i)\b/i.test(rest);
  return fits ? `Help me begin with ${lowerFirst(rest)}` : 'Help me write my opening';
}

function clip(s: string, max: number): string {
  if (s.length <= max) return s;
  const cut = s.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).replace(/[\s,.;:]+$/, '')}…`;
}
