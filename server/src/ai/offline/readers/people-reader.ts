/**
 * The rules that find people in a memory's tokens, one method each: honorifics
 * ("Mrs. Abbott"), kin and role words ("my brother Tom", "my mentor at the bank,
 * Harold Kim"), lists of names after them, and other capitalised names.
 */

import { honorific, isGivenName, isOnlyGivenName, isSurname, placeKind } from '../words/lexicon.ts';
import {
  ALONG_POS,
  AMBIGUOUS_HONORIFICS,
  BARE_NAME_POS,
  CALLING,
  GREAT_KIN,
  kinAfterPossessive,
  MARRIAGE_ORDER,
  NAMED_ONE,
  NAMING_TITLES,
  NAMING_WORDS,
  OTHER_OWNERS,
  OWN_WITH_THE,
  OWN_WITH_THE_ALONG,
  PARTNER_OWNER,
  PRONOUN_REACH,
  relationThrough,
  SPOUSE_OWNERS,
  singular,
  VERB_POS,
} from '../words/people-words.ts';
import { isVenueWord } from '../words/place-words.ts';
import {
  isKinWordAbroadNeedingAnOwner,
  isNameLikeKin,
  isOwnedFamilyWord,
  isTitleKin,
  KIN_MODIFIERS,
  OWN,
  ownedFamilyWord,
  type Relation,
  relationOf,
} from './kinship.ts';
import { titleCase } from './normalize.ts';
import {
  governedByPlace,
  isNameShaped,
  isWord,
  judgeName,
  NICKNAME_WORDS,
  namesAThing,
  PERSON_NOUNS,
} from './person-names.ts';
import type { Token } from './tokens.ts';

/** A person as one passage names them; people.ts merges the mentions of one person. */
export interface Mention {
  name: string | null;
  relation: string | null;
  /** Kin noun printed when no name is given. */
  unnamed: string | null;
  first: number;
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
export class PeopleReader {
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
      !namesAThing(this.tokens, at) &&
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
    if (!title || namesAThing(tokens, at)) return null;
    const bare = t.lower.replace(/\.$/, '');
    if (AMBIGUOUS_HONORIFICS.has(bare) && (!t.cap || this.isOwner(at - 1))) return null;
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

  /**
   * "her first husband", "his second wife": someone else's spouse, singled out by the order of marriages, is one
   * person of the story even unnamed. Printed as "First husband", or "Jack (first husband)" when named.
   */
  private readNumberedSpouse(start: number): boolean {
    const { tokens } = this;
    const owner = tokens[start]!;
    const order = tokens[start + 1];
    const word = tokens[start + 2];
    if (!SPOUSE_OWNERS.has(owner.lower) || !isWord(order) || !MARRIAGE_ORDER.has(order.lower)) return false;
    if (!isWord(word) || word.possessive || !this.sameSentence(start, start + 2)) return false;
    const relation = relationOf(word.lower)?.relation;
    if (relation !== 'husband' && relation !== 'wife') return false;
    const printed = `${order.lower} ${relation}`;
    // "her first husband jack", "his second wife, Ann"
    const named = this.readName(tokens[start + 3]?.text === ',' ? start + 4 : start + 3, true);
    if (named) {
      this.add(titleCase(named.name), printed, start, named.end);
      return true;
    }
    const unnamed = printed.charAt(0).toUpperCase() + printed.slice(1);
    this.mentions.push({ name: null, relation: printed, unnamed, first: start });
    this.mark(start, start + 3);
    return true;
  }

