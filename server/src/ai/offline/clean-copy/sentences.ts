/**
 * The one sentence splitter and the one paragrapher (issue 32, docs/decisions/672): drafts, the book, the clean
 * copy and the keepsake cut text the same way. A full stop after "Mrs.", "Dr.", "St.", an initial ("J. R.") or
 * "e.g." never ends a sentence, so "…and Mrs. Grabowski from downstairs" stays one. A writer's own paragraphs are
 * kept as she wrote them; only speech, which has none, is cut, at sentence ends, into paragraphs of about 200
 * words at most.
 */

/** Titles and short forms that a full stop follows without ending the sentence (compared in lower case). */
const ABBREVIATIONS = new Set([
  'mr',
  'mrs',
  'ms',
  'mx',
  'dr',
  'st',
  'ste',
  'lt',
  'capt',
  'cpt',
  'col',
  'gen',
  'sgt',
  'cpl',
  'maj',
  'adm',
  'cmdr',
  'rev',
  'fr',
  'sr',
  'jr',
  'prof',
  'hon',
  'gov',
  'pres',
  'supt',
  'mt',
  'ft',
  'messrs',
  'mme',
  'mlle',
  'vs',
  'cf',
  'approx',
  'dept',
  'est',
  'inc',
  'co',
  'bros',
]);
/** Short forms that end a sentence only before a number follows them ("No. 5", "vol. 2"). */
const BEFORE_A_NUMBER = new Set(['no', 'nos', 'vol', 'p', 'pp', 'ch', 'fig', 'art']);

/** "e.g.", "i.e.", "a.m.", "U.S.", "P.S.": letters each followed by a full stop. */
const DOTTED_LETTERS = /^(?:\p{L}\.){2,}$/u;
/** An initial: one capital letter ("J." in "J. R. Tolkien"). */
const INITIAL = /^\p{Lu}\.$/u;

