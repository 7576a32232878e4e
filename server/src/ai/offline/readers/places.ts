/**
 * Where a memory happened, as the writer would say it: "Dayton, Ohio",
 * "St. Mary's Church in Boston", "the farm".
 *
 * Candidates are the phrases after place prepositions. A named place (capitalised,
 * or known to compromise's lexicon in lower-case transcripts) beats an everyday one,
 * and "in/at/near" beat "to", which beats "from": in "we drove from Toledo to
 * Yellowstone" the memory is at Yellowstone.
 */

import type { Person } from '#server/ai/rules/person.ts';
import {
  BRANDS,
  honorific,
  isDemonym,
  LOCATIVE,
  monthIndex,
  NOT_NAMES,
  ORGANISATION_WORDS,
  type PlaceKind,
  placeKind,
  WEEKDAYS,
} from '../words/lexicon.ts';
import {
  isCommonPlace,
  isLandmarkPart,
  isNamedAfterOf,
  isPlacePrefix,
  isVenueWord,
} from '../words/place-words.ts';
import { relationOf } from './kinship.ts';
import { titleCase } from './normalize.ts';
import type { Token } from './tokens.ts';

interface Candidate {
  text: string;
  named: boolean;
  /** 3 = in/at/near …, 2 = to, 1 = from, 0 = elsewhere. */
  strength: number;
  at: number;
}

const DETERMINERS = new Set(['the', 'a', 'an', 'our', 'my', 'his', 'her', 'their', 'this', 'that']);
/** Bare nouns that name a place without a determiner: "followed me to school". */
const BARE_PLACES = new Set(['school', 'church', 'college']);
/** Verbs whose object is a place: "we left Saigon", "we visited Rome". */
const MOTION_VERBS = new Set([
  'left',
  'leave',
  'visited',
  'visit',
  'toured',
  'reached',
  'flew',
  'fled',
  'escaped',
]);
/** Verbs of seeing: "we saw the Colosseum", "to see the Eiffel Tower". */
const SIGHT_VERBS = new Set(['see', 'saw', 'seen', 'seeing']);
const STRENGTH: Record<string, number> = { to: 2, from: 1, into: 2 };

/**
 * After "the top of" or "the island of" (with or without "the" before it), where the name starts; else `at`. "the old
 * town of Lübeck" is read the same way.
 */
function pastLandmarkPart(tokens: Token[], at: number): number {
  let part = tokens[at]?.lower === 'the' ? at + 1 : at;
  if (tokens[part]?.lower === 'old' && isNamedAfterOf(tokens[part + 1]?.lower ?? '')) part += 1;
  const word = tokens[part]?.lower ?? '';
  return (isLandmarkPart(word) || isNamedAfterOf(word)) && tokens[part + 1]?.lower === 'of' ? part + 2 : at;
}

function isWordToken(t: Token | undefined): t is Token {
  return t !== undefined && t.kind === 'word';
}

/** A capitalised word that can be part of a place name. */
function properPart(t: Token | undefined): boolean {
  if (!isWordToken(t) || !t.cap) return false;
  const w = t.lower.replace(/\.$/, '');
  return !NOT_NAMES.has(w) && monthIndex(w) < 0 && !WEEKDAYS.has(w) && !isDemonym(w) && !BRANDS.has(w);
}

