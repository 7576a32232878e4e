import type { MemoryAnalysis } from '#shared/ai.ts';
import type { DnaChange } from '../memory-types.ts';

type Dna = Required<DnaChange>;

const sameWords = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000');

/**
 * A checked transcript's Memory DNA once a sentence of it is corrected (decision 723). Each field the corrected
 * words suggest anew when it is empty or still holds exactly what the words before the correction suggested: that
 * value came from the misheard words, not from her. A field holding anything else is what she (or an editor) set,
 * and is kept. The same rule as checking the transcript (empty fields are filled), carried to a correction.
 */
export function refreshedSuggestions(current: Dna, before: MemoryAnalysis, after: MemoryAnalysis): Dna {
  const scalar = (now: string | null, was: string | null, will: string | null) =>
    now === null || now === was ? will : now;
  const list = (now: string[], was: string[], will: string[]) =>
    now.length === 0 || sameWords(now, was) ? will : now;
  return {
    whenHappened: scalar(current.whenHappened, before.whenHappened, after.whenHappened),
    whereHappened: scalar(current.whereHappened, before.whereHappened, after.whereHappened),
    peopleInvolved: list(current.peopleInvolved, before.peopleInvolved, after.peopleInvolved),
    topics: list(current.topics, before.topics, after.topics),
  };
}
