/**
 * People in a memory, as the writer knows them.
 *
 * Each is a `Person` (person.ts), printed in the Memory DNA as
 * (see docs/decisions/002-offline-ai-engine.md):
 * - a named person with a stated relation: "Tom (brother)", "Miss Henderson (teacher)";
 * - a named person without one: "Walter", "Mr. Miller", "Neil Armstrong";
 * - an unnamed close relative of the writer: the kin noun, "Mother", "Grandparents".
 * Each person appears once; the writer ("I", "me", "we") never does.
 *
 * Rules run in order of confidence: honorifics and kin words first (they say
 * outright that a person follows), then capitalised names judged by compromise's
 * lexicon and their context. A name right after "in", "near", "at" … is a place,
 * which keeps US states and cities ("Lincoln, Nebraska") out of the list.
 */
import { isNameLikeKin, isTitleKin, KIN_MODIFIERS, OWN, type Relation, relationOf } from './kinship.ts';
import {
  BRANDS,
  honorific,
  isDemonym,
  isGivenName,
  isOnlyGivenName,
  isPersonWord,
  isSurname,
  LOCATIVE,
  monthIndex,
  NOT_NAMES,
  ORGANISATION_WORDS,
  placeKind,
  WEEKDAYS,
} from './lexicon.ts';
import { titleCase } from './normalize.ts';
import type { Person } from './person.ts';
import { isPlacePrefix, isVenueWord } from './place-words.ts';
import type { Token } from './tokens.ts';

interface Mention {
  name: string | null;
  relation: string | null;
  /** Kin noun printed when no name is given. */
  unnamed: string | null;
  first: number;
}

const PRONOUNS = new Set([
  'i',
  'me',
  'my',
  'mine',
  'myself',
  'we',
  'us',
  'our',
  'ours',
  'ourselves',
  'you',
  'your',
  'he',
  'him',
  'his',
  'she',
  'her',
  'they',
  'them',
  'their',
  'it',
  'its',
  'this',
  'that',
  'these',
  'those',
]);
const NOT_A_NAME_POS = new Set(['PRON', 'DET', 'CCONJ', 'SCONJ', 'ADP', 'AUX', 'PART']);

/** Determiners that make a kin word someone else's relative ("his daughter"). */
const OTHER_OWNERS = new Set(['his', 'her', 'their', 'your', 'a', 'an', 'the', 'some', 'whose', 'its']);
const PETS = new Set([
  'dog',
  'cat',
  'horse',
  'pony',
  'puppy',
  'kitten',
  'cow',
  'parrot',
  'bird',
  'goat',
  'mule',
]);
const PERSON_NOUNS = new Set([
  'man',
  'woman',
  'boy',
  'girl',
  'fellow',
  'guy',
  'lady',
  'gentleman',
  'kid',
  'child',
]);
/** Honorifics that are also kin or job words: only honorifics when capitalised and not after "my". */
const AMBIGUOUS_HONORIFICS = new Set([
  'father',
  'sister',
  'brother',
  'nurse',
  'coach',
  'pastor',
  'doctor',
  'officer',
  'judge',
  'captain',
  'lady',
]);

const SINGULAR: Record<string, string> = {
  parents: 'parent',
  grandparents: 'grandparent',
  brothers: 'brother',
  sisters: 'sister',
  siblings: 'sibling',
  sons: 'son',
  daughters: 'daughter',
  children: 'child',
  grandchildren: 'grandchild',
  aunts: 'aunt',
  uncles: 'uncle',
  cousins: 'cousin',
  friends: 'friend',
  neighbors: 'neighbor',
};

function isWord(t: Token | undefined): t is Token {
  return t !== undefined && t.kind === 'word';
}