export function extractPlace(
  src: string,
  tokens: Token[],
  lowercase: boolean,
  people: Person[],
): string | null {
  // Every word of a person's name: "Mrs. Washington" is not the state of Washington.
  const personNames = new Set(
    people.flatMap((person) => {
      const name = person.name.toLowerCase();
      return [name, ...name.split(' ')];
    }),
  );
  const candidates: Candidate[] = [];
  // "from the tenement in Gorbals to a new house in Easterhouse": a place inside a "from" phrase that a "to" phrase
  // answers is where the memory left, as weak as "from" itself, until "to" ends the phrase. Without the "to"
  // ("graduated from Trinity College in Dublin") the place is where it happened.
  let fromPhrase = -1;

  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (
      fromPhrase >= 0 &&
      (t.sentence !== tokens[fromPhrase]!.sentence || t.pos === 'VERB' || t.pos === 'AUX')
    )
      fromPhrase = -1;
    if (!isWordToken(t)) continue;
    if (t.lower === 'called' || t.lower === 'named') {
      // "a little village near Kraków called Wieliczka": a place given its name is the place.
      const named = placeCalled(src, tokens, i, personNames);
      if (named) {
        for (let c = candidates.length - 1; c >= 0 && candidates[c]!.at >= named.noun - 1; c--)
          candidates.pop();
        candidates.push({ text: named.text, named: true, strength: 3, at: named.noun });
        i = named.end - 1;
      }
      continue;
    }
    if (t.lower === 'out' && tokens[i + 1]?.lower === 'of') {
      // "the ferries out of Dover": where a ship or a job sails from, as weak as "from"../.
      const named = lowercase ? readKnownPlace(src, tokens, i + 2) : readNamedPlace(src, tokens, i + 2);
      if (named && !personNames.has(named.text.toLowerCase()))
        candidates.push({ text: named.text, named: true, strength: STRENGTH.from!, at: i });
      continue;
    }
    if (LOCATIVE.has(t.lower)) {
      const own = STRENGTH[t.lower];
      const strength = own ?? (fromPhrase >= 0 ? STRENGTH.from! : 3);
      if (t.lower === 'from') fromPhrase = goesTo(tokens, i) ? i : -1;
      else if (own !== undefined) fromPhrase = -1;
      // "a farm outside of Nakuru": the place follows "of".
      if (t.lower === 'outside' && tokens[i + 1]?.lower === 'of') i += 1;
      const from = pastLandmarkPart(tokens, i + 1);
      const named = lowercase ? readKnownPlace(src, tokens, from) : readNamedPlace(src, tokens, from);
      if (named && !personNames.has(named.text.toLowerCase())) {
        candidates.push({ text: named.text, named: true, strength, at: i });
        i = named.end - 1;
        continue;
      }
      const common = readCommonPlace(src, tokens, i + 1, t.lower);
      if (common) candidates.push({ text: common.text, named: false, strength, at: i });
    } else if (SIGHT_VERBS.has(t.lower) && tokens[i + 1]?.lower === 'the' && !lowercase) {
      // "we saw the Colosseum": a landmark is seen with "the"; a person seen is not ("we saw Elvis").
      const named = readNamedPlace(src, tokens, i + 1);
      if (named && !personNames.has(named.text.replace(/^the\s+/i, '').toLowerCase())) {
        candidates.push({ text: named.text, named: true, strength: 2, at: i });
      }
    } else if (MOTION_VERBS.has(t.lower)) {
      const named = lowercase ? readKnownPlace(src, tokens, i + 1) : readNamedPlace(src, tokens, i + 1);
      if (named && !personNames.has(named.text.toLowerCase())) {
        candidates.push({ text: named.text, named: true, strength: 2, at: i });
      }
    }
  }

  const best =
    pick(candidates, (c) => c.named && c.strength === 3) ??
    pick(candidates, (c) => c.named && c.strength === 2) ??
    pick(candidates, (c) => !c.named && c.strength >= 2) ??
    pick(candidates, (c) => c.named) ??
    pick(candidates, () => true) ??
    anyKnownPlace(src, tokens, personNames);
  if (!best) return null;
  return lowercase ? titleCase(best) : best;
}

/** Whether "to" or "into" follows the "from" at `at` in the same clause, before any verb. */
function goesTo(tokens: Token[], at: number): boolean {
  for (let k = at + 1; k < at + 12 && tokens[k]?.sentence === tokens[at]!.sentence; k++) {
    const t = tokens[k]!;
    if (t.pos === 'VERB' || t.pos === 'AUX') return false;
    if (t.lower === 'to' || t.lower === 'into') return true;
  }
  return false;
}

/** The place after "called" or "named" at `at`, when an everyday place comes just before it, with no verb between. */
function placeCalled(
  src: string,
  tokens: Token[],
  at: number,
  personNames: Set<string>,
): { text: string; end: number; noun: number } | null {
  let noun = -1;
  for (let k = at - 1; k >= 0 && k >= at - 8 && tokens[k]!.sentence === tokens[at]!.sentence; k--) {
    const t = tokens[k]!;
    if (t.pos === 'VERB' || t.pos === 'AUX') break;
    if (isWordToken(t) && isCommonPlace(t.lower)) noun = k;
  }
  if (noun < 0) return null;
  const named = readNamedPlace(src, tokens, at + 1);
  if (!named || personNames.has(named.text.toLowerCase())) return null;
  return { ...named, noun };
}

function pick(candidates: Candidate[], test: (c: Candidate) => boolean): string | null {
  return candidates.find(test)?.text ?? null;
}

/**
 * A capitalised place after a preposition: "Lake Okoboji", "Dayton, Ohio",
 * "St. Mary's Church in Boston", "the Pacific".
 */
