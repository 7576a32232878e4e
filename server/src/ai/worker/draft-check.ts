/**
 * The check every sentence of Clio's chapter draft passes before the person sees it (issue 13,
 * docs/decisions/904): each name, place, date and number in a sentence, and each quote, must be in the
 * memories the sentence cites. A model may word a sentence its own way; it may not add a fact. The check
 * is deterministic and reads only text, so a sentence that fails is marked "Not found in your memories"
 * and the person keeps, fixes or removes it.
 *
 * Names are read three ways, so that one reader's miss is another's catch: every capitalised word inside a
 * sentence, the offline people reader (which also knows a name that opens a sentence) and the place reader.
 * Numbers and years are compared as values, so "1952" in a sentence is found in "nineteen fifty two".
 */
import type { CitedSentence, DraftSourceMemory } from '../ai-provider.ts';
import { extractPeople } from '../offline/readers/people.ts';
import { extractPlace } from '../offline/readers/places.ts';
import { extractWhen } from '../offline/readers/time.ts';
import { tokenize } from '../offline/readers/tokens.ts';
import { comparable, ownWords } from '../offline/replies/chapter-draft.ts';
import { honorific } from '../offline/words/lexicon.ts';
import { numberWordValue, spelledYearsToDigits } from '../rules/number-words.ts';
import { isUnnamedRelative } from '../rules/person.ts';
import { spokenShortYearsToDigits } from '../rules/spoken-years.ts';

/** What a memory offers the check: its words and the numbers it says, however spoken. */
interface SourceFacts {
  /** The memory's words and its cleaned words, comparable (lower case, no punctuation), spaced at both ends. */
  words: string;
  wordSet: Set<string>;
  numbers: Set<number>;
}

