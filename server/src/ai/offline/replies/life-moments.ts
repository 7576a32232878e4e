/**
 * The life moments (ai/rules/life-moments.ts) no memory has told yet, named with the writer's own people.
 */
import { LIFE_MOMENTS, type LifeMoment } from '#server/ai/rules/life-moments.ts';
import { isUnnamedRelative, parsePerson } from '#server/ai/rules/person.ts';
import type { MemoryProfile } from '../readers/memory-profile.ts';

export interface OpenMoment {
  moment: LifeMoment;
  /** The person it is about, if the memories name one ("Margaret"). */
  name: string | null;
  text: string;
  question: string;
}

/** Moments with no memory yet, most important first, named with the writer's own people. */
export function openMoments(profiles: MemoryProfile[]): OpenMoment[] {
  const text = profiles.map((p) => `${p.memory.name}\n${p.memory.text}`).join('\n');
  const topics = new Set(profiles.flatMap((p) => p.topics));
  const out: OpenMoment[] = [];
  for (const moment of LIFE_MOMENTS) {
    const covered = moment.evidence.test(text) || (moment.coveredByTopics ?? []).some((t) => topics.has(t));
    if (covered) continue;
    const name = moment.person ? findPerson(profiles, moment.person) : null;
    out.push({
      moment,
      name,
      text: name && moment.momentWithName ? moment.momentWithName.replace('{name}', name) : moment.moment,
      question:
        name && moment.questionWithName ? moment.questionWithName.replace('{name}', name) : moment.question,
    });
  }
  return out;
}

function findPerson(profiles: MemoryProfile[], relation: RegExp): string | null {
  for (const p of profiles) {
    for (const entry of p.people) {
      const person = parsePerson(entry);
      if (person.relation && !isUnnamedRelative(person) && relation.test(person.relation)) return person.name;
    }
  }
  return null;
}
