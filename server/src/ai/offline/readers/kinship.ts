/**
 * Kinship and relationship words. A named relative is printed "Tom (brother)";
 * an unnamed close relative as the kin noun itself ("Mother"), so "my mom" and
 * "Mother" in one memory are one person.
 */
import {
  FATHER_WORDS_ABROAD,
  GRANDFATHER_WORDS_ABROAD,
  GRANDMOTHER_WORDS_ABROAD,
  type KinWordsAbroad,
  MOTHER_WORDS_ABROAD,
} from '../words/kin-words-abroad.ts';

export interface Relation {
  /** Printed after a name: "Tom (brother)". */
  relation: string;
  /** Printed when no name is given: "Mother", "Grandparents". */
  unnamed: string | null;
  plural: boolean;
}

function family(relation: string, unnamed: string, ...words: string[]): [string, Relation][] {
  return words.map((w) => [w, { relation, unnamed, plural: false }]);
}
function families(relation: string, unnamed: string, ...words: string[]): [string, Relation][] {
  return words.map((w) => [w, { relation, unnamed, plural: true }]);
}
/** Roles that name a person only together with the name ("my neighbor Sam"). */
function role(relation: string, ...words: string[]): [string, Relation][] {
  return words.map((w) => [w, { relation, unnamed: null, plural: false }]);
}
function roles(relation: string, ...words: string[]): [string, Relation][] {
  return words.map((w) => [w, { relation, unnamed: null, plural: true }]);
}

