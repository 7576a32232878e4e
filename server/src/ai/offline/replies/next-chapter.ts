/**
 * Ideas for what to write next, grounded in what the writer has and has not
 * written: people who keep appearing but have no story of their own, stages of
 * life with no memories, then the first moments still missing.
 */

import type { MemoryForAi } from '#server/ai/ai-provider.ts';
import type { NextChapterSuggestion } from '#shared/ai.ts';
import {
  countPeople,
  describePerson,
  LIFE_STAGES,
  type LifeStage,
  type MemoryProfile,
  profileMemories,
  quoteMemory,
} from '../readers/memory-profile.ts';
import { capitalise } from '../readers/text-helpers.ts';
import { openMoments } from './life-moments.ts';

const MAX_SUGGESTIONS = 5;

const STAGE_PROMPTS: Record<LifeStage, { text: string; topics: string[] }> = {
  childhood: {
    text: 'Your childhood has no memories yet: start with the house you grew up in and who lived there.',
    topics: ['Childhood', 'Family'],
  },
  youth: {
    text: 'Your teenage years are still blank: what did a Saturday night look like when you were sixteen?',
    topics: ['Childhood', 'Friends'],
  },
  'young adulthood': {
    text: 'Nothing yet from your twenties: where were you living, and what were you hoping for?',
    topics: ['Career', 'Marriage'],
  },
  'middle years': {
    text: 'Your middle years are missing: what filled an ordinary week when you were forty?',
    topics: ['Career', 'Family'],
  },
  'later life': {
    text: 'Write about life now: what does a good day look like for you these days?',
    topics: ['Memories', 'Family'],
  },
};

const RELATION_TOPICS: [RegExp, string][] = [
  [/^(wife|husband|fianc)/, 'Marriage'],
  [/^(son|daughter|child)/, 'Children'],
  [/^grand(son|daughter|child)/, 'Grandchildren'],
  [/^(friend|best friend|buddy|roommate|classmate)/, 'Friends'],
  [/^(teacher|coach|professor)/, 'Education'],
  [/^(boss|mentor|colleague|foreman)/, 'Career'],
];

function topicsForRelation(relation: string | undefined): string[] {
  if (!relation) return ['Friends'];
  return [RELATION_TOPICS.find(([re]) => re.test(relation))?.[1] ?? 'Family'];
}

export function nextChapterSuggestionsOffline(memories: MemoryForAi[]): NextChapterSuggestion[] {
  const profiles = profileMemories(memories);
  const out: NextChapterSuggestion[] = [];
  out.push(...peopleWithoutAStory(profiles));
  out.push(...emptyStages(profiles));
  for (const open of openMoments(profiles)) {
    if (out.length >= MAX_SUGGESTIONS + 2) break;
    out.push({ suggestion: `${open.text}. ${open.question}`, topics: open.moment.topics });
  }
  return dedupe(out).slice(0, MAX_SUGGESTIONS);
}

/** People named in two or more memories (or the only memory) whose name is in no memory's title. */
function peopleWithoutAStory(profiles: MemoryProfile[]): NextChapterSuggestion[] {
  const titles = profiles.map((p) => p.memory.name.toLowerCase()).join('\n');
  const minimum = profiles.length <= 2 ? 1 : 2;
  return countPeople(profiles)
    .filter((p) => p.memories.length >= minimum && !titles.includes(p.name.toLowerCase()))
    .slice(0, 2)
    .map((p) => {
      const who = describePerson(p);
      const where = p.memories.slice(0, 2).map(quoteMemory).join(' and ');
      const count =
        p.memories.length === 1 ? 'one of your memories' : `${p.memories.length} of your memories`;
      return {
        suggestion: `${capitalise(who)} appears in ${count} (${where}) but has no story of their own yet. What was ${who === p.name ? p.name : who} like, up close?`,
        topics: topicsForRelation(p.relation),
      };
    });
}

/** Stages before the latest one the writer has reached that hold no memories. */
function emptyStages(profiles: MemoryProfile[]): NextChapterSuggestion[] {
  const staged = profiles.filter((p) => p.stage !== null);
  if (staged.length === 0) return [];
  const covered = new Set(staged.map((p) => p.stage!));
  const latest = Math.max(...[...covered].map((s) => LIFE_STAGES.indexOf(s)));
  return LIFE_STAGES.filter((s, i) => !covered.has(s) && i <= Math.max(latest, 2)).map((s) => ({
    suggestion: STAGE_PROMPTS[s].text,
    topics: STAGE_PROMPTS[s].topics,
  }));
}

function dedupe(list: NextChapterSuggestion[]): NextChapterSuggestion[] {
  const seen = new Set<string>();
  return list.filter((s) => !seen.has(s.suggestion) && seen.add(s.suggestion));
}
