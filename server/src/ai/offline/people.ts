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
  const reader = new PeopleReader(tokens, lowercase);
  reader.readTitlesAndKin();
  reader.readOtherNames();
  return format(attachAppositives(tokens, reader.mentions), lowercase);
}

/** A name read from the tokens, and the index just past it. */
interface NameRead {
  name: string;
  end: number;
}

/** A kin or role word and what stands before it: "my little brother", "the teacher", "Aunt". */
interface KinWord {
  /** Where the phrase starts (the owner, when there is one). */
  start: number;
  /** Where the kin word itself is. */
  at: number;
  owner: 'own' | 'the' | null;
  relation: Relation;
  /** The relation as printed: "best friend" for "my best friend". */
  printed: string;
}

/**
 * One pass over a memory's tokens. Each rule reads at an index, and when it finds
 * a person it adds a mention and marks the tokens it used, so a later rule does
 * not read the same words again.
 */
class PeopleReader {
  readonly mentions: Mention[] = [];
  private readonly tokens: Token[];
  private readonly lowercase: boolean;
  private readonly used: Uint8Array;

  constructor(tokens: Token[], lowercase: boolean) {
    this.tokens = tokens;
    this.lowercase = lowercase;
    this.used = new Uint8Array(tokens.length);
  }

  /** Pass 1: honorifics, kin words and roles, which say outright that a person follows. */
  readTitlesAndKin(): void {
    for (let start = 0; start < this.tokens.length; start++) {
      if (this.used[start] || !isWord(this.tokens[start])) continue;
      const titled = this.readHonorific(start);
      if (titled) this.add(titled.name, null, start, titled.end);
      else this.readKin(start);
    }
  }

  /** Pass 2: other capitalised names, judged by lexicon and context. */
  readOtherNames(): void {
    let lastPersonEnd = -10;
    for (let start = 0; start < this.tokens.length; start++) {
      if (this.used[start]) continue;
      if (this.lowercase) {
        this.readTranscriptName(start);
        continue;
      }
      if (!isNameShaped(this.tokens[start])) continue;
      let end = start + 1;
      while (
        end < start + 4 &&
        !this.tokens[end - 1]!.possessive &&
        isNameShaped(this.tokens[end]) &&
        this.sameSentence(start, end)
      )
        end += 1;
      this.mark(start, end);
      if (judgeName(this.tokens, start, end, lastPersonEnd) === 'person') {
        const name = this.tokens
          .slice(start, end)
          .map((t) => t.text)
          .join(' ');
        this.mentions.push({ name, relation: null, unnamed: null, first: start });
        lastPersonEnd = end;
      }
    }
  }

  /** In a lower-case transcript only a word known as a given name, or one "named" so, is a person. */
  private readTranscriptName(at: number): void {
    const t = this.tokens[at];
    // "a big man named earl": in transcripts the noun before "named" is the only clue.
    const introduced =
      (this.tokens[at - 1]?.lower === 'named' || this.tokens[at - 1]?.lower === 'called') &&
      PERSON_NOUNS.has(this.tokens[at - 2]?.lower ?? '');
    if (
      isWord(t) &&
      (introduced || isOnlyGivenName(t.lower)) &&
      !governedByPlace(this.tokens, at) &&
      !placeKind(t.lower)
    ) {
      this.mentions.push({ name: titleCase(t.text), relation: null, unnamed: null, first: at });
      this.used[at] = 1;
    }
  }

  /** "Mrs. Abbott", "Dr. Patel", "Father O'Brien". */
  private readHonorific(at: number): NameRead | null {
    const { tokens, lowercase } = this;
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
    if (!nameOk || !this.sameSentence(at, at + 1)) return null;
    const parts = [next!.text];
    let end = at + 2;
    if (
      !next!.possessive &&
      isNameShaped(tokens[end]) &&
      !isVenueWord(tokens[end]!.lower) &&
      this.sameSentence(at, end)
    ) {
      parts.push(tokens[end]!.text);
      end += 1;
    }
    return { name: `${title} ${parts.join(' ')}`, end };
  }

  /** A kin or role word at `start` (after an optional owner and modifiers), and who it names. */
  private readKin(start: number): void {
    const kin = this.readKinWord(start);
    if (!kin) return;
    const word = this.tokens[kin.at]!;
    if (!word.possessive && this.readKinName(kin)) return;
    const unnamedRelative =
      kin.relation.unnamed && (kin.owner === 'own' || (!kin.owner && isNameLikeKin(word.text, word.cap)));
    if (unnamedRelative) {
      this.mentions.push({
        name: null,
        relation: kin.relation.relation,
        unnamed: kin.relation.unnamed,
        first: start,
      });
    }
    this.mark(start, kin.at + 1);
  }

