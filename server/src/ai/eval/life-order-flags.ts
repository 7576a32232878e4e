/**
 * Measures "Your life in order" (docs/decisions/912) on the written life in life-order.json: every memory is read
 * as the app reads it (the offline Memory DNA's when), its date is flagged as the view flags it, and the result is
 * compared with the year the memory truly happened. A date is wrong when the year read is not that year.
 */
import { analyzeMemoryText } from '#server/ai/offline/readers/analyze.ts';
import { birthYearOf, flagDate } from '#server/life-order/date-flags.ts';
import { memoryYear } from '#server/life-order/life-order.ts';
import life from './life-order.json' with { type: 'json' };

export interface LifeOrderMeasure {
  memories: number;
  birthYear: number | null;
  /** Dates read wrong (a year read, not the true one). */
  wrong: number;
  flaggedWrong: number;
  missedWrong: number;
  /** Right dates the view flags all the same. */
  falseFlags: number;
  details: { name: string; read: number | null; truth: number | null; flags: string[]; verdict: string }[];
}

export function measureLifeOrderFlags(): LifeOrderMeasure {
  const memories = life.memories.map((memory) => ({
    ...memory,
    answer: 'answer' in memory && memory.answer === true,
    when: ('readAs' in memory ? memory.readAs : undefined) ?? analyzeMemoryText(memory.text).whenHappened,
  }));
  const birth = birthYearOf(life.profileBirthday, memories);
  const result: LifeOrderMeasure = {
    memories: memories.length,
    birthYear: birth.year,
    wrong: 0,
    flaggedWrong: 0,
    missedWrong: 0,
    falseFlags: 0,
    details: [],
  };
  for (const memory of memories) {
    const read = memoryYear(memory.when);
    const flags = flagDate(
      { text: memory.text, whenHappened: memory.when, readWhen: memory.when, answer: memory.answer },
      birth.year,
    ).map((flag) => flag.rule);
    const wrong = read !== null && read !== memory.year;
    let verdict = 'right, not flagged';
    if (wrong) {
      result.wrong += 1;
      if (flags.length > 0) {
        result.flaggedWrong += 1;
        verdict = 'wrong, flagged';
      } else {
        result.missedWrong += 1;
        verdict = 'wrong, MISSED';
      }
    } else if (flags.length > 0) {
      result.falseFlags += 1;
      verdict = 'right, FALSE FLAG';
    }
    result.details.push({ name: memory.name, read, truth: memory.year, flags, verdict });
  }
  return result;
}
