/**
 * Text clean-up shared by every offline rule. Memories arrive typed, pasted from
 * documents (HTML, smart quotes) or transcribed from speech (lower case, years as
 * words), and the rules below are written for one plain form.
 */

import { spelledYearsToDigits } from '#server/ai/rules/number-words.ts';
import { joinTwoWordKin } from '../words/kin-words-abroad.ts';

/**
 * Longest text the entity rules read. Memory DNA describes one scene; for a
 * book-length upload the opening sets it, and capping keeps time bounded.
 */
export const MAX_ENTITY_CHARS = 20_000;
/** Longest run of characters without a space kept as one word. */
const MAX_WORD_CHARS = 48;
/** Longest text the topic lexicon reads (about 15,000 words). */
export const MAX_TOPIC_CHARS = 100_000;

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&nbsp;': ' ',
  '&quot;': '"',
  '&#39;': "'",
  '&apos;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/** Plain, single-spaced text: HTML tags and entities removed, quotes and dashes made ASCII. */
export function normalizeText(input: string): string {
  let text = String(input ?? '').normalize('NFC');
  // Bounded tag pattern: a stray "<" must not make the regex scan the rest of a 1 MB text.
  text = text.replace(/<\/?[a-zA-Z][^<>]{0,200}>/g, ' ');
  text = text.replace(/&(?:amp|nbsp|quot|#39|apos|lt|gt);/g, (e) => ENTITIES[e] ?? ' ');
  text = text
    .replace(/[\u2018\u2019\u02BC]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, ' - ')
    .replace(/[\u200B-\u200D\uFEFF]/g, '');
  // No word is this long; a run like this is a pasted blob, and wink-nlp's tokenizer slows down
  // sharply on it (20,000 characters without a space took 1.7 s). Keep its start.
  text = text.replace(/\S{64,}/g, (run) => run.slice(0, MAX_WORD_CHARS));
  text = text.replace(/\s+/g, ' ').trim();
  return spelledYearsToDigits(joinTwoWordKin(joinInLaws(text)));
}

/**
 * "my father in law", as a transcript and many typists write it, is one kin word: "father-in-law". Without the
 * hyphens "father" alone was read as the storyteller's father and "law" as nothing.
 */
function joinInLaws(text: string): string {
  return text
    .replace(
      /\b(mother|father|sister|brother|son|daughter)\s+in\s+law(s?)\b/gi,
      (_m, kin: string, plural: string) => `${kin}-in-law${plural}`,
    )
    .replace(/\b(my|our|the|his|her|their|me)\s+in\s+laws\b/gi, (_m, owner: string) => `${owner} in-laws`);
}

/**
 * Speech transcripts carry no capitals, so names cannot be found by their shape;
 * the rules then rely on word lists instead. A text with no upper-case letter
 * at all (other than a lone "I") is treated that way.
 */
export function isLowercaseText(text: string): boolean {
  return !/\p{Lu}/u.test(text.replace(/\bI\b/g, ''));
}

/** "new orleans" → "New Orleans"; used to print names found in lower-case transcripts. */
export function titleCase(phrase: string): string {
  return phrase.replace(/(^|[\s-])(\p{Ll})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
}