const RELATIONS = new Map<string, Relation>([
  ...family(
    'mother',
    'Mother',
    'mother',
    'mom',
    'mum',
    'mama',
    'momma',
    'mommy',
    'mummy',
    'ma',
    'mam',
    ...MOTHER_WORDS_ABROAD.asName,
  ),
  ...family(
    'father',
    'Father',
    'father',
    'dad',
    'daddy',
    'papa',
    'pa',
    'pop',
    'pops',
    'da',
    ...FATHER_WORDS_ABROAD.asName,
  ),
  ...families('parents', 'Parents', 'parents', 'folks'),
  ...family(
    'grandmother',
    'Grandmother',
    'grandmother',
    'grandma',
    'granny',
    'nana',
    'nan',
    'gran',
    'nanna',
    'grannie',
    'gramma',
    'grammy',
    'grandmom',
    ...GRANDMOTHER_WORDS_ABROAD.asName,
  ),
  ...family(
    'grandfather',
    'Grandfather',
    'grandfather',
    'grandpa',
    'granddad',
    'grandad',
    'granda',
    'gramps',
    'grandpop',
    'granddaddy',
    ...GRANDFATHER_WORDS_ABROAD.asName,
  ),
  ...families('grandparents', 'Grandparents', 'grandparents'),
  ...family('great-grandmother', 'Great-grandmother', 'great-grandmother', 'great-grandma'),
  ...family('great-grandfather', 'Great-grandfather', 'great-grandfather', 'great-grandpa'),
  ...family('great-aunt', 'Great-aunt', 'great-aunt', 'great-auntie'),
  ...family('great-uncle', 'Great-uncle', 'great-uncle'),
  ...family('great-niece', 'Great-niece', 'great-niece'),
  ...family('great-nephew', 'Great-nephew', 'great-nephew'),
  ...family('brother', 'Brother', 'brother', 'bro', 'stepbrother', 'half-brother'),
  ...families('brothers', 'Brothers', 'brothers'),
  ...family('sister', 'Sister', 'sister', 'sis', 'stepsister', 'half-sister'),
  ...families('sisters', 'Sisters', 'sisters'),
  ...families('siblings', 'Siblings', 'siblings'),
  ...family('husband', 'Husband', 'husband', 'hubby'),
  ...family('wife', 'Wife', 'wife', 'missus', 'missis'),
  ...family('son', 'Son', 'son', 'stepson'),
  ...families('sons', 'Sons', 'sons'),
  ...family('daughter', 'Daughter', 'daughter', 'stepdaughter'),
  ...families('daughters', 'Daughters', 'daughters'),
  // "left me with the twins": a storyteller's twins are their children.
  ...families('children', 'Children', 'children', 'kids', 'twins'),
  ...family('grandson', 'Grandson', 'grandson'),
  ...family('granddaughter', 'Granddaughter', 'granddaughter'),
  ...families('grandchildren', 'Grandchildren', 'grandchildren', 'grandkids'),
  ...family('aunt', 'Aunt', 'aunt', 'auntie', 'aunty', 'tante', 'tia', 'tía', 'zia', 'ciocia'),
  ...families('aunts', 'Aunts', 'aunts'),
  ...family('uncle', 'Uncle', 'uncle', 'onkel', 'tio', 'tío', 'zio', 'wujek'),
  ...families('uncles', 'Uncles', 'uncles'),
  ...family('cousin', 'Cousin', 'cousin'),
  ...families('cousins', 'Cousins', 'cousins'),
  ...family('niece', 'Niece', 'niece'),
  ...family('nephew', 'Nephew', 'nephew'),
  ...family('stepmother', 'Stepmother', 'stepmother', 'stepmom'),
  ...family('stepfather', 'Stepfather', 'stepfather', 'stepdad'),
  ...family('mother-in-law', 'Mother-in-law', 'mother-in-law'),
  ...family('father-in-law', 'Father-in-law', 'father-in-law'),
  ...family('sister-in-law', 'Sister-in-law', 'sister-in-law'),
  ...family('brother-in-law', 'Brother-in-law', 'brother-in-law'),
  ...family('son-in-law', 'Son-in-law', 'son-in-law'),
  ...family('daughter-in-law', 'Daughter-in-law', 'daughter-in-law'),
  ...family('twin', 'Twin', 'twin'),
  ...families('in-laws', 'In-laws', 'in-laws'),
  ...role('friend', 'friend', 'buddy', 'pal', 'chum', 'mate'),
  ...roles('friends', 'friends', 'buddies', 'pals'),
  ...role('best friend', 'bestie'),
  ...families('brothers-in-law', 'Brothers-in-law', 'brothers-in-law'),
  ...families('sisters-in-law', 'Sisters-in-law', 'sisters-in-law'),
  ...role('fiancé', 'fiance', 'fiancé', 'fiancee', 'fiancée'),
  ...role('boyfriend', 'boyfriend', 'beau'),
  ...role('girlfriend', 'girlfriend'),
  ...role('sweetheart', 'sweetheart'),
  ...role('partner', 'partner'),
  ...role('neighbor', 'neighbor', 'neighbour'),
  ...roles('neighbors', 'neighbors', 'neighbours'),
  ...role('roommate', 'roommate', 'flatmate'),
  ...role('classmate', 'classmate'),
  ...role('teacher', 'teacher'),
  ...role('boss', 'boss', 'supervisor', 'foreman', 'manager', 'employer'),
  ...role('mentor', 'mentor'),
  ...role('coach', 'coach'),
  ...role('pastor', 'pastor', 'minister', 'priest', 'rabbi', 'preacher'),
  ...role('doctor', 'doctor'),
  // The one who ran the ward: said as a name ("matron caught us smoking"), so she is a person without one.
  ['matron', { relation: 'matron', unnamed: 'Matron', plural: false }],
  ...role('colleague', 'colleague', 'coworker', 'co-worker'),
  ...role('teammate', 'teammate'),
  ...role('godmother', 'godmother'),
  ...role('godfather', 'godfather'),
  ...role('godson', 'godson'),
  ...role('goddaughter', 'goddaughter'),
]);

export function relationOf(word: string): Relation | null {
  return RELATIONS.get(word.toLowerCase()) ?? null;
}

