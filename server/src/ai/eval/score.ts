/**
 * Scoring of Memory DNA against hand labels (used by `npm run eval:ai`).
 *
 * Matching rules, chosen so that a prediction counts when a person reading it
 * would accept it:
 * - Text is compared case-insensitively, without accents, punctuation
 *   (. , ' ") or a leading article/preposition ("the", "a", "in", "on", "at").
 * - People: one entry per person. A prediction matches a gold entry when the
 *   names match after dropping the relation suffix: "Tom" matches "Tom (brother)",
 *   "Linda (best friend)" matches "Linda (friend)". Each gold entry matches once.
 * - Where and when are single values. The label lists every answer a careful
 *   reader would accept; the prediction must equal one of them. An empty list
 *   means the text gives none, so any prediction is a false positive.
 * - Topics: micro precision/recall over topic names, and agreement as the mean
 *   Jaccard overlap of the predicted and labelled sets.
 */

export interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

export interface Prf {
  precision: number;
  recall: number;
  f1: number;
}

export function prf({ tp, fp, fn }: Counts): Prf {
  const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1 };
}

export function add(a: Counts, b: Counts): Counts {
  return { tp: a.tp + b.tp, fp: a.fp + b.fp, fn: a.fn + b.fn };
}

export const ZERO: Counts = { tp: 0, fp: 0, fn: 0 };

export function normalizeAnswer(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['".,]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:the|a|an|in|on|at)\s+/, '');
}

/** "Tom (brother)" → "tom"; "Mr. Miller" → "mr miller". */
export function personKey(entry: string): string {
  return normalizeAnswer(entry.replace(/\s*\([^)]*\)\s*$/, ''));
}

export function scorePeople(predicted: string[], gold: string[]): Counts {
  const open = gold.map(personKey);
  let tp = 0;
  for (const p of predicted.map(personKey)) {
    const i = open.indexOf(p);
    if (i >= 0) {
      tp += 1;
      open.splice(i, 1);
    }
  }
  return { tp, fp: predicted.length - tp, fn: open.length };
}

/** One predicted value against the accepted answers ([] = none in the text). */
export function scoreSingle(predicted: string | null, accepted: string[]): Counts {
  const ok = predicted !== null && accepted.some((a) => normalizeAnswer(a) === normalizeAnswer(predicted));
  if (ok) return { tp: 1, fp: 0, fn: 0 };
  return { tp: 0, fp: predicted === null ? 0 : 1, fn: accepted.length > 0 ? 1 : 0 };
}

export function scoreTopics(predicted: string[], gold: string[]): Counts & { jaccard: number } {
  const g = new Set(gold.map((t) => t.toLowerCase()));
  const p = new Set(predicted.map((t) => t.toLowerCase()));
  const tp = [...p].filter((t) => g.has(t)).length;
  const union = new Set([...g, ...p]).size;
  return { tp, fp: p.size - tp, fn: g.size - tp, jaccard: union === 0 ? 1 : tp / union };
}
