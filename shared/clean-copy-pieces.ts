/**
 * Her words against the clean copy, word by word (issue 32, docs/decisions/673): what was removed ("um"), what
 * was changed ("i" → "I", "nineteen sixty three" → "1963") and what was added (a full stop), in order, so a review
 * can mark them. Joined, the pieces' `ownWords` give her exact words and their `clean` the clean copy.
 *
 * A word-level Myers diff (O((N+M)·D), D the number of differences, small for a clean copy) over words and single
 * punctuation marks; written here rather than taken from a package because it is forty lines
 * and both the server and the client need it.
 */
import type { CleanCopyPiece } from './clean-copy.ts';

/**
 * Words (with an inner apostrophe or hyphen) and each other mark alone, each with the white space after it, so
 * "um " is removed whole and a full stop is a mark of its own. Leading white space is a token of its own.
 */
const TOKEN = /^\s+|(?:[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*|[^\p{L}\p{N}\s])\s*/gu;

const tokensOf = (text: string) => text.match(TOKEN) ?? [];
/** Tokens are compared without letter case and without the space after them. */
const key = (token: string) => token.trimEnd().toLowerCase();

type Step = 'same' | 'removed' | 'added';

/**
 * The most frontier entries the diff keeps (about 20 MB): a clean copy differs from her words in few places, but
 * an edit that rewrote a long memory would otherwise hold a frontier per difference, each as long as both texts.
 */
const MAX_TRACE_ENTRIES = 5_000_000;

/**
 * The shortest edit script from `a` to `b`, as one step per token (Myers, 1986); null when they differ in more
 * places than the trace may hold.
 */
function editScript(a: readonly string[], b: readonly string[]): Step[] | null {
  const n = a.length;
  const m = b.length;
  const max = n + m;
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  const maxDifferences = Math.floor(MAX_TRACE_ENTRIES / v.length);
  const trace: Int32Array[] = [];
  let found = false;
  for (let d = 0; d <= max && !found; d++) {
    if (d > maxDifferences) return null;
    trace.push(v.slice());
    for (let k = -d; k <= d; k += 2) {
      let x =
        k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!)
          ? v[offset + k + 1]!
          : v[offset + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x += 1;
        y += 1;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) {
        found = true;
        break;
      }
    }
  }
  // Walk back through the saved frontiers to recover the steps.
  const steps: Step[] = [];
  let x = n;
  let y = m;
  for (let d = trace.length - 1; d >= 0; d--) {
    const frontier = trace[d]!;
    const k = x - y;
    const down = k === -d || (k !== d && frontier[offset + k - 1]! < frontier[offset + k + 1]!);
    const prevK = down ? k + 1 : k - 1;
    const prevX = frontier[offset + prevK]!;
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      steps.push('same');
      x -= 1;
      y -= 1;
    }
    if (d > 0) steps.push(down ? 'added' : 'removed');
    x = prevX;
    y = prevY;
  }
  return steps.reverse();
}

/**
 * Her words and the clean copy as pieces: `same` stretches, `removed` words (no clean text), `added` marks (no own
 * words), and `changed` words where some of hers became others. A word whose only change is the space after it
 * is the same.
 */
export function cleanCopyPieces(ownWords: string, clean: string): CleanCopyPiece[] {
  const a = tokensOf(ownWords);
  const b = tokensOf(clean);
  const pieces: CleanCopyPiece[] = [];
  let i = 0;
  let j = 0;
  let removed = '';
  let added = '';
  const flush = () => {
    if (removed && added) pieces.push({ kind: 'changed', ownWords: removed, clean: added });
    else if (removed) pieces.push({ kind: 'removed', ownWords: removed, clean: '' });
    else if (added) pieces.push({ kind: 'added', ownWords: '', clean: added });
    removed = '';
    added = '';
  };
  // Compared in lower case, so "i" → "I" is a change of its own and not a removal and an addition.
  const script = editScript(a.map(key), b.map(key));
  if (!script) return [{ kind: 'changed', ownWords, clean }];
  for (const step of script) {
    if (step === 'same' && a[i]!.trimEnd() !== b[j]!.trimEnd()) {
      flush();
      pieces.push({ kind: 'changed', ownWords: a[i++]!, clean: b[j++]! });
    } else if (step === 'same') {
      flush();
      const last = pieces.at(-1);
      if (last?.kind === 'same') {
        last.ownWords += a[i]!;
        last.clean += b[j]!;
      } else pieces.push({ kind: 'same', ownWords: a[i]!, clean: b[j]! });
      i += 1;
      j += 1;
    } else if (step === 'removed') removed += a[i++]!;
    else added += b[j++]!;
  }
  flush();
  return pieces;
}
