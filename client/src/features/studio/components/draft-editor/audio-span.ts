/**
 * Which stretch of a recording a draft paragraph came from: the transcript sentence whose words the paragraph
 * shares most, widened to its neighbours that the paragraph also holds (a paragraph is often several spoken
 * sentences). The draft's cleaning drops "um" and words said twice, so words are compared, not the text.
 */
import type { TranscriptSegment } from '#shared/voice.ts';

/** A neighbour joins the span when at least this share of its words is in the paragraph. */
const NEIGHBOUR_SHARE = 0.6;

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];

function shareInParagraph(segment: TranscriptSegment, paragraphWords: Set<string>) {
  const words = wordsOf(segment.text);
  if (words.length === 0) return 0;
  return words.filter((word) => paragraphWords.has(word)).length / words.length;
}

/** From and to in milliseconds, or null when no sentence of the transcript shares a word with the paragraph. */
export function audioSpanFor(
  segments: readonly TranscriptSegment[],
  paragraph: string,
): { startMs: number; endMs: number } | null {
  const paragraphWords = new Set(wordsOf(paragraph));
  const shares = segments.map((segment) => shareInParagraph(segment, paragraphWords));
  let best = -1;
  shares.forEach((share, index) => {
    if (share > 0 && (best < 0 || share > (shares[best] ?? 0))) best = index;
  });
  if (best < 0) return null;
  let first = best;
  let last = best;
  while (first > 0 && (shares[first - 1] ?? 0) >= NEIGHBOUR_SHARE) first -= 1;
  while (last + 1 < segments.length && (shares[last + 1] ?? 0) >= NEIGHBOUR_SHARE) last += 1;
  return { startMs: segments[first]?.startMs ?? 0, endMs: segments[last]?.endMs ?? 0 };
}