const SON: Relation = { relation: 'son', unnamed: 'Son', plural: false };
const DAUGHTER: Relation = { relation: 'daughter', unnamed: 'Daughter', plural: false };
/** A child of the storyteller's whose name is said but not whether a son or a daughter: only ever printed named. */
const CHILD: Relation = { relation: 'child', unnamed: null, plural: false };
const MY_OR_OUR = new Set(['our', 'my', 'me']);
/** "our eldest girl", "my little boy", "our second lad": a child, singled out by their place among the children. */
const CHILD_ORDER = new Set([
  'eldest',
  'oldest',
  'youngest',
  'first',
  'second',
  'third',
  'middle',
  'little',
  'wee',
  'baby',
]);

interface OwnedFamily {
  owners: ReadonlySet<string>;
  relation: Relation;
  /** Words one of which must stand between the owner and the word: "me old man", "our eldest girl". */
  needs?: ReadonlySet<string>;
}

function ownedAbroad(words: KinWordsAbroad, relation: Relation): [string, OwnedFamily][] {
  return words.ownedOnly.map((word) => [word, { owners: MY_OR_OUR, relation }]);
}

/**
 * Words that are family only after the storyteller's own "our" or "my", as the north of England, Scotland and Ireland
 * say them: "our lad" is a son, "our lass" a daughter, "our kid" a brother (or the youngest of them), "me old man" a
 * father, "our eldest girl" a daughter. "a lad from the pit" is nobody's, "my kid" is a child, "my girl" may be a
 * sweetheart and "my man" a husband. The kin words of other languages that are also names ("my lola") are here too.
 */
const OWNED_FAMILY = new Map<string, OwnedFamily>([
  ['lad', { owners: MY_OR_OUR, relation: SON }],
  ['lass', { owners: MY_OR_OUR, relation: DAUGHTER }],
  ['kid', { owners: new Set(['our']), relation: { relation: 'brother', unnamed: 'Brother', plural: false } }],
  ['boy', { owners: MY_OR_OUR, relation: SON, needs: CHILD_ORDER }],
  ['girl', { owners: MY_OR_OUR, relation: DAUGHTER, needs: CHILD_ORDER }],
  ['man', { owners: MY_OR_OUR, relation: relationOf('father')!, needs: new Set(['old']) }],
  // "our eldest Jomo", "my youngest, Paul": a child named by their place among the children, son or daughter unsaid.
  ...['eldest', 'oldest', 'youngest'].map((word): [string, OwnedFamily] => [
    word,
    { owners: MY_OR_OUR, relation: CHILD },
  ]),
  // "my fella and me went to Blackpool for our honeymoon": the storyteller's man, as Ireland and the north say it.
  ['fella', { owners: new Set(['my', 'me']), relation: relationOf('husband')! }],
  ...ownedAbroad(MOTHER_WORDS_ABROAD, relationOf('mother')!),
  ...ownedAbroad(FATHER_WORDS_ABROAD, relationOf('father')!),
  ...ownedAbroad(GRANDMOTHER_WORDS_ABROAD, relationOf('grandmother')!),
  ...ownedAbroad(GRANDFATHER_WORDS_ABROAD, relationOf('grandfather')!),
]);

/**
 * The relation "our lad", "me old man" or "my lola" says, or null: `owner` is the word before, `modifiers` the words
 * between them ("eldest", "old").
 */
export function ownedFamilyWord(
  owner: string,
  word: string,
  modifiers: readonly string[] = [],
): Relation | null {
  const entry = OWNED_FAMILY.get(word.toLowerCase());
  if (!entry?.owners.has(owner.toLowerCase())) return null;
  if (entry.needs && !modifiers.some((modifier) => entry.needs!.has(modifier))) return null;
  return entry.relation;
}

/**
 * The kin words of other languages that are also names or English words ("lola", "baba"): a relative after "my", or
 * when "and" pairs them with another kin word ("lola and lolo"). The English words that need "my" ("lad", "fella")
 * are not: "the young lad and dad" are two men, not a son.
 */
