/**
 * What the suggestion and chat rules know about each memory: its DNA (as saved,
 * or read from the text when the writer skipped the DNA dialog), the life stage
 * it belongs to, and a year when one is known.
 */
import { ANALYSIS_READ_CHARS, type MemoryForAi } from '#server/ai/ai-provider.ts';
import type { LifeStage } from '#server/ai/rules/life-moments.ts';
import { numberWordValue } from '#server/ai/rules/number-words.ts';
import { isUnnamedRelative, type Person, parsePerson } from '#server/ai/rules/person.ts';
import { yearSpan } from '#server/ai/rules/year-span.ts';
import { analyzeMemoryText } from './analyze.ts';

export { type YearSpan, yearSpan } from '#server/ai/rules/year-span.ts';

export type { LifeStage };
export const LIFE_STAGES: LifeStage[] = [
  'childhood',
  'youth',
  'young adulthood',
  'middle years',
  'later life',
];

export interface MemoryProfile {
  memory: MemoryForAi;
  topics: string[];
  people: string[];
  when: string | null;
  where: string | null;
  year: number | null;
  age: number | null;
  stage: LifeStage | null;
  /** The writer's birth year as her memories give it ("I was born … 1941", or an age beside a year), if known. */
  born: number | null;
}

/** Topics that place a memory in a stage when it carries no age or year. */
const STAGE_BY_TOPIC: [string, LifeStage][] = [
  ['Childhood', 'childhood'],
  ['Grandchildren', 'later life'],
  ['Retirement', 'later life'],
  ['Romance', 'young adulthood'],
  ['Marriage', 'young adulthood'],
  ['Military', 'young adulthood'],
  ['Children', 'middle years'],
  ['Career', 'middle years'],
];

export function stageOfAge(age: number): LifeStage {
  if (age <= 12) return 'childhood';
  if (age <= 19) return 'youth';
  if (age <= 35) return 'young adulthood';
  if (age <= 60) return 'middle years';
  return 'later life';
}

/**
 * First age the writer gives: "when I was seven", "I was ten", "at the age of 12". Saved Memory DNA is text
 * (typed by the writer or written by a provider), so the age is read from it here (docs/decisions/631).
 */
function ageIn(text: string | null): number | null {
  if (!text) return null;
  const re =
    /\b(?:when I was|I was|I turned|at the age of|aged)\s+(?:about\s+|only\s+|just\s+|nearly\s+)?([a-z]+(?:-[a-z]+)?|\d{1,3})\b/gi;
  for (const m of text.matchAll(re)) {
    const age = numberWordValue(m[1]!);
    if (age !== null && age >= 1 && age <= 110) return age;
  }
  return null;
}

/** "I was born on the 14th of March 1941": the writer's own birth year. */
const BORN_IN = /\bI was born\b[^.!?\n]*?\b(1[89]\d\d|20\d\d)\b/i;

/** The year a memory starts in: the earliest its when-text covers. */
function yearIn(text: string | null): number | null {
  return yearSpan(text)?.from ?? null;
}

/**
 * Memories not analysed yet (written before analyses were stored, or imported a
 * moment ago and still queued) that one request reads itself; the rest are used
 * with the DNA they have until their background analysis is stored.
 */
export const UNANALYSED_READ_MAX = 25;

export function profileMemories(memories: MemoryForAi[]): MemoryProfile[] {
  let unanalysedBudget = UNANALYSED_READ_MAX;
  const profiles = memories.map((memory) => {
    const saved =
      memory.topics.length > 0 ||
      memory.whenHappened ||
      memory.whereHappened ||
      memory.peopleInvolved.length > 0;
    // The stored analysis when there is one; the text is read again only within a small budget.
    let dna = saved ? null : (memory.analysis ?? null);
    if (!saved && !dna && unanalysedBudget > 0) {
      unanalysedBudget -= 1;
      dna = analyzeMemoryText(memory.text.slice(0, ANALYSIS_READ_CHARS));
    }
    const when = memory.whenHappened ?? dna?.whenHappened ?? null;
    return {
      memory,
      topics: memory.topics.length > 0 ? memory.topics : (dna?.topics ?? []),
      people: memory.peopleInvolved.length > 0 ? memory.peopleInvolved : (dna?.peopleInvolved ?? []),
      when,
      where: memory.whereHappened ?? dna?.whereHappened ?? null,
      year: yearIn(when),
      age: ageIn(when) ?? ageIn(memory.text.slice(0, 2000)),
      stage: null as LifeStage | null,
      born: null as number | null,
    };
  });

  // "I was born … 1941" dates the writer's birth; else a memory with both an age and a year does. That dates the rest.
  const said = profiles
    .map((p) => BORN_IN.exec(p.memory.text.slice(0, 2000))?.[1])
    .filter((year): year is string => year !== undefined)
    .map(Number);
  const births = profiles.filter((p) => p.age !== null && p.year !== null).map((p) => p.year! - p.age!);
  const born =
    said.length > 0
      ? Math.min(...said)
      : births.length > 0
        ? births.sort((a, b) => a - b)[Math.floor(births.length / 2)]!
        : null;
  for (const p of profiles) {
    p.born = born;
    const age = p.age ?? (born !== null && p.year !== null ? p.year - born : null);
    if (age !== null && age >= 0) p.stage = stageOfAge(age);
    else p.stage = STAGE_BY_TOPIC.find(([topic]) => p.topics.includes(topic))?.[1] ?? null;
  }
  return profiles;
}

export interface PersonCount extends Person {
  /** As printed in the memories: "Tom (brother)". */
  label: string;
  /** Memories that mention this person, in input order. */
  memories: MemoryForAi[];
}

/** People across all memories, most mentioned first. */
export function countPeople(profiles: MemoryProfile[]): PersonCount[] {
  const byKey = new Map<string, PersonCount>();
  for (const p of profiles) {
    for (const entry of new Set(p.people)) {
      const { name, relation } = parsePerson(entry);
      const key = name.toLowerCase();
      const known = byKey.get(key);
      if (known) {
        if (!known.memories.includes(p.memory)) known.memories.push(p.memory);
        known.relation ??= relation;
      } else {
        byKey.set(key, { label: entry, name, relation, memories: [p.memory] });
      }
    }
  }
  return [...byKey.values()].sort((a, b) => b.memories.length - a.memories.length);
}

/** How a person is named in a sentence: "your brother Tom", "your mother", "Mrs. Abbott". */
export function describePerson(person: Person): string {
  if (!person.relation) return person.name;
  if (isUnnamedRelative(person)) return `your ${person.relation}`;
  return `your ${person.relation} ${person.name}`;
}

/** A memory's title in quotes, for naming it in Clio's replies. */
export function quoteMemory(memory: MemoryForAi): string {
  return `"${memory.name.trim()}"`;
}