  /** "my little brother", "the teacher", "Aunt" (a title kin word), but not "his daughter". */
  private readKinWord(start: number): KinWord | null {
    const { tokens } = this;
    const first = tokens[start]!;
    const owner = OWN.has(first.lower) ? 'own' : first.lower === 'the' ? 'the' : null;
    let at = owner ? start + 1 : start;
    const modifiers: string[] = [];
    // "twin" is both a relation and a modifier: "my twin brother" is a brother.
    while (
      owner &&
      at < start + 5 &&
      isWord(tokens[at]) &&
      KIN_MODIFIERS.has(tokens[at]!.lower) &&
      (!relationOf(tokens[at]!.lower) || relationOf(tokens[at + 1]?.lower ?? ''))
    ) {
      modifiers.push(tokens[at]!.lower);
      at += 1;
    }
    const word = tokens[at];
    if (!isWord(word) || !this.sameSentence(start, at)) return null;
    const relation = relationOf(word.lower);
    if (!relation) return null;
    if (owner === 'the' && relation.unnamed !== null) return null;
    if (!owner) {
      const before = tokens[start - 1];
      if (before && (OTHER_OWNERS.has(before.lower) || before.possessive)) return null;
      if (!isTitleKin(word.lower) && !isNameLikeKin(word.text, word.cap)) return null;
    }
    const printed =
      modifiers.includes('best') && relation.relation === 'friend' ? 'best friend' : relation.relation;
    return { start, at, owner, relation, printed };
  }

  /** Named after the kin word: "my brother Tom", "my roommate, Georgia Blake", "my brothers Tom and Bill". */
  private readKinName(kin: KinWord): boolean {
    let at = kin.at + 1;
    if (this.tokens[at]?.text === ',' && kin.owner) at += 1;
    const titled = this.readHonorific(at);
    if (titled) {
      this.add(titled.name, kin.printed, kin.start, titled.end);
      return true;
    }
    const names = this.readNameList(at, kin.relation);
    if (names.length > 0) {
      for (const { name } of names)
        this.mentions.push({ name, relation: singular(kin.printed), unnamed: null, first: kin.start });
      this.mark(kin.start, names[names.length - 1]!.end);
      return true;
    }
    const later = kin.owner && kin.relation.unnamed === null ? this.readNameAfterPhrase(kin.at) : null;
    if (later) {
      this.add(later.name, kin.printed, kin.start, later.end);
      return true;
    }
    return false;
  }

  /** "My mentor at the bank, Harold Kim": a short phrase, a comma, then the name. */
  private readNameAfterPhrase(kinAt: number): NameRead | null {
    const { tokens } = this;
    for (let at = kinAt + 1; at < kinAt + 7 && at < tokens.length && this.sameSentence(at, kinAt); at++) {
      const t = tokens[at]!;
      if (t.pos === 'VERB' || t.pos === 'AUX') return null;
      if (t.text === ',') return this.readHonorific(at + 1) ?? this.readName(at + 1, false);
    }
    return null;
  }

  /** "Tom", "Tom and Bill", "Ann, Mary and Sue" after a kin word. */
  private readNameList(at: number, relation: Relation): NameRead[] {
    const first = this.readName(at, true);
    if (!first) return [];
    const names = [first];
    if (!relation.plural) return names;
    let next = first.end;
    while (next < this.tokens.length) {
      const separator = this.tokens[next]?.lower;
      if (separator !== ',' && separator !== 'and') break;
      const skip = separator === ',' && this.tokens[next + 1]?.lower === 'and' ? 2 : 1;
      const name = this.readName(next + skip, true);
      if (!name) break;
      names.push(name);
      next = name.end;
    }
    return names;
  }

  /** A name: capitalised words, or after a kin word a known given name in lower case. */
  private readName(at: number, afterKin: boolean): NameRead | null {
    const { tokens, lowercase } = this;
    const first = tokens[at];
    if (!isWord(first) || !this.sameSentence(at, at - 1)) return null;
    const ok = afterKin
      ? isNameShaped(first) || (!first.cap && isGivenName(first.lower))
      : isNameShaped(first);
    if (!ok || relationOf(first.lower) || isVenueWord(first.lower)) return null;
    const parts = [first.text];
    let end = at + 1;
    while (end < at + 3 && !tokens[end - 1]!.possessive) {
      const t = tokens[end];
      const next = lowercase ? isWord(t) && isSurname(t.lower) && !isGivenName(t.lower) : isNameShaped(t);
      if (!next || !this.sameSentence(end, at) || isVenueWord(t!.lower) || placeKind(t!.lower)) break;
      parts.push(t!.text);
      end += 1;
    }
    return { name: parts.join(' '), end };
  }

  private add(name: string, relation: string | null, start: number, end: number): void {
    this.mentions.push({ name, relation, unnamed: null, first: start });
    this.mark(start, end);
  }

  private mark(from: number, to: number): void {
    for (let at = from; at < to; at++) this.used[at] = 1;
  }

  private sameSentence(a: number, b: number): boolean {
    return this.tokens[a]?.sentence === this.tokens[b]?.sentence;
  }
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
