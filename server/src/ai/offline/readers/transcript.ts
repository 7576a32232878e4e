/**
 * Speech transcripts, made readable for the entity rules (issue 17, docs/decisions/632).
 *
 * A recogniser writes what it hears: no capitals, "um" and "you know" in the middle of a name or a date, and years
 * as people say them ("back in sixty three"). The rules for typed text are the strongest the engine has, so a
 * transcript is first given back what speech lost, and then read like typed text:
 * - fillers are dropped;
 * - a two-digit year after "in", "of", "back in", "it was" … becomes a year of the 1900s, as a storyteller in
 *   their eighties means it ("the winter of forty seven", "that was sixty three");
 * - capitals are restored where the words themselves say a name is meant: a known place or given name, the word
 *   after a title or a family word ("mr nowak", "tante hilde", "my wife giulia"), a saint's name ("st patrick's
 *   church"), a street ("floriańska street", "via roma"), and an unknown word right after "in", "at" or "near"
 *   that no word list knows ("in kumasi").
 */

import { numberWordValue } from '#server/ai/rules/number-words.ts';
import { spokenShortYearsToDigits } from '#server/ai/rules/spoken-years.ts';
import { dropFillers, sayRepeatsOnce } from '../clean-copy/fillers.ts';
import { COMMON_WORD_NAMES, honorific, placeKind } from '../words/lexicon.ts';
import {
  isCommonPlace,
  isLandmarkPart,
  isNamedAfterOf,
  isNameEndWord,
  isPlacePrefix,
  isVenueWord,
} from '../words/place-words.ts';
import { isNameLikeKin, isOwnedFamilyWord, relationOf } from './kinship.ts';
import { COURTING_WORDS } from './person-names.ts';
import { capitalise } from './text-helpers.ts';
import { isEnglishWord } from './tokens.ts';
import {
  COURTING_PAIRS,
  endsAName,
  isBareName,
  isCourtedName,
  isKnownName,
  isPlaceName,
  isTownAfterSite,
  isUnknownWord,
  isUnlistedWord,
  KIN_TITLES,
  LANDFORMS,
  landmarkAfterPart,
  NAME_BEFORE,
  NAME_ENDS,
  NAME_PARTICLES,
  NAMED_WITH_THE,
  NOT_A_NAME_AFTER_KIN,
  NOT_NAME_AFTER_CUE,
  NOT_NAME_START,
  OWNERS,
  PLACE_CUES,
  STREET_CUES,
  STREET_STARTS,
  STREET_WORDS,
  TO_BEFORE_A_VERB,
  UNNAMED_STREET_WORDS,
  venueNameAfterOf,
} from './transcript-names.ts';

/** Institutions named "of" a town: "the university of leeds". */
const SEATS_OF_LEARNING = new Set(['university', 'college', 'polytechnic']);