  /**
   * "my wife's sister, the one we called Bunty", "my son's wife Aiko": the first relative only links the storyteller
   * to the person of the story, printed with the relation the two make ("Bunty (sister-in-law)"). Unnamed, she is
   * the relation alone ("Daughter-in-law"); before a title ("my uncle's wife auntie Mavis") the title names her.
   * A pet name is the storyteller's own without "my": "nana's sister auntie Flo", "pop's sister aunt Bridie".
   */
  private readRelativeOfRelative(start: number): boolean {
    const { tokens } = this;
    const owned = this.isOwner(start);
    const linkAt = owned ? start + 1 : start;
    const link = tokens[linkAt];
    // "my mum's second husband Walter": words like "second" or "late" may stand before the kin word.
    let wordAt = linkAt + 1;
    while (
      wordAt < linkAt + 3 &&
      isWord(tokens[wordAt]) &&
      KIN_MODIFIERS.has(tokens[wordAt]!.lower) &&
      kinAfterPossessive(tokens[wordAt + 1]?.lower ?? '')
    )
      wordAt += 1;
    const word = tokens[wordAt];
    if (!isWord(link) || !link.possessive || !isWord(word)) return false;
    const linkWord = link.lower.replace(/'s?$/, '');
    if (!owned && !(isNameLikeKin(linkWord, link.cap) && !this.ownedByOther(start))) return false;
    if (word.possessive || !this.sameSentence(start, wordAt)) return false;
    const linkRelation = relationOf(linkWord);
    const kinRelation = kinAfterPossessive(word.lower);
    if (!linkRelation?.unnamed || !kinRelation || linkRelation.plural) return false;
    // "my husband's brothers" are his brothers-in-law; a group with no word of its own ("my mum's cousins") is read
    // by the rules below.
    const chained = relationThrough(linkRelation.relation, kinRelation);
    if (kinRelation.plural && !chained) return false;
    const relation = chained ?? kinRelation;
    const after = wordAt + 1;
    this.mark(start, after);
    const next = tokens[after];
    if (isWord(next) && relationOf(next.lower)) {
      // "nana's sister auntie Flo": the title names her, the chain says who she is ("Flo (great-aunt)").
      const titled = isTitleKin(next.lower)
        ? (this.readName(after + 1, true) ?? this.readBareName(after + 1))
        : null;
      if (titled) this.add(titled.name, relation.relation, start, titled.end);
      return true;
    }
    const named = this.readName(after, true) ?? this.readNameSaidLater(after);
    if (named) this.add(named.name, relation.relation, start, named.end);
    else if (relation.unnamed) this.addUnnamed(relation, start);
    return true;
  }

  /**
   * "my son Thabo and his wife", "me mam and her sister Nora", "my nephew Callum and his wee girl", "my wife passed and
   * her brother Dennis helped": "his" or "her" points back to the storyteller's relative named last, close before, when
   * the pronoun fits them, so the spouse, sibling or child is family too, printed with the relation the two make
   * ("Nora (aunt)", "Great-niece"). Someone else named in between ("my mother met Mrs Jones and her sister") takes
   * the pronoun, and a chain with no word of its own ("his friend") stays someone else's.
   */
  private readRelativesKin(start: number): boolean {
    const { tokens } = this;
    const owner = tokens[start]!.lower;
    if (owner !== 'his' && owner !== 'her') return false;
    let at = start + 1;
    while (isWord(tokens[at]) && KIN_MODIFIERS.has(tokens[at]!.lower) && !tokens[at]!.possessive) at += 1;
    const word = tokens[at];
    if (!isWord(word)) return false;
    const said = word.lower.replace(/'s?$/, '');
    const kin = kinAfterPossessive(said);
    const relative = this.mentions[this.mentions.length - 1];
    if (!relative?.relation || !kin || relative.first < start - PRONOUN_REACH) return false;
    if (PARTNER_OWNER[relative.relation] !== owner) return false;
    const relation = relationThrough(relative.relation, kin);
    if (!relation) return false;
    const named = word.possessive ? null : this.readName(at + 1, true);
    if (named) this.add(named.name, relation.relation, start, named.end);
    else {
      this.addUnnamed(relation, start);
      this.mark(start, at + 1);
      this.readSharedOwner(relative.relation, at + 1);
    }
    return true;
  }

  /**
   * "his mam and dad": a second kin word joined by "and", with no owner of its own, belongs to the same relative as
   * the first, so he is the father-in-law, not the storyteller's father.
   */
  private readSharedOwner(relative: string, at: number): void {
    const { tokens } = this;
    const next = tokens[at + 1];
    if (tokens[at]?.lower !== 'and' || !isWord(next) || next.possessive) return;
    const kin = relationOf(next.lower);
    const relation = kin && !kin.plural ? relationThrough(relative, kin) : null;
    if (!relation) return;
    this.addUnnamed(relation, at + 1);
    this.mark(at, at + 2);
  }

  /**
   * "my", "our", and "me" as many storytellers say "my" ("me mam used to", "me and me brother Danny"): "me" before a
   * family word, unless a verb governs it ("the grandkids call me nanna" names the storyteller).
   */
  private isOwner(at: number): boolean {
    const t = this.tokens[at];
    if (!t) return false;
    if (OWN.has(t.lower)) return true;
    if (t.lower !== 'me' || !this.isFamilyWordAt(at + 1)) return false;
    const before = this.tokens[at - 1];
    return (
      !before || before.sentence !== t.sentence || !(VERB_POS.has(before.pos) || CALLING.has(before.lower))
    );
  }

  /** "mam", "nan's", "lola", "old man": a family word at `at`, past one modifier ("me old man", "me little sister"). */
  private isFamilyWordAt(at: number): boolean {
    const word = this.tokens[at]?.lower.replace(/'s?$/, '') ?? '';
    if (relationOf(word)?.unnamed || isOwnedFamilyWord(word)) return true;
    const next = this.tokens[at + 1]?.lower.replace(/'s?$/, '') ?? '';
    return KIN_MODIFIERS.has(word) && (Boolean(relationOf(next)?.unnamed) || isOwnedFamilyWord(next));
  }

  /** The relation of a kin word at `at` that needs "my" ("lola"), when "and" joins it to another kin word. */
  private pairedKinWord(at: number): Relation | null {
    const { tokens } = this;
    if (!isKinWordAbroadNeedingAnOwner(tokens[at]!.lower)) return null;
    const own = ownedFamilyWord('my', tokens[at]!.lower);
    if (!own || relationOf(tokens[at]!.lower)) return null;
    const kinAt = (i: number) => {
      const w = tokens[i]?.lower ?? '';
      return Boolean(relationOf(w)?.unnamed) || isOwnedFamilyWord(w);
    };
    const joinedAfter = tokens[at + 1]?.lower === 'and' && kinAt(at + 2);
    const joinedBefore = tokens[at - 1]?.lower === 'and' && kinAt(at - 2);
    return joinedAfter || joinedBefore ? own : null;
  }

  /** "his nana's sister": a word before `at` that makes what follows someone else's. */
  private ownedByOther(at: number): boolean {
    const before = this.tokens[at - 1];
    return before !== undefined && (OTHER_OWNERS.has(before.lower) || before.possessive);
  }

  /**
   * "…, the one they called Big Jim", "we called him uncle Sonny": a name given a few words on, in the same
   * sentence. The naming word may not follow the relative at once: in "my mother called him Jack" she gives the name.
   */
  private readNameSaidLater(from: number): NameRead | null {
    const { tokens } = this;
    for (let at = from; at < from + 6 && at < tokens.length && this.sameSentence(at, from); at++) {
      const t = tokens[at]!;
      if (t.pos === 'VERB' && !NAMING_WORDS.has(t.lower)) return null;
      // "our dad had a greyhound called lady gwen": the name is the greyhound's.
      if (t.pos === 'NOUN' && !PERSON_NOUNS.has(t.lower)) return null;
      if (NAMING_WORDS.has(t.lower)) return at > from ? this.readNickname(at + 1) : null;
    }
    return null;
  }

  /** The name after a naming word: "Bunty", "him Sonny", "uncle Sonny", "Big Jim", "little Mo". */
  private readNickname(from: number): NameRead | null {
    const { tokens } = this;
    let at = from;
    if (NAMED_ONE.has(tokens[at]?.lower ?? '')) at += 1;
    if (isTitleKin(tokens[at]?.lower ?? '')) at += 1;
    const start = tokens[at];
    if (!isWord(start) || !this.sameSentence(at, from)) return null;
    if (!NICKNAME_WORDS.has(start.lower)) return this.readName(at, true) ?? this.readBareName(at);
    // After "big" or "little", whatever word follows is the name, known or not ("little Mo").
    const name = this.readBareName(at + 1);
    return name && { name: `${titleCase(start.text)} ${name.name}`, end: name.end };
  }

  /**
   * A word no name list knows, where only a name can stand: after a naming word ("we called him sonny") or an aunt's
   * or uncle's title ("uncle paddy"). Pet names are often everyday words.
   */
  private readBareName(at: number): NameRead | null {
    const t = this.tokens[at];
    if (!isWord(t) || !this.sameSentence(at, at - 1) || !BARE_NAME_POS.has(t.pos)) return null;
    if (relationOf(t.lower) || isVenueWord(t.lower) || placeKind(t.lower)) return null;
    return { name: titleCase(t.text), end: at + 1 };
  }

  /** A kin or role word at `start` (after an optional owner and modifiers), and who it names. */
  private readKin(start: number): void {
    if (this.readNumberedSpouse(start) || this.readRelativeOfRelative(start) || this.readRelativesKin(start))
      return;
    const kin = this.readKinWord(start);
    if (!kin) return;
    const word = this.tokens[kin.at]!;
    if (!word.possessive && this.readKinName(kin)) return;
    const unnamedRelative =
      kin.relation.unnamed && (kin.owner === 'own' || (!kin.owner && isNameLikeKin(word.text, word.cap)));
    if (unnamedRelative) this.addUnnamed(kin.relation, start);
    this.mark(start, kin.at + 1);
  }

  /** "my little brother", "the teacher", "Aunt" (a title kin word), "the kids", but not "his daughter". */
  private readKinWord(start: number): KinWord | null {
    const { tokens } = this;
    const first = tokens[start]!;
    const owner = this.isOwner(start) ? 'own' : first.lower === 'the' ? 'the' : null;
    let at = owner ? start + 1 : start;
    // "our lad", "our kid": family words only with the storyteller's "our" or "my" before them ("our kid brother" is
    // read below, "kid" as a modifier).
    const plain =
      owner === 'own' && isWord(tokens[at]) ? ownedFamilyWord(first.lower, tokens[at]!.lower) : null;
    const after = tokens[at + 1]?.lower ?? '';
    if (plain && !relationOf(after) && !isOwnedFamilyWord(after) && this.sameSentence(start, at))
      return { start, at, owner, relation: plain, printed: plain.relation };
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
    // "lola and lolo raised me": a kin word of home that is also a name is family beside another kin word.
    const paired = !owner && !this.ownedByOther(start) ? this.pairedKinWord(at) : null;
    if (paired) return { start, at, owner: 'own', relation: paired, printed: paired.relation };
    // "our eldest girl", "me old man": family words that need the words before them.
    const owned = owner === 'own' ? ownedFamilyWord(first.lower, word.lower, modifiers) : null;
    if (owned && !relationOf(word.lower))
      return { start, at, owner, relation: owned, printed: owned.relation };
    const said = relationOf(word.lower);
    if (!said) return null;
    const relation =
      tokens[at - 1]?.lower === 'great' && GREAT_KIN.has(said.relation)
        ? (relationOf(`great-${said.relation}`) ?? said)
        : said;
    // "the kids" are the storyteller's own; "the mother" of a story is someone else's.
    if (owner === 'the' && relation.unnamed !== null && !OWN_WITH_THE.has(word.lower)) {
      const along = OWN_WITH_THE_ALONG.has(word.lower) && ALONG_POS.has(tokens[start - 1]?.pos ?? '');
      if (!along) return null;
    }
    // "the wife of the mayor" is someone else's.
    if (owner === 'the' && tokens[at + 1]?.lower === 'of') return null;
    if (!owner) {
      const before = tokens[start - 1];
      if (before && (OTHER_OWNERS.has(before.lower) || before.possessive)) return null;
      // "the grandkids call me nanna": the name is the storyteller's own.
      if (before?.lower === 'me' && CALLING.has(tokens[start - 2]?.lower ?? '')) return null;
      if (!isTitleKin(word.lower) && !isNameLikeKin(word.text, word.cap)) return null;
    }
    const printed =
      modifiers.includes('best') && relation.relation === 'friend' ? 'best friend' : relation.relation;
    const ownWithThe = owner === 'the' && relation.unnamed !== null;
    return { start, at, owner: ownWithThe ? 'own' : owner, relation, printed };
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
    // "uncle paddy": after an aunt's or uncle's title, a word no list knows as a name is still one.
    const pet = !kin.owner && NAMING_TITLES.has(kin.relation.relation) ? this.readBareName(at) : null;
    if (pet) {
      this.add(pet.name, kin.printed, kin.start, pet.end);
      return true;
    }
    const later =
      kin.owner && kin.relation.unnamed === null
        ? this.readNameAfterPhrase(kin.at)
        : kin.owner === 'own'
          ? this.readNameSaidLater(kin.at + 1)
          : null;
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
    // "my oldest brother ted" in a transcript whose other names got their capitals back: print it as a name.
    const parts = [first.cap || lowercase ? first.text : titleCase(first.text)];
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

  /** A relative named only by the relation ("Mother-in-law"), from `first`. */
  private addUnnamed(relation: Relation, first: number): void {
    this.mentions.push({ name: null, relation: relation.relation, unnamed: relation.unnamed, first });
  }

  private mark(from: number, to: number): void {
    for (let at = from; at < to; at++) this.used[at] = 1;
  }

  private sameSentence(a: number, b: number): boolean {
    return this.tokens[a]?.sentence === this.tokens[b]?.sentence;
  }
}