const KIN_WORDS_ABROAD_NEEDING_AN_OWNER = new Set(
  [MOTHER_WORDS_ABROAD, FATHER_WORDS_ABROAD, GRANDMOTHER_WORDS_ABROAD, GRANDFATHER_WORDS_ABROAD].flatMap(
    (words) => words.ownedOnly,
  ),
);

export function isKinWordAbroadNeedingAnOwner(word: string): boolean {
  return KIN_WORDS_ABROAD_NEEDING_AN_OWNER.has(word.toLowerCase());
}

/** "me old man", "me lola": a word that can follow the storyteller's "me" used as "my". */
export function isOwnedFamilyWord(word: string): boolean {
  return OWNED_FAMILY.has(word.toLowerCase());
}

/** What grandparents are called in the families' other languages (and "gran"): a name and a title alike. */
const GRANDPARENT_NAMES_ABROAD = [
  'gran',
  ...GRANDMOTHER_WORDS_ABROAD.asName,
  ...GRANDFATHER_WORDS_ABROAD.asName,
];

/**
 * Pet names for parents and grandparents work as names on their own
 * ("Mama made tamales", "Grandma's house"): no "my" needed. So does the ward's "matron".
 */
const NAME_LIKE = new Set([
  'mom',
  'mum',
  'mam',
  'mammy',
  'mama',
  'momma',
  'mommy',
  'ma',
  'pa',
  'dad',
  'daddy',
  'papa',
  'grandma',
  'grandpa',
  'granny',
  'nana',
  'gramps',
  'granddad',
  'grandad',
  'grandmom',
  'grandpop',
  'granddaddy',
  'nan',
  'nanna',
  'grannie',
  'granda',
  'matron',
  ...GRANDPARENT_NAMES_ABROAD,
  ...MOTHER_WORDS_ABROAD.asName,
  ...FATHER_WORDS_ABROAD.asName,
]);
/**
 * Formal kin words, and pet names that are also everyday words ("pop"), which act as names when capitalised
 * without "my" ("Mother always said", "Pop built the boat").
 */
const FORMAL_NAME_LIKE = new Set(['mother', 'father', 'grandmother', 'grandfather', 'pop', 'pops']);

export function isNameLikeKin(word: string, capitalised: boolean): boolean {
  const w = word.toLowerCase();
  return NAME_LIKE.has(w) || (capitalised && FORMAL_NAME_LIKE.has(w));
}

/** Kin words written as a title before a name: "Aunt Rose", "Grandpa Joe", "Cousin Billy". */
const TITLE_KIN = new Set([
  'aunt',
  'auntie',
  'aunty',
  'uncle',
  'grandma',
  'grandpa',
  'granny',
  'nana',
  'gran',
  'grandmother',
  'grandfather',
  'cousin',
  'mama',
  'papa',
  'tante',
  'onkel',
  'tia',
  'tía',
  'tio',
  'tío',
  'zia',
  'zio',
  ...GRANDPARENT_NAMES_ABROAD,
]);
export function isTitleKin(word: string): boolean {
  return TITLE_KIN.has(word.toLowerCase());
}

/** Words between "my" and the kin noun: "my little brother", "my two older sisters". */
export const KIN_MODIFIERS = new Set([
  'little',
  'wee',
  'big',
  'older',
  'younger',
  'elder',
  'baby',
  'late',
  'dear',
  'dearest',
  'beloved',
  'twin',
  'oldest',
  'youngest',
  'eldest',
  'favorite',
  'favourite',
  'only',
  'first',
  'second',
  'third',
  'new',
  'best',
  'old',
  'sweet',
  'wonderful',
  'kid',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'great',
  'step',
  'closest',
  'childhood',
  'high',
  'school',
  'college',
  'lifelong',
]);

/** Words that make the following kin noun the narrator's own. */
export const OWN = new Set(['my', 'our']);