/** Restores the capitals of a lower-case transcript, word by word, from what the words around them say. */
export function restoreCapitals(text: string): string {
  const parts = text.split(/(\s+)/);
  const words = parts.map((part, i) => (i % 2 === 0 ? part : ''));
  // A typed curly apostrophe ("stella’s") is the same as a straight one: "aunt stella’s flat" names Stella.
  const bare = words.map((w) =>
    w
      .toLowerCase()
      .replace(/’/g, "'")
      .replace(/^[^\p{L}']+|[^\p{L}']+$/gu, '')
      .replace(/'s?$/, ''),
  );
  const upper = new Set<number>();
  const wordAt = (i: number) => bare[i] ?? '';

  for (let i = 0; i < words.length; i += 2) {
    const w = wordAt(i);
    if (!w) continue;
    // Places compromise knows, also of two or three words ("cape town", "east berlin").
    for (const span of [3, 2, 1]) {
      const phrase = Array.from({ length: span }, (_, k) => wordAt(i + 2 * k)).join(' ');
      if (span > 1 && phrase.split(' ').some((p) => !p)) continue;
      if (placeKind(phrase) && !(span === 1 && NOT_NAME_AFTER_CUE.has(w))) {
        for (let k = 0; k < span; k++) upper.add(i + 2 * k);
        break;
      }
    }
    // "we used to nick apples": a name that is also a verb is the verb after "used to", "had to" ….
    const infinitive = wordAt(i - 2) === 'to' && TO_BEFORE_A_VERB.has(wordAt(i - 4)) && isEnglishWord(w);
    if (isKnownName(w) && !infinitive) upper.add(i);
    const next = wordAt(i + 2);
    // "our youngest lass kirsty": a family word only after the storyteller's own, one word back at most.
    const ownedFamily = isOwnedFamilyWord(w) && (OWNERS.has(wordAt(i - 2)) || OWNERS.has(wordAt(i - 4)));
    const family = relationOf(w) !== null || ownedFamily;
    // "mr nowak", "tante hilde", "granny mcleod", "my wife giulia"
    if (next && (honorific(w) || NAME_BEFORE.has(w) || family) && !honorific(next)) {
      const title = honorific(w) && !relationOf(w);
      // "a nurse at the hospital": a small word after a title is no name.
      // "my grandson leo": after someone's family word, a word English does not know is a name, though a list has it.
      const owned = family && (ownedFamily || OWNERS.has(wordAt(i - 2))) && isUnlistedWord(next);
      if (
        isKnownName(next) ||
        isUnknownWord(next) ||
        owned ||
        (title && !relationOf(next) && !NAME_ENDS.has(next))
      ) {
        if (title || NAME_BEFORE.has(w)) upper.add(i);
        upper.add(i + 2);
      }
    }
    // "st patrick's church", "st thomas' hospital": a saint's name and the building after it.
    if ((w === 'st' || w === 'saint') && next) {
      upper.add(i);
      upper.add(i + 2);
      if (isVenueWord(wordAt(i + 4))) upper.add(i + 4);
    }
    // "floriańska street", "karl marx allee"
    if (STREET_WORDS.has(w) && w !== 'st' && i >= 2 && PLACE_CUES.has(wordAt(i - 4)) === false) {
      const before = wordAt(i - 2);
      // "martin luther king boulevard": an everyday word ends a name the names before it began.
      const endsNamedRun = upper.has(i - 4) && /^\p{L}+$/u.test(words[i - 2] ?? '');
      if (before && (isUnknownWord(before) || isKnownName(before) || upper.has(i - 2) || endsNamedRun)) {
        upper.add(i);
        upper.add(i - 2);
        if (upper.has(i - 4) || isKnownName(wordAt(i - 4))) upper.add(i - 4);
      }
    }
    // "at central high in tulsa": an American high school, said by its name and "high" alone.
    if (
      w === 'high' &&
      PLACE_CUES.has(wordAt(i - 4)) &&
      HIGH_SCHOOL_ENDS.has(next) &&
      isPlainName(words[i - 2])
    ) {
      upper.add(i - 2);
      upper.add(i);
    }
    // "on dock street", "in church lane": with no article before it, even an everyday word names its street.
    const streetCue = wordAt(i - 4);
    if (
      STREET_WORDS.has(w) &&
      !UNNAMED_STREET_WORDS.has(w) &&
      (PLACE_CUES.has(streetCue) || STREET_CUES.has(streetCue))
    ) {
      const before = wordAt(i - 2);
      if (
        /^\p{L}+$/u.test(words[i - 2]!) &&
        !NOT_NAME_START.has(before) &&
        numberWordValue(before) === null
      ) {
        upper.add(i - 2);
        upper.add(i);
      }
    }
    // "via roma", "rue des martyrs", "plaza mayor"
    if (
      (STREET_STARTS.has(w) && next && i >= 2 && PLACE_CUES.has(wordAt(i - 2))) ||
      (w === 'on' && STREET_STARTS.has(next))
    ) {
      // With particles ("rue des martyrs") the name cannot be read whole, and the town after it says more.
      const start = w === 'on' ? i + 2 : i;
      if (wordAt(start + 2) && !NAME_PARTICLES.has(wordAt(start + 2))) {
        upper.add(start);
        upper.add(start + 2);
      }
    }
    // "i was courting jim", "when we were courting ted and i danced", "engaged to ray": the sweetheart's name.
    const courted = COURTING_WORDS.has(w)
      ? i + 2
      : COURTING_PAIRS.has(`${w} ${next}`) && (w !== 'out' || /^(?:go|walk)/.test(wordAt(i - 2)))
        ? i + 4
        : -1;
    if (courted > 0 && !OWNERS.has(wordAt(courted)) && isCourtedName(wordAt(courted))) upper.add(courted);
    // "at the oval", "the palladium": a place by "the" and an everyday word, when no noun follows ("the oval office").
    if (
      PLACE_CUES.has(w) &&
      next === 'the' &&
      NAMED_WITH_THE.has(wordAt(i + 4)) &&
      (/[,.!?;:]$/.test(words[i + 4] ?? '') || endsAName(wordAt(i + 6)))
    )
      upper.add(i + 4);
    // "the pier at bray", "the baseball ground in derby"
    if ((w === 'at' || w === 'in') && isTownAfterSite(wordAt, (k) => words[k] ?? '', i + 2)) upper.add(i + 2);
    // "a big man named earl": whatever is named is a name, even a word like "earl" or "rose".
    if ((w === 'named' || w === 'called') && next && !relationOf(next) && !OWNERS.has(next)) {
      if (isKnownName(next) || isUnknownWord(next) || COMMON_WORD_NAMES.has(next)) upper.add(i + 2);
    }
    // "in kumasi", "near hexham", "in the rhondda", "outside of harare": after a place word, a word no list knows.
    const cue = PLACE_CUES.has(w) || (w === 'of' && wordAt(i - 2) === 'outside');
    // "below the sacré cœur": a name of words no list knows goes on while they last; "at regina mundi church": it may
    // start with a known name.
    const nameAt = cue && next === 'the' ? i + 4 : cue ? i + 2 : -1;
    if (nameAt > 0 && isKnownName(wordAt(nameAt)) && isUnknownWord(wordAt(nameAt + 2))) upper.add(nameAt);
    const runAt = upper.has(nameAt) && !isUnknownWord(wordAt(nameAt)) ? nameAt + 2 : nameAt;
    for (let k = runAt; k >= 0 && k < runAt + 6 && isUnknownWord(wordAt(k)); k += 2) upper.add(k);
    // "to old trafford", "in new brighton", "at little venice": a place word before a word no list knows, or before
    // a known place, starts its name.
    const prefixed = isPlacePrefix(next) || next === 'old' || next === 'little';
    if (cue && prefixed && (isUnknownWord(wordAt(i + 4)) || placeKind(wordAt(i + 4)))) {
      upper.add(i + 2);
      upper.add(i + 4);
    }
    // "the island of hvar", "the old town of lübeck": the name after "of" is the place's.
    if (isNamedAfterOf(w) && next === 'of')
      for (let k = i + 4; k < i + 10 && isPlaceName(wordAt(k)); k += 2) upper.add(k);
    // "bjorn borg": a word no list knows after a given name is the surname.
    if (isKnownName(w) && next && isUnknownWord(next) && !PLACE_CUES.has(wordAt(i - 2))) upper.add(i + 2);
    // "sister agnes", "father murphy": a family word with no owner before a name is a title.
    if (
      KIN_TITLES.has(w) &&
      !OWNERS.has(wordAt(i - 2)) &&
      next &&
      (isKnownName(next) || isUnknownWord(next))
    ) {
      upper.add(i);
      upper.add(i + 2);
    }
    // "the eiffel tower", "anfield stadium", "croke park": a word no list knows, named by the landmark or venue word
    // after it; and "buckingham palace", "london bridge": a place already known, then that word.
    if (
      isNameEndWord(w) &&
      i >= 2 &&
      (isUnknownWord(wordAt(i - 2)) || (upper.has(i - 2) && !relationOf(wordAt(i - 2))))
    ) {
      upper.add(i - 2);
      upper.add(i);
    }
    // "the church of the holy rood": a venue named after "of" by words a list does not know as everyday ones.
    if (isVenueWord(w) && next === 'of' && !isCommonPlace(wordAt(i + 4)) && !upper.has(i + 4)) {
      const span = venueNameAfterOf(wordAt, i + 4);
      if (span.length > 0) upper.add(i);
      for (const at of span) upper.add(at);
    }
    // "the university of leeds", "the college of york": a seat of learning named after a town the engine knows.
    if (SEATS_OF_LEARNING.has(w) && next === 'of' && placeKind(wordAt(i + 4))) {
      upper.add(i);
      upper.add(i + 4);
    }
    // "the top of table mountain", "near hampden park": two words with no article before them, the last a landmark
    // or landform word, can only be a name; "the table" would need one.
    const bare = cue ? i + 2 : isLandmarkPart(w) && next === 'of' ? i + 4 : -1;
    if (bare > 0 && isBareName(words, wordAt, bare)) {
      upper.add(bare);
      upper.add(bare + 2);
    }
    // "the top of the great orme", "the foot of the matterhorn": what a memory is at the top of is a landmark.
    if (isLandmarkPart(w) && next === 'of') for (const at of landmarkAfterPart(wordAt, i + 4)) upper.add(at);
    // "lake como", "mount kenya", "loch ness": a landform and its name.
    if (LANDFORMS.has(w) && next && (isUnknownWord(next) || upper.has(i + 2) || isKnownName(next))) {
      upper.add(i);
      upper.add(i + 2);
    }
    // "pop used to take me", "with gran": a family pet name used as a name.
    if (isNameLikeKin(w, true) && !OWNERS.has(wordAt(i - 2)) && !NOT_A_NAME_AFTER_KIN.has(next)) upper.add(i);
  }
  return parts
    .map((part, i) => (upper.has(i) ? part.replace(/\p{Ll}/u, (c) => c.toUpperCase()) : part))
    .join('')
    .replace(/(^|[.!?]\s+)(\p{Ll})/gu, (_m, stop: string, c: string) => stop + capitalise(c));
}

/** A lower-case transcript, ready for the rules written for typed text. */
export function restoreTranscript(text: string): string {
  return restoreCapitals(spokenShortYearsToDigits(joinSplitTowns(sayRepeatsOnce(dropFillers(text)))));
}

/** What may follow "X high" when it is a school: "at central high in tulsa", "at lincoln high school", its end. */
const HIGH_SCHOOL_ENDS = new Set(['', 'in', 'school', 'and', 'where', 'when']);
/** Words that make "high" an adjective: "at very high", "at the high". */
const NOT_SCHOOL_NAME = new Set(['the', 'a', 'very', 'so', 'too', 'quite', 'really', 'that', 'how']);

function isPlainName(word: string | undefined): boolean {
  return word !== undefined && /^\p{L}+$/u.test(word) && !NOT_SCHOOL_NAME.has(word.toLowerCase());
}

const DETERMINERS = new Set(['the', 'a', 'an', 'my', 'our', 'his', 'her', 'their', 'this', 'that', 'your']);

/**
 * A town the recogniser heard as two words, "black pool", "black burn": joined when the two words together are a
 * place the engine knows and neither is one alone; never after an article or "my" ("the new port" is a new port).
 * Each word is tried with the next, so "went black pool" finds "black pool" after passing over "went black".
 */
export function joinSplitTowns(text: string): string {
  const words = [...text.matchAll(/(?<![\p{L}'])\p{Ll}{3,}(?![\p{L}'])/gu)];
  let joined = '';
  let copied = 0;
  for (let i = 0; i + 1 < words.length; i++) {
    const [first, second] = [words[i]!, words[i + 1]!];
    const a = first[0];
    const b = second[0];
    const between = text.slice(first.index + a.length, second.index);
    if (!/^\s+$/.test(between)) continue;
    const before = /(\p{L}+)\s+$/u.exec(text.slice(Math.max(0, first.index - 20), first.index))?.[1] ?? '';
    if (DETERMINERS.has(before.toLowerCase()) || placeKind(a) || placeKind(b) || !placeKind(a + b)) continue;
    joined += text.slice(copied, first.index) + a + b;
    copied = second.index + b.length;
    i += 1;
  }
  return joined + text.slice(copied);
}
