/**
 * Her words against the clean copy, word by word, as the review screen marks them. A small stand-in: the
 * clean-copy engine brings its own word diff (`cleanCopyPieces`), which replaces this one function.
 */
import type { CleanCopyPiece } from '#shared/clean-copy.ts';

/** Above this many word pairs the middle of a long text is marked as one change, to keep a request quick. */
const MAX_COMPARED_PAIRS = 2_000_000;

/** A word with the space after it (the first token may be only the space before the first word). */
const tokensOf = (text: string) => text.match(/^\s+|\S+\s*/g) ?? [];
/** What two words are compared by: letters and digits, in any case ("i," and "I" are the same word, changed). */
const wordOf = (token: string) =>
  token
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}']/gu, '') || token.trim();

/** The pieces which, joined, give back `ownWords` (their `ownWords`) and `clean` (their `clean`). */
export function cleanCopyPiecesOf(ownWords: string, clean: string): CleanCopyPiece[] {
  const ownTokens = tokensOf(ownWords);
  const cleanTokens = tokensOf(clean);
  const a = (i: number) => ownTokens[i] ?? '';
  const b = (j: number) => cleanTokens[j] ?? '';
  const alike = (i: number, j: number) => wordOf(a(i)) === wordOf(b(j));
  let start = 0;
  while (start < ownTokens.length && start < cleanTokens.length && alike(start, start)) start++;
  let endA = ownTokens.length;
  let endB = cleanTokens.length;
  while (endA > start && endB > start && alike(endA - 1, endB - 1)) {
    endA--;
    endB--;
  }
  const steps: Step[] = [];
  // The same word written differently (a capital, a comma after it) is a change of that word.
  const same = (i: number, j: number) =>
    steps.push({ kind: a(i).trim() === b(j).trim() ? 'same' : 'changed', own: a(i), clean: b(j) });
  for (let i = 0; i < start; i++) same(i, i);
  const n = endA - start;
  const m = endB - start;
  if (n * m > MAX_COMPARED_PAIRS) {
    steps.push({ kind: 'removed', own: ownTokens.slice(start, endA).join(''), clean: '' });
    steps.push({ kind: 'added', own: '', clean: cleanTokens.slice(start, endB).join('') });
  } else {
    // Longest common subsequence of the words in the middle (row-major, (n+1)×(m+1)), read from the front.
    const width = m + 1;
    const lcs = new Uint32Array((n + 1) * width);
    const at = (i: number, j: number) => lcs[i * width + j] ?? 0;
    for (let i = n - 1; i >= 0; i--)
      for (let j = m - 1; j >= 0; j--)
        lcs[i * width + j] = alike(start + i, start + j)
          ? at(i + 1, j + 1) + 1
          : Math.max(at(i + 1, j), at(i, j + 1));
    let i = 0;
    let j = 0;
    while (i < n || j < m) {
      if (i < n && j < m && alike(start + i, start + j)) {
        same(start + i++, start + j++);
      } else if (j < m && (i === n || at(i, j + 1) >= at(i + 1, j))) {
        steps.push({ kind: 'added', own: '', clean: b(start + j++) });
      } else {
        steps.push({ kind: 'removed', own: a(start + i++), clean: '' });
      }
    }
  }
  for (let k = 0; k < ownTokens.length - endA; k++) same(endA + k, endB + k);
  return merged(steps);
}

type Step = { kind: CleanCopyPiece['kind']; own: string; clean: string };
/** A piece being built; `replaced` marks a change made of removed and added words, not one word rewritten. */
type Building = CleanCopyPiece & { replaced: boolean };

const isReplacing = (piece: { kind: CleanCopyPiece['kind'] }, replaced: boolean) =>
  piece.kind === 'removed' || piece.kind === 'added' || (piece.kind === 'changed' && replaced);

/**
 * Runs of one kind joined. Removed words right next to added ones are one change ("on the color wheel" →
 * "in Cologne"); a word only rewritten ("i" → "I") stays apart from a removed filler next to it.
 */
function merged(steps: Step[]): CleanCopyPiece[] {
  const pieces: Building[] = [];
  for (const step of steps) {
    const last = pieces.at(-1);
    const stepReplaces = step.kind === 'removed' || step.kind === 'added';
    if (last && last.kind === step.kind && (step.kind !== 'changed' || !last.replaced)) {
      last.ownWords += step.own;
      last.clean += step.clean;
    } else if (last && stepReplaces && isReplacing(last, last.replaced) && last.kind !== step.kind) {
      last.kind = 'changed';
      last.replaced = true;
      last.ownWords += step.own;
      last.clean += step.clean;
    } else {
      pieces.push({ kind: step.kind, ownWords: step.own, clean: step.clean, replaced: false });
    }
  }
  return pieces.map(({ replaced: _replaced, ...piece }) => piece);
}