/** Capitalised words that name nobody: the narrator. */
const NOT_NAMES = new Set(['i', "i'm", "i'd", "i've", "i'll"]);
/** "One" is far more often a pronoun ("the one I loved") than an amount; it is not checked. */
const UNCHECKED_NUMBERS = new Set([1]);
const SCALE: Record<string, number> = { hundred: 100, thousand: 1000 };
const QUOTE = /[“"]([^”"]{2,})[”"]/g;

/** A word as the check compares it: lower case, no possessive, no surrounding punctuation. */
function bareWord(word: string): string {
  return comparable(word)
    .replace(/'s$|'$/, '')
    .replace(/^'/, '');
}

/**
 * The numbers a text says, as values: digits ("1952", "1,200", "3rd", "the 1950s"), spoken years
 * ("nineteen fifty two"), and number words ("seven", "fifty-two", "fifty two"). With `parts`, the parts of
 * a spoken compound count as well ("fifty two" also says 50 and 2): a source is read generously, a
 * sentence strictly.
 */
export function numbersIn(text: string, parts = false): Set<number> {
  const numbers = new Set<number>();
  const digits = spelledYearsToDigits(spokenShortYearsToDigits(text)).toLowerCase();
  const words = digits.split(/[^\p{L}\p{N},'-]+/u).filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!.replace(/^[,'-]+|[,'-]+$/g, '');
    const figure = /^(\d{1,3}(?:,\d{3})+|\d+)(?:st|nd|rd|th|s|'s)?$/.exec(word);
    if (figure) {
      numbers.add(Number(figure[1]!.replace(/,/g, '')));
      continue;
    }
    if (word in SCALE) {
      const before = i > 0 ? numberWordValue(words[i - 1]!) : null;
      numbers.add((before ?? 1) * SCALE[word]!);
      continue;
    }
    const value = numberWordValue(word);
    if (value === null) continue;
    const unit = i + 1 < words.length ? numberWordValue(words[i + 1]!) : null;
    if (value >= 20 && value % 10 === 0 && unit !== null && unit < 10) {
      numbers.add(value + unit);
      if (parts) numbers.add(value).add(unit);
      i += 1;
      continue;
    }
    numbers.add(value);
  }
  return numbers;
}

/** A title as the people reader writes it ("Mister" → "mr"), so "Mr. Price" is found in "Mister Price". */
function titleForm(bare: string): string | null {
  const title = honorific(bare);
  return title ? bareWord(title) : null;
}

function sourceFacts(memory: Pick<DraftSourceMemory, 'text' | 'spoken'>): SourceFacts {
  // The raw text and the cleaned words both: a quote is cleaned of "um", a name is in either.
  const text = `${memory.text}\n${ownWords(memory)}`;
  const words = comparable(text);
  const bare = words.split(' ').map(bareWord).filter(Boolean);
  return {
    words: ` ${words} `,
    wordSet: new Set([...bare, ...bare.flatMap((word) => titleForm(word) ?? [])]),
    numbers: numbersIn(text, true),
  };
}

/**
 * The facts of one sentence that its cited memories do not hold: each name, place, date word, number or
 * quote not found, as written in the sentence. Empty when the sentence is grounded.
 */
export function factsNotFound(
  sentence: string,
  cited: readonly Pick<DraftSourceMemory, 'text' | 'spoken'>[],
) {
  return missingFacts(sentence, cited.map(sourceFacts));
}

function missingFacts(sentence: string, sources: readonly SourceFacts[]): string[] {
  const missing = new Set<string>();
  const hasWord = (word: string): boolean => {
    const bare = bareWord(word);
    // "G.I.", "P.S.": letters with stops are compared letter by letter, as the memory's words are kept.
    if (bare.includes(' ')) return bare.split(' ').every((part) => hasWord(part));
    const title = titleForm(bare);
    return (
      !bare || sources.some((source) => source.wordSet.has(bare) || (!!title && source.wordSet.has(title)))
    );
  };
  const requireWords = (phrase: string, onlyCapitalised: boolean) => {
    for (const word of phrase.split(/\s+/)) {
      if (onlyCapitalised && !/^\p{Lu}/u.test(word)) continue;
      if (!hasWord(word)) missing.add(word.replace(/[^\p{L}\p{N}'’.-]+/gu, ''));
    }
  };

  const { tokens } = tokenize(sentence);
  for (const token of tokens) {
    if (token.kind !== 'word' || !token.cap || token.sentenceStart) continue;
    if (NOT_NAMES.has(token.lower)) continue;
    if (!hasWord(token.text)) missing.add(token.text);
  }
  const people = extractPeople(tokens, false);
  for (const person of people) if (!isUnnamedRelative(person)) requireWords(person.name, true);
  const place = extractPlace(sentence, tokens, false, people);
  if (place) requireWords(place, true);
  const when = extractWhen(sentence, tokens);
  if (when?.occasion) requireWords(when.occasion, false);

  for (const value of numbersIn(sentence)) {
    if (UNCHECKED_NUMBERS.has(value)) continue;
    if (!sources.some((source) => source.numbers.has(value))) missing.add(String(value));
  }
  for (const [, quote] of sentence.matchAll(QUOTE)) {
    const words = comparable(quote!);
    if (words && !sources.some((source) => source.words.includes(` ${words} `))) missing.add(`“${quote}”`);
  }
  return [...missing];
}

/**
 * The check of a whole draft: for each sentence, in order, the facts its cited memories do not hold
 * (empty when it is grounded). A sentence citing a memory not among `memories` has nothing to rest on.
 */
export function checkDraftSentences(
  sentences: readonly CitedSentence[],
  memories: readonly DraftSourceMemory[],
): string[][] {
  const facts = new Map(memories.map((memory) => [`${memory.kind}:${memory.id}`, sourceFacts(memory)]));
  return sentences.map((sentence) => {
    const cited = sentence.sources.flatMap((ref) => facts.get(`${ref.kind}:${ref.id}`) ?? []);
    return missingFacts(sentence.text, cited);
  });
}