/** The word a full stop at `stop` ends, as written ("Mrs", "e.g", "J"). */
function wordBefore(text: string, stop: number): string {
  let from = stop;
  while (from > 0 && !/[\s"“‘(]/.test(text[from - 1]!)) from -= 1;
  return text.slice(from, stop + 1);
}

/** Whether the full stop at `stop` belongs to an abbreviation, not to the end of a sentence. */
export function isAbbreviationStop(text: string, stop: number): boolean {
  const word = wordBefore(text, stop);
  if (INITIAL.test(word) || DOTTED_LETTERS.test(word)) return true;
  const bare = word.slice(0, -1).toLowerCase();
  if (ABBREVIATIONS.has(bare)) return true;
  return BEFORE_A_NUMBER.has(bare) && /^\s*\d/.test(text.slice(stop + 1));
}

const CLOSERS = /["'”’)\]»]/;

/**
 * Where a text's sentences lie, as [from, to) offsets, each with its own stop and closing quote (the last may
 * have none). A sentence ends at ".", "!" or "?" followed by a space or the end, unless the stop is an
 * abbreviation's; an ellipsis ends one only when a capital follows it ("we went… and then" goes on).
 */
export function sentenceSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c !== '.' && c !== '!' && c !== '?' && c !== '…') continue;
    let end = i + 1;
    while (end < text.length && /[.!?…]/.test(text[end]!)) end += 1;
    while (end < text.length && CLOSERS.test(text[end]!)) end += 1;
    if (end < text.length && !/\s/.test(text[end]!)) {
      i = end - 1;
      continue;
    }
    const run = text.slice(i, end);
    const after = text.slice(end).trimStart();
    const ellipsis = run.startsWith('…') || run.startsWith('...');
    const abbreviation = c === '.' && !ellipsis && isAbbreviationStop(text, i);
    const openEnded = ellipsis && after !== '' && !/^["“‘(]?[\p{Lu}\p{N}]/u.test(after);
    // “Go!” she said: a quoted exclamation or question with the sentence going on in lower case.
    const quotedGoesOn = CLOSERS.test(run.at(-1)!) && /^\p{Ll}/u.test(after);
    if (!abbreviation && !openEnded && !quotedGoesOn) {
      spans.push([from, end]);
      from = end;
    }
    i = end - 1;
  }
  spans.push([from, text.length]);
  return spans.filter(([a, b]) => /[\p{L}\p{N}]/u.test(text.slice(a, b)));
}

/** A text's sentences, trimmed, lines within them joined by a space. */
export function sentencesOf(text: string): string[] {
  const flat = text.replace(/\s+/g, ' ');
  return sentenceSpans(flat).map(([a, b]) => flat.slice(a, b).trim());
}

/** The longest a paragraph of speech may run, in words, before it is cut at a sentence's end. */
export const MOST_WORDS_PER_PARAGRAPH = 200;
/** Speech shorter than this stays one paragraph however its sentences run. */
const FEWEST_WORDS_PER_PARAGRAPH = 60;

/** How many words from an even share a paragraph's end may move to fall at a pause or a new time or scene. */
const NEW_SUBJECT_PULL = 50;

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * How a sentence opens when the story moves on: a new time ("the next year", "in 1969", "years later") or a new
 * scene ("one day"). A cut is placed there when one is near where a cut is due.
 */
const NEW_SUBJECT =
  /^(?:(?:and|but|so)\s+)?(?:then\s+)?(?:(?:the\s+)?(?:next|following)\s+(?:day|morning|week|month|year|spring|summer|autumn|fall|winter)|(?:one|that|the)\s+(?:day|morning|evening|night|summer|winter|spring|autumn|christmas|sunday)|(?:in|by|after|before|around|from)\s+(?:\d{4}|the\s+\d{4}s|(?:january|february|march|april|may|june|july|august|september|october|november|december)\b)|(?:\w+\s+)?(?:years?|months?|weeks?)\s+later|later\s+on|after\s+(?:the\s+war|that|he|she|we|they)|when\s+(?:i|we)\s+(?:was|were|got|came|moved|left|married|turned)|years\s+later|after\s+all\s+that|anyway|now\b)/i;

/** Whether a sentence opens on a new time or scene: where speech is best cut into a new paragraph. */
export function opensNewSubject(sentence: string): boolean {
  return NEW_SUBJECT.test(sentence.replace(/^["“‘(]+/, ''));
}

/**
 * Sentences of speech as paragraphs: never inside a sentence, never (unless one sentence is longer on its own)
 * over `MOST_WORDS_PER_PARAGRAPH` words. Each cut is placed at a sentence's end near an even share of the words,
 * preferring one after a long pause (`pausedAfter`, indices of sentences followed by one) or before a sentence
 * that opens a new time or scene.
 */
export function speechParagraphs(sentences: readonly string[], pausedAfter: ReadonlySet<number> = new Set()) {
  const counts = sentences.map(wordCount);
  const total = counts.reduce((a, b) => a + b, 0);
  if (total <= MOST_WORDS_PER_PARAGRAPH || sentences.length < 2)
    return sentences.length ? [sentences.join(' ')] : [];
  const paragraphs: string[] = [];
  let start = 0;
  while (start < sentences.length) {
    let left = 0;
    for (let k = start; k < sentences.length; k++) left += counts[k]!;
    if (left <= MOST_WORDS_PER_PARAGRAPH) {
      paragraphs.push(sentences.slice(start).join(' '));
      break;
    }
    const share = left / Math.ceil(left / MOST_WORDS_PER_PARAGRAPH);
    let best = -1;
    let bestScore = Number.POSITIVE_INFINITY;
    let words = 0;
    for (let k = start; k < sentences.length - 1; k++) {
      words += counts[k]!;
      if (words > MOST_WORDS_PER_PARAGRAPH) break;
      if (words < FEWEST_WORDS_PER_PARAGRAPH) continue;
      // A long pause or a new time or scene within about fifty words of the even share is the better place.
      const reason = pausedAfter.has(k) || opensNewSubject(sentences[k + 1]!) ? NEW_SUBJECT_PULL : 0;
      const score = Math.abs(words - share) - reason;
      if (score < bestScore) {
        bestScore = score;
        best = k;
      }
    }
    // One sentence longer than a paragraph: it stays whole, alone.
    if (best < 0) best = start;
    paragraphs.push(sentences.slice(start, best + 1).join(' '));
    start = best + 1;
  }
  return paragraphs;
}

/**
 * A memory's paragraphs: each block between blank lines is one. A writer's block is kept whole, however long;
 * a block of speech is cut into paragraphs at sentence ends (`speechParagraphs`).
 */
export function paragraphsOf(text: string, spoken = false): string[] {
  const paragraphs: string[] = [];
  for (const block of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const flat = block.replace(/\s+/g, ' ').trim();
    if (!flat) continue;
    if (spoken) paragraphs.push(...speechParagraphs(sentencesOf(flat)));
    else paragraphs.push(flat);
  }
  return paragraphs;
}
