/**
 * Tokens, sentences, parts of speech and lemmas from wink-nlp, reshaped for the
 * entity rules: hyphenated compounds ("fifty-two", "mother-in-law") are one
 * token, and a possessive "'s" becomes a flag on the word it belongs to.
 */

import model from 'wink-eng-lite-web-model';
import winkNLP from 'wink-nlp';

export interface Token {
  /** The word as written. */
  text: string;
  lower: string;
  lemma: string;
  /** Universal part of speech from wink-nlp (NOUN, PROPN, VERB, ADP …). */
  pos: string;
  kind: 'word' | 'number' | 'punct' | 'other';
  start: number;
  end: number;
  sentence: number;
  /** First word of its sentence: capitals there say nothing about names. */
  sentenceStart: boolean;
  /** Starts with an upper-case letter. */
  cap: boolean;
  /** Followed by "'s" or a bare "'" (the neighbors' television). */
  possessive: boolean;
}

export interface TokenizedText {
  text: string;
  tokens: Token[];
}

// Sentence boundaries and parts of speech are all we need; skipping sentiment,
// negation and named entities keeps a 500-word memory near one millisecond.
const wink = winkNLP(model, ['sbd', 'pos']);
const its = wink.its;

function kindOf(type: string): Token['kind'] {
  if (type === 'word' || type === 'email' || type === 'url' || type === 'hashtag' || type === 'mention')
    return 'word';
  if (type === 'number' || type === 'ordinal') return 'number';
  if (type === 'punctuation') return 'punct';
  return 'other';
}

/**
 * wink-nlp splits a word at a letter beyond Latin-1 ("floriańska" became "floria" and "ska"). It reads a copy in
 * which those letters are their base letters, of the same length, and each token keeps the letters as written.
 * A few letters have no base letter to take apart ("Ł" in "Łódź", "ø", "đ", "ı"); they read as a plain letter of
 * the same case, which keeps the word whole.
 */
function readableForWink(text: string): string {
  return text.replace(/[\u0100-\u024F]/g, (letter) => {
    const base = letter.normalize('NFD').charAt(0);
    if (base < '\u0080') return base;
    return letter === letter.toLowerCase() ? 'x' : 'X';
  });
}

/** A word of the English vocabulary wink-nlp knows ("toe", "found"); names it has not seen are not. */
const vocabulary = wink.readDoc('vocabulary') as unknown as { isOOV(word: string): boolean };
export function isEnglishWord(word: string): boolean {
  return !vocabulary.isOOV(readableForWink(word.toLowerCase()));
}

export function tokenize(text: string): TokenizedText {
  if (!text.trim()) return { text, tokens: [] };
  const readable = readableForWink(text);
  const doc = wink.readDoc(readable);
  const values = doc.tokens().out(its.value) as string[];
  const types = doc.tokens().out(its.type) as string[];
  const pos = doc.tokens().out(its.pos) as string[];
  // wink's typings declare `its.lemma` with a different signature than `out()` accepts.
  const lemmas = doc.tokens().out(its.lemma as unknown as typeof its.value) as string[];
  const spaces = doc.tokens().out(its.precedingSpaces) as string[];
  const spans = doc.sentences().out(its.span) as unknown as number[][];

  const sentenceOf = new Int32Array(values.length);
  spans.forEach(([from = 0, to = -1], s) => {
    for (let i = from; i <= to; i++) sentenceOf[i] = s;
  });

  const raw: Token[] = [];
  let cursor = 0;
  for (let i = 0; i < values.length; i++) {
    const readValue = values[i]!;
    let start = cursor + (spaces[i]?.length ?? 0);
    if (!readable.startsWith(readValue, start)) {
      // wink may fold odd whitespace; look a short way ahead rather than scanning the whole text.
      const found = readable.slice(cursor, cursor + 256).indexOf(readValue);
      start = found >= 0 ? cursor + found : start;
    }
    cursor = start + readValue.length;
    const value = text.slice(start, cursor) || readValue;
    raw.push({
      text: value,
      lower: value.toLowerCase(),
      lemma: (lemmas[i] ?? value).toLowerCase(),
      pos: pos[i] ?? 'X',
      kind: kindOf(types[i] ?? ''),
      start,
      end: cursor,
      sentence: sentenceOf[i]!,
      sentenceStart: false,
      cap: /^\p{Lu}/u.test(value),
      possessive: false,
    });
  }
  return { text, tokens: merge(raw) };
}

/** Join "fifty - two" into one token and fold "'s" into a possessive flag. */
function merge(raw: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < raw.length; i++) {
    const t = raw[i]!;
    const prev = out[out.length - 1];
    const attached = prev !== undefined && prev.end === t.start && prev.sentence === t.sentence;
    if (
      attached &&
      prev.kind === 'word' &&
      (t.lower === "'s" || (t.text === "'" && prev.lower.endsWith('s')))
    ) {
      prev.possessive = true;
      prev.end = t.end;
      continue;
    }
    const next = raw[i + 1];
    if (
      attached &&
      t.text === '-' &&
      next !== undefined &&
      next.start === t.end &&
      (prev.kind === 'word' || prev.kind === 'number') &&
      next.kind === 'word'
    ) {
      prev.text += `-${next.text}`;
      prev.lower = prev.text.toLowerCase();
      prev.lemma = prev.lower;
      prev.end = next.end;
      prev.pos = next.pos === 'NOUN' || prev.pos === 'NOUN' ? 'NOUN' : next.pos;
      i += 1;
      continue;
    }
    out.push({ ...t });
  }
  let sentence = -1;
  for (const t of out) {
    if (t.sentence !== sentence && t.kind !== 'punct') {
      t.sentenceStart = true;
      sentence = t.sentence;
    }
  }
  return out;
}
