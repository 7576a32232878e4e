/**
 * Capitals speech lost (issue 32, docs/decisions/671): the pronoun "I" ("i'm", "i'd" …), the first word of each
 * sentence, the months and days, and the names and places her Memory DNA and her memories write with capitals
 * ("kraków" → "Kraków", "andrzej" → "Andrzej"). A word she wrote with capitals is never lowered.
 */

import { escapeRegExp } from '#shared/proposal.ts';
import { isEnglishWord } from '../readers/tokens.ts';
import { COMMON_WORD_NAMES, MONTHS, WEEKDAYS } from '../words/lexicon.ts';
import { isListedVerb } from './punctuate.ts';
import { sentenceSpans } from './sentences.ts';

/** "i", "i'm", "i'd", "i'll", "i've": the pronoun, never "i.e." nor a letter inside a word. */
const PRONOUN_I = /(?<![\p{L}\p{N}'’.-])i(?=['’](?:m|d|ll|ve)\b|(?![\p{L}\p{N}'’-])(?!\.\p{L}))/gu;

export function pronounI(text: string): string {
  return text.replace(PRONOUN_I, 'I');
}

/** Each letter of a text without its accents, one for one, so offsets in the copy are offsets in the text. */
function folded(text: string): string {
  let out = '';
  for (const c of text) {
    const base = (c.normalize('NFD')[0] ?? c).toLowerCase();
    out += c.length === 1 && base.length === 1 ? base : c;
  }
  return out;
}

/** Whether a name is also an everyday word ("Rose", "Frank", "Will"): given a capital only where it acts as one. */
function isEverydayWord(name: string): boolean {
  const lower = name.toLowerCase();
  return !name.includes(' ') && (COMMON_WORD_NAMES.has(lower) || isEnglishWord(lower));
}

/** Kinship words said as part of a name: "uncle bill", "aunt ruth", "cousin ruth". */
const KIN_TITLES = new Set('aunt auntie uncle cousin granny grandma grandpa grandad nana nan'.split(' '));
/** Words before "aunt" that make it the relation, not part of her name: "my aunt Dorota", "our uncle Stanley". */
const RELATION_OWNERS = new Set('my our his her their your the a an'.split(' '));

/**
 * "uncle Bill" → "Uncle Bill": a kinship word said before a name, as part of it, takes a capital (Chicago 8.35);
 * after "my" or "the" it is the relation and stays lower case ("my uncle Stanley").
 */
export function kinTitleCapitals(text: string): string {
  return text.replace(
    /(?<![\p{L}'’])(aunt|auntie|uncle|cousin|granny|grandma|grandpa|grandad|nana|nan)(?=\s+\p{Lu})/gu,
    (word: string, _w: string, at: number) => {
      const before = /([\p{L}'’]+)\s*$/u.exec(text.slice(0, at))?.[1]?.toLowerCase() ?? '';
      return RELATION_OWNERS.has(before) ? word : word.charAt(0).toUpperCase() + word.slice(1);
    },
  );
}

/** A title after "a" or "an", with no name after it, is what someone was: "I said a nurse", "a sister at the convent". */
const TITLE_AS_A_WORD =
  /(?<=(?<![\p{L}'’])an?\s+)(Nurse|Doctor|Sister|Brother|Father|Mother|Captain|Major|Sergeant|Judge|Professor|Reverend|Aunt|Uncle|Cousin)(?![\p{L}'’])(?!\s+\p{Lu})/gu;

/** The engine's name rules give "nurse" a capital as a title ("Nurse Jones"); after "a" and without a name it is a word. */
export function titlesAsWords(text: string): string {
  return text.replace(TITLE_AS_A_WORD, (word: string) => word.toLowerCase());
}

/** Languages and peoples, which English writes with a capital: "my english", "in polish", "she was italian". */
const LANGUAGES =
  /(?<![\p{L}'’])(english|french|german|italian|spanish|portuguese|dutch|flemish|danish|swedish|norwegian|finnish|icelandic|irish|scottish|welsh|scots|british|american|canadian|australian|mexican|cuban|jamaican|russian|ukrainian|belarusian|czech|slovak|hungarian|romanian|bulgarian|serbian|croatian|slovenian|bosnian|albanian|greek|turkish|armenian|lithuanian|latvian|estonian|yiddish|hebrew|jewish|arabic|persian|farsi|urdu|hindi|punjabi|bengali|gujarati|tamil|chinese|cantonese|mandarin|japanese|korean|vietnamese|filipino|tagalog|indonesian|malay|thai|swahili|yoruba|igbo|hausa|nigerian|ghanaian|kenyan|somali|ethiopian|latin|gaelic|catholic|protestant|anglican|methodist|baptist|presbyterian|christian|muslim|hindu|sikh|buddhist)(?![\p{L}'’])/gu;
/** "polish" is also what one does to shoes: a language only after these words. */
const POLISH_AS_A_LANGUAGE =
  /(?<=\b(?:in|speak|speaks|spoke|spoken|speaking|learn|learned|learnt|learning|taught|teach|was|were|is|are|am|be|being|our|my|his|her|their|no|of|a|the|too|and|or)\s)polish(?![\p{L}'’])(?!\s+(?:the|his|her|my|our|their|it|them|your|shoes|boots|silver|brass|floors?|furniture)\b)/gu;

/** Languages, peoples and faiths with their capitals (Chicago 8.38–8.39, 8.97). */
export function languageCapitals(text: string): string {
  const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
  return text.replace(LANGUAGES, cap).replace(POLISH_AS_A_LANGUAGE, cap);
}

/** Words before an everyday word that make it the word and not the name: "the rose", "to be frank". */
const NOT_BEFORE_A_NAME = new Set(
  'the a an this that these those very so too how be is was were are more most quite rather'.split(' '),
);

/**
 * Known names set with their capitals where she said them in lower case: "kraków" and "krakow" become "Kraków"
 * and "Krakow" when her Memory DNA writes "Kraków" (her letters, with the name's capitals). A word with any
 * capital of its own is left as it is. A name that is also an everyday word ("Frank", "Rose") is given its capital
 * only where someone does something: "frank came home", not "to be frank" nor "a rose grew".
 */
export function knownNameCapitals(text: string, knownNames: readonly string[]): string {
  const names = [
    ...new Set(
      knownNames
        .map((n) => n.replace(/\s+/g, ' ').trim())
        .filter((n) => n.length >= 2 && n.length <= 60 && /\p{Lu}/u.test(n)),
    ),
  ].sort((a, b) => b.length - a.length);
  if (names.length === 0) return text;
  const byFold = new Map(names.map((name) => [folded(name), name]));
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${[...byFold.keys()].map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`,
    'gu',
  );
  const fold = folded(text);
  let out = '';
  let copied = 0;
  for (const match of fold.matchAll(pattern)) {
    const at = match.index;
    const said = text.slice(at, at + match[0].length);
    if (said.length !== match[0].length || said !== said.toLowerCase()) continue;
    const name = byFold.get(match[0])!;
    if (isEverydayWord(name)) {
      const before = /([\p{L}']+)\s*$/u.exec(text.slice(0, at))?.[1]?.toLowerCase() ?? '';
      const after = /^\s*([\p{L}']+)/u.exec(text.slice(at + said.length))?.[1];
      // "a cat called smudge": what something is called is its name; so is the word after "uncle" in "uncle bill's".
      const named = before === 'called' || before === 'named' || KIN_TITLES.has(before);
      if (!named && (NOT_BEFORE_A_NAME.has(before) || !isListedVerb(after))) continue;
    }
    // Her letters with the name's capitals: "krakow" gets its capital, not an accent she did not write.
    const cased = [...said]
      .map((c, k) => (name[k] && name[k] !== name[k]!.toLowerCase() ? c.toUpperCase() : c))
      .join('');
    out += text.slice(copied, at) + cased;
    copied = at + said.length;
  }
  return out + text.slice(copied);
}

const CAPITAL_MONTHS = MONTHS.filter((m) => m !== 'may' && m !== 'march');
/** Feasts and holidays, written with a capital: "at easter", "every christmas". */
const HOLIDAYS = [
  'easter',
  'christmas',
  'whitsun',
  'hanukkah',
  'passover',
  'ramadan',
  'diwali',
  'thanksgiving',
];
const MONTH_OR_DAY = new RegExp(
  `(?<![\\p{L}])(?:${[...CAPITAL_MONTHS, ...WEEKDAYS, ...HOLIDAYS].join('|')}|${[...WEEKDAYS].map((d) => `${d}s`).join('|')})(?![\\p{L}])`,
  'gu',
);
/** "in may", "last march", "march 1963": a month that is also a word, where only the month makes sense. */
const MAY_OR_MARCH =
  /(?<![\p{L}])(?:(?<=\b(?:in|of|since|until|till|last|next|early|late|mid|by|every|through|during|that|this)\s)(may|march)(?!\s+(?:be|have|not|well|i|you|he|she|we|they)\b)|(may|march)(?=\s+(?:\d|the\s+(?:\d|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|[a-z]+teenth|twent|thirt))))(?![\p{L}])/gu;

/** Months, days of the week and holidays with their capitals. */
export function calendarCapitals(text: string): string {
  const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
  return text.replace(MONTH_OR_DAY, (w: string) => cap(w)).replace(MAY_OR_MARCH, (w: string) => cap(w));
}

/** The first letter of each sentence a capital, after any opening quote or bracket. */
export function sentenceCase(text: string): string {
  let out = text;
  for (const [from] of sentenceSpans(text)) {
    const rest = out.slice(from);
    const first = /^[\s"“‘'([]*(\p{Ll})/u.exec(rest);
    if (!first) continue;
    const at = from + first[0].length - first[1]!.length;
    out = out.slice(0, at) + first[1]!.toUpperCase() + out.slice(at + first[1]!.length);
  }
  return out;
}