/** A capitalised word that could be part of a name (not a month, weekday, language …). */
function isNameShaped(t: Token | undefined): boolean {
  if (!isWord(t) || !t.cap) return false;
  const w = t.lower.replace(/\.$/, '');
  // The narrator and other pronouns are never names, wherever they stand in a sentence.
  if (/^i'/.test(w) || PRONOUNS.has(w) || NOT_A_NAME_POS.has(t.pos)) return false;
  return !NOT_NAMES.has(w) && monthIndex(w) < 0 && !WEEKDAYS.has(w) && !isDemonym(w) && /\p{L}/u.test(w);
}

export function extractPeople(tokens: Token[], lowercase: boolean): Person[] {
  const mentions: Mention[] = [];
  const used = new Uint8Array(tokens.length);
  const mark = (from: number, to: number) => {
    for (let k = from; k < to; k++) used[k] = 1;
  };
  const sameSentence = (a: number, b: number) => tokens[a]?.sentence === tokens[b]?.sentence;

  /** A name right after a kin word: capitalised words, or a known given name in lower case. */
  const readName = (at: number, afterKin: boolean): { parts: string[]; end: number } | null => {
    const first = tokens[at];
    if (!isWord(first) || !sameSentence(at, at - 1)) return null;
    const ok = afterKin
      ? isNameShaped(first) || (!first.cap && isGivenName(first.lower))
      : isNameShaped(first);
    if (!ok || relationOf(first.lower) || isVenueWord(first.lower)) return null;
    const parts = [first.text];
    let end = at + 1;
    while (end < at + 3 && !tokens[end - 1]!.possessive) {
      const t = tokens[end];
      const next = lowercase ? isWord(t) && isSurname(t.lower) && !isGivenName(t.lower) : isNameShaped(t);
      if (!next || !sameSentence(end, at) || isVenueWord(t!.lower) || placeKind(t!.lower)) break;
      parts.push(t!.text);
      end += 1;
    }
    return { parts, end };
  };

  /** "Mrs. Abbott", "Dr. Patel", "Father O'Brien". */
  const readHonorific = (at: number): { name: string; end: number } | null => {
    const t = tokens[at];
    if (!isWord(t)) return null;
    const title = honorific(t.lower);
    if (!title) return null;
    const bare = t.lower.replace(/\.$/, '');
    if (AMBIGUOUS_HONORIFICS.has(bare) && (!t.cap || OWN.has(tokens[at - 1]?.lower ?? ''))) return null;
    if (!t.cap && !lowercase) return null;
    const next = tokens[at + 1];
    const nameOk = lowercase
      ? isWord(next) &&
        !relationOf(next.lower) &&
        (isSurname(next.lower) || isGivenName(next.lower) || next.pos === 'PROPN')
      : isNameShaped(next);
    if (!nameOk || !sameSentence(at, at + 1)) return null;
    const parts = [next!.text];
    let end = at + 2;
    if (
      !next!.possessive &&
      isNameShaped(tokens[end]) &&
      !isVenueWord(tokens[end]!.lower) &&
      sameSentence(at, end)
    ) {
      parts.push(tokens[end]!.text);
      end += 1;
    }
    return { name: `${title} ${parts.join(' ')}`, end };
  };

  /** Kin or role word at `at` (after an optional owner and modifiers), and what follows it. */
  const readKin = (i: number): boolean => {
    const t = tokens[i]!;
    let j = i;
    let owner: 'own' | 'the' | null = null;
    if (OWN.has(t.lower)) owner = 'own';
    else if (t.lower === 'the') owner = 'the';
    if (owner) j += 1;
    const modifiers: string[] = [];
    // "twin" is both a relation and a modifier: "my twin brother" is a brother.
    while (
      owner &&
      j < i + 5 &&
      isWord(tokens[j]) &&
      KIN_MODIFIERS.has(tokens[j]!.lower) &&
      (!relationOf(tokens[j]!.lower) || relationOf(tokens[j + 1]?.lower ?? ''))
    ) {
      modifiers.push(tokens[j]!.lower);
      j += 1;
    }
    const kin = tokens[j];
    if (!isWord(kin) || !sameSentence(i, j)) return false;
    const rel = relationOf(kin.lower);
    if (!rel) return false;
    if (owner === 'the' && rel.unnamed !== null) return false;
    if (!owner) {
      const before = tokens[i - 1];
      if (before && (OTHER_OWNERS.has(before.lower) || before.possessive)) return false;
      if (!isTitleKin(kin.lower) && !isNameLikeKin(kin.text, kin.cap)) return false;
    }
    const relation = modifiers.includes('best') && rel.relation === 'friend' ? 'best friend' : rel.relation;

    // Named: "my brother Tom", "my roommate, Georgia Blake", "my brothers Tom and Bill".
    if (!kin.possessive) {
      let k = j + 1;
      if (tokens[k]?.text === ',' && owner) k += 1;
      const honorificName = readHonorific(k);
      if (honorificName) {
        mentions.push({ name: honorificName.name, relation, unnamed: null, first: i });
        mark(i, honorificName.end);
        return true;
      }
      const names = readNameList(k, rel);
      if (names.length > 0) {
        for (const n of names)
          mentions.push({ name: n.name, relation: singular(relation), unnamed: null, first: i });
        mark(i, names[names.length - 1]!.end);
        return true;
      }
      // "My mentor at the bank, Harold Kim": a short phrase, a comma, then the name.
      if (owner && rel.unnamed === null) {
        for (let m = j + 1; m < j + 7 && m < tokens.length && sameSentence(m, j); m++) {
          const tm = tokens[m]!;
          if (tm.pos === 'VERB' || tm.pos === 'AUX') break;
          if (tm.text === ',') {
            const h = readHonorific(m + 1);
            const n = h ? { parts: [h.name], end: h.end } : readName(m + 1, false);
            if (n) {
              mentions.push({ name: n.parts.join(' '), relation, unnamed: null, first: i });
              mark(i, n.end);
              return true;
            }
            break;
          }
        }
      }
    }
    if (rel.unnamed && (owner === 'own' || (!owner && isNameLikeKin(kin.text, kin.cap)))) {
      mentions.push({ name: null, relation: rel.relation, unnamed: rel.unnamed, first: i });
      mark(i, j + 1);
      return true;
    }
    mark(i, j + 1);
    return true;
  };

  /** "Tom", "Tom and Bill", "Ann, Mary and Sue" after a kin word. */
  const readNameList = (k: number, rel: Relation): { name: string; end: number }[] => {
    const first = readName(k, true);
    if (!first) return [];
    const out = [{ name: first.parts.join(' '), end: first.end }];
    if (!rel.plural) return out;
    let at = first.end;
    while (at < tokens.length) {
      const sep = tokens[at]?.lower;
      if (sep !== ',' && sep !== 'and') break;
      const skip = sep === ',' && tokens[at + 1]?.lower === 'and' ? 2 : 1;
      const n = readName(at + skip, true);
      if (!n) break;
      out.push({ name: n.parts.join(' '), end: n.end });
      at = n.end;
    }
    return out;
  };

  // Pass 1: honorifics, kin words and roles.
  for (let i = 0; i < tokens.length; i++) {
    if (used[i] || !isWord(tokens[i])) continue;
    const h = readHonorific(i);
    if (h) {
      mentions.push({ name: h.name, relation: null, unnamed: null, first: i });
      mark(i, h.end);
      continue;
    }
    readKin(i);
  }

  // Pass 2: other capitalised names, judged by lexicon and context.
  let lastPersonEnd = -10;
  for (let i = 0; i < tokens.length; i++) {
    if (used[i]) continue;
    const t = tokens[i]!;
    if (lowercase) {
      // "a big man named earl": in transcripts the noun before "named" is the only clue.
      const introduced =
        (tokens[i - 1]?.lower === 'named' || tokens[i - 1]?.lower === 'called') &&
        PERSON_NOUNS.has(tokens[i - 2]?.lower ?? '');
      if (
        isWord(t) &&
        (introduced || isOnlyGivenName(t.lower)) &&
        !governedByPlace(tokens, i) &&
        !placeKind(t.lower)
      ) {
        mentions.push({ name: titleCase(t.text), relation: null, unnamed: null, first: i });
        used[i] = 1;
      }
      continue;
    }
    if (!isNameShaped(t)) continue;
    let end = i + 1;
    while (end < i + 4 && !tokens[end - 1]!.possessive && isNameShaped(tokens[end]) && sameSentence(i, end))
      end += 1;
    const seq = tokens.slice(i, end);
    mark(i, end);
    const verdict = judgeName(tokens, i, end, lastPersonEnd);
    if (verdict === 'person') {
      mentions.push({ name: seq.map((s) => s.text).join(' '), relation: null, unnamed: null, first: i });
      lastPersonEnd = end;
    }
  }

  return format(attachAppositives(tokens, mentions), lowercase);
}

function singular(relation: string): string {
  return SINGULAR[relation] ?? relation;
}

/**
 * Is the name at i..end a person? Places, venues, brands and pets are not.
 * `lastPersonEnd` lets "Virginia and Georgia were my friends" read Georgia as a
 * person: a state joined by "and" to a person, with no place preposition.
 */
function judgeName(tokens: Token[], i: number, end: number, lastPersonEnd: number): 'person' | 'other' {
  const seq = tokens.slice(i, end);
  const words = seq.map((s) => s.lower.replace(/\.$/, ''));
  const phrase = words.join(' ');
  const before = tokens[i - 1];
  const after = tokens[end];
  const first = words[0]!;
  const last = words[words.length - 1]!;

  if (words.some((w) => BRANDS.has(w) || ORGANISATION_WORDS.has(w) || isVenueWord(w))) return 'other';
  if (isPlacePrefix(first) && seq.length > 1) return 'other';
  // "Dad's Ford", "Miller's Hardware": a possessive makes the next capital a thing.
  if (before?.possessive) return 'other';
  if (seq[seq.length - 1]!.possessive && after?.cap) return 'other';
  if (before && PETS.has(before.lower)) return 'other';
  if (before && (before.lower === 'named' || before.lower === 'called')) {
    return PERSON_NOUNS.has(tokens[i - 2]?.lower ?? '') ? 'person' : 'other';
  }

  const nameLike =
    isGivenName(first) ||
    isPersonWord(phrase) ||
    (seq.length > 1 && isSurname(last)) ||
    (seq.length === 1 && isSurname(first));
  const governed = governedByPlace(tokens, i);
  if (governed === 'place') return 'other';
  // "wrote to Tom", "a letter from Jim": after to/from only a plain name is a person.
  if (governed === 'direction' && (placeKind(phrase) || placeKind(first) || !nameLike)) return 'other';

  const kind = placeKind(phrase) ?? (seq.length === 1 ? null : placeKind(first));
  if (kind) {
    const joined =
      (before?.lower === 'and' || before?.text === ',') &&
      lastPersonEnd >= i - 2 &&
      !governedByPlace(tokens, i - 2);
    if (isPersonWord(phrase) || isGivenName(phrase) || joined) return 'person';
    return 'other';
  }
  if (tokens[i]!.sentenceStart && !nameLike) return 'other';
  if (nameLike) return 'person';
  // An unknown capitalised word doing something ("Pruitt laughed") is most likely a person.
  if (
    !tokens[i]!.sentenceStart &&
    (after?.pos === 'VERB' || after?.pos === 'AUX') &&
    before?.lower !== 'the'
  ) {
    return 'person';
  }
  return 'other';
}

/**
 * Whether the word at `i` (or the list it heads: "in Galway and Dingle") follows a
 * place preposition: 'place' for in/at/near …, 'direction' for to/from (which
 * also take people: "wrote to Tom").
 */
export function governedByPlace(tokens: Token[], i: number): 'place' | 'direction' | null {
  let k = i - 1;
  // Walk back over "X, Y and" lists of capitalised words; a few items are enough,
  // and the bound keeps a text of endless "Tom and Tom and …" linear.
  for (
    let items = 0;
    items < 6 &&
    k > 0 &&
    (tokens[k]!.lower === 'and' || tokens[k]!.text === ',' || tokens[k]!.lower === 'or');
    items++
  ) {
    let m = k - 1;
    while (m >= 0 && m > k - 5 && tokens[m]!.cap && tokens[m]!.kind === 'word' && !tokens[m]!.sentenceStart)
      m -= 1;
    if (m === k - 1) break;
    k = m;
  }
  let prev = tokens[k];
  if (prev?.lower === 'the') prev = tokens[k - 1];
  if (!prev || prev.sentence !== tokens[i]!.sentence) return null;
  if (prev.lower === 'to' || prev.lower === 'from') return 'direction';
  return LOCATIVE.has(prev.lower) ? 'place' : null;
}

/** "Harold Kim, my mentor": a relation written after the name. */
function attachAppositives(tokens: Token[], mentions: Mention[]): Mention[] {
  return mentions.map((m) => {
    if (!m.name || m.relation) return m;
    let k = m.first;
    while (k < tokens.length && tokens[k]!.text !== ',' && k < m.first + 4) k += 1;
    if (tokens[k]?.text !== ',' || !OWN.has(tokens[k + 1]?.lower ?? '')) return m;
    let j = k + 2;
    while (j < k + 5 && KIN_MODIFIERS.has(tokens[j]?.lower ?? '')) j += 1;
    const rel = relationOf(tokens[j]?.lower ?? '');
    return rel && !rel.plural ? { ...m, relation: rel.relation } : m;
  });
}

/** Merge mentions of one person, in the order the memory first names them. */
function format(mentions: Mention[], lowercase: boolean): Person[] {
  const named: Mention[] = [];
  const byKey = new Map<string, Mention>();
  const byFirst = new Map<string, Mention>();
  const unnamed = new Map<string, Mention>();
  for (const m of mentions) {
    if (m.name === null) {
      if (m.unnamed && !unnamed.has(m.unnamed)) unnamed.set(m.unnamed, m);
      continue;
    }
    const key = nameKey(m.name);
    const firstWord = key.split(' ')[0]!;
    // "Tom" and "Tom Smith" are one person: match on the whole key or on the first name.
    const same = byKey.get(key) ?? byKey.get(firstWord) ?? byFirst.get(key);
    if (same) {
      same.relation ??= m.relation;
      if (m.name.length > same.name!.length && !same.name!.includes('.')) same.name = m.name;
      byKey.set(key, same);
    } else {
      const copy = { ...m };
      named.push(copy);
      byKey.set(key, copy);
      if (!byFirst.has(firstWord)) byFirst.set(firstWord, copy);
    }
  }
  const namedRelations = new Set(named.map((n) => n.relation).filter((r) => r !== null));
  const all = [
    ...named,
    ...[...unnamed.values()].filter((m) => m.relation === null || !namedRelations.has(m.relation)),
  ];
  all.sort((a, b) => a.first - b.first);
  return all.map((m) => {
    if (m.name === null) return { name: m.unnamed!, relation: m.unnamed!.toLowerCase() };
    const name = lowercase ? titleCase(m.name) : m.name;
    return m.relation ? { name, relation: m.relation } : { name };
  });
}

/** Name without honorific, lower case: "Mr. Miller" and "Miller" are one person. */
function nameKey(name: string): string {
  const parts = name.toLowerCase().split(' ');
  if (parts.length > 1 && honorific(parts[0]!)) parts.shift();
  return parts.join(' ');
}