function readNamedPlace(src: string, tokens: Token[], at: number): { text: string; end: number } | null {
  let start = at;
  if (tokens[start]?.lower === 'the') start += 1;
  const seq = readProperSequence(tokens, start);
  if (!seq) return null;
  let end = seq.end;
  const words = tokens.slice(start, end).map((t) => t.lower.replace(/\.$/, ''));
  if (honorific(words[0]!) && !isPlacePrefix(words[0]!)) return null;
  if (words.length === 1 && relationOf(words[0]!)) return null;
  // "Dad's Ford station wagon", "Tom's house": the possessed thing decides, not the owner.
  if (tokens[end - 1]!.possessive && !properPart(tokens[end])) return null;
  // "New Year's Eve": a capitalised date word right after ends the candidate.
  if (tokens[end]?.cap && NOT_NAMES.has(tokens[end]!.lower.replace(/'s$/, ''))) return null;
  if (words.some((w) => ORGANISATION_WORDS.has(w))) return null;
  // "the Legion hall": a capitalised word describing an everyday place is not the place's name.
  const next = tokens[end];
  if (isWordToken(next) && !next.cap && next.pos === 'NOUN' && isCommonPlace(next.lower)) return null;
  const kind = placeKind(words.join(' '));

  // "Dayton, Ohio", "Naples, Italy": a comma and a region or country.
  if (tokens[end]?.text === ',' && properPart(tokens[end + 1])) {
    const container = readProperSequence(tokens, end + 1);
    const containerKind = container && placeKind(phraseOf(tokens, end + 1, container.end).toLowerCase());
    if (container && (containerKind === 'Region' || containerKind === 'Country')) end = container.end;
  }
  // "St. Mary's Church in Boston": a venue and the town it is in.
  else if (isVenue(kind, words) && (tokens[end]?.lower === 'in' || tokens[end]?.lower === 'on')) {
    const town = readProperSequence(tokens, end + 1);
    if (town) {
      const townWords = phraseOf(tokens, end + 1, town.end).toLowerCase();
      if (placeKind(townWords) || isVenueWord(tokens[town.end - 1]!.lower)) end = town.end;
    }
  }
  return { text: textOf(src, tokens, at, end), end };
}

function isVenue(kind: PlaceKind | null, words: string[]): boolean {
  return kind === null || kind === 'Place' || words.some((w) => isVenueWord(w));
}

/** Consecutive capitalised words (a possessive may sit inside: "St. Mary's Church"). */
function readProperSequence(tokens: Token[], at: number): { end: number } | null {
  const first = tokens[at];
  if (!first || !properPart(first)) return null;
  let end = at + 1;
  while (end < at + 5) {
    const t = tokens[end];
    if (t?.sentence !== first.sentence) break;
    if (properPart(t) || (t.kind === 'number' && tokens[end - 1]!.lower === 'route')) {
      end += 1;
      continue;
    }
    // "the Church of St Michael", "the Church of the Holy Rood": a venue's name goes on after "of".
    if (t.lower === 'of' && isVenueWord(tokens[end - 1]!.lower)) {
      const skip = tokens[end + 1]?.lower === 'the' ? 2 : 1;
      if (properPart(tokens[end + skip])) {
        end += skip;
        continue;
      }
    }
    break;
  }
  return { end };
}

/** In lower-case transcripts: a place compromise knows ("new orleans"), or "gary indiana". */
function readKnownPlace(src: string, tokens: Token[], at: number): { text: string; end: number } | null {
  let start = at;
  if (tokens[start]?.lower === 'the') start += 1;
  for (let len = 3; len >= 1; len--) {
    if (start + len > tokens.length) continue;
    const slice = tokens.slice(start, start + len);
    if (!slice.every(isWordToken)) continue;
    const phrase = slice.map((t) => t.lower).join(' ');
    if (placeKind(phrase)) return { text: textOf(src, tokens, start, start + len), end: start + len };
  }
  // "in gary indiana": an unknown word followed by a state is a town in that state.
  const town = tokens[start];
  const state = tokens[start + 1];
  if (isWordToken(town) && isWordToken(state) && placeKind(state.lower) === 'Region' && town.pos !== 'DET') {
    return { text: `${town.text}, ${state.text}`, end: start + 2 };
  }
  return null;
}

/**
 * An everyday place: "the farm", "Grandma's house", "the porch of the general
 * store", "Mrs. Abbott's fourth grade class".
 */
function readCommonPlace(src: string, tokens: Token[], at: number, prep = 'of'): { text: string } | null {
  const first = tokens[at];
  if (!isWordToken(first)) return null;
  // "graduated from college" says where someone came from, not where the memory is.
  if (BARE_PLACES.has(first.lower) && !tokens[at + 1]?.possessive)
    return prep === 'from' || prep === 'of' ? null : { text: first.text };
  let k = at;
  let determined = false;
  if (DETERMINERS.has(first.lower)) {
    determined = true;
    k += 1;
  }
  // An owner ending in a possessive: "Grandma's", "Mrs. Abbott's", "my grandmother's".
  for (let m = k; m < k + 3 && m < tokens.length; m++) {
    const t = tokens[m]!;
    if (!isWordToken(t)) break;
    if (t.possessive) {
      determined = true;
      k = m + 1;
      break;
    }
    if (!(t.cap || t.lower === 'and' || relationOf(t.lower))) break;
  }
  if (!determined) return null;
  // Modifiers then the head noun: the last word before something that is not part of the phrase.
  let head = -1;
  for (let m = k; m < k + 4 && m < tokens.length; m++) {
    const t = tokens[m]!;
    if (!isWordToken(t) || t.sentence !== first.sentence) break;
    // "parking" and "nursing" tag as verbs, but "the church parking lot" is one place.
    const gerundInPlace = t.lower.endsWith('ing') && isCommonPlace(tokens[m + 1]?.lower ?? '');
    if ((t.pos === 'VERB' && !gerundInPlace) || ['AUX', 'ADP', 'PRON', 'CCONJ', 'PART'].includes(t.pos))
      break;
    if (isCommonPlace(t.lower)) head = m;
    if (t.possessive) break;
  }
  // "at Aunt Lucille's for supper": the owner alone names their home.
  if (head < 0) {
    const after = tokens[k];
    const ends = !after || after.kind === 'punct' || ['ADP', 'CCONJ', 'SCONJ', 'ADV'].includes(after.pos);
    const elliptical =
      (prep === 'at' || prep === 'to') && k > at && tokens[k - 1]!.possessive && tokens[at]!.cap && ends;
    return elliptical ? { text: textOf(src, tokens, at, k) } : null;
  }
  let end = head + 1;
  // "the porch of the general store"
  if (tokens[end]?.lower === 'of') {
    const inner = readCommonPlace(src, tokens, end + 1, 'of');
    if (inner) return { text: `${textOf(src, tokens, at, end)} of ${inner.text}` };
  }
  // A trailing possessive word means the phrase goes on ("the sheriff's booth"): keep the whole.
  while (end < tokens.length && tokens[end - 1]!.possessive && isWordToken(tokens[end])) end += 1;
  return { text: textOf(src, tokens, at, end) };
}

/** What a team does: "the year England won the cup" names a side, not where the memory happened. */
const TEAM_VERBS = new Set(['won', 'beat', 'lost', 'drew', 'played', 'scored', 'qualified']);
/** What a place gives its name to: "roast beef and yorkshire pudding", "a jersey cow", "a devon cream tea". */
const NAMED_FOR_A_PLACE = new Set([
  'pudding',
  'puddings',
  'tea',
  'terrier',
  'pie',
  'pies',
  'ham',
  'cheese',
  'cow',
  'cows',
  'stew',
  'cake',
  'sauce',
]);

/** Last resort: any city, country or region compromise knows, that is not a person or a team. */
function anyKnownPlace(src: string, tokens: Token[], personNames: Set<string>): string | null {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (!isWordToken(t) || tokens[i - 1]?.lower === 'from') continue;
    for (let len = 3; len >= 1; len--) {
      const slice = tokens.slice(i, i + len);
      if (slice.length < len || !slice.every(isWordToken)) continue;
      const phrase = slice.map((s) => s.lower).join(' ');
      const kind = placeKind(phrase);
      const next = tokens[i + len]?.lower ?? '';
      if (TEAM_VERBS.has(next) || NAMED_FOR_A_PLACE.has(next)) continue;
      if (kind && kind !== 'Place' && !personNames.has(phrase) && (t.cap || len > 1 || kind !== 'City')) {
        return textOf(src, tokens, i, i + len);
      }
    }
  }
  return null;
}

/** The phrase exactly as written, possessives and punctuation included. */
function textOf(src: string, tokens: Token[], from: number, to: number): string {
  return src.slice(tokens[from]!.start, tokens[to - 1]!.end).replace(/[\s,.;:]+$/, '');
}

function phraseOf(tokens: Token[], from: number, to: number): string {
  return tokens
    .slice(from, to)
    .map((t) => t.text)
    .join(' ');
}
