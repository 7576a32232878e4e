/**
 * Kinship and relationship words. A named relative is printed "Tom (brother)";
 * an unnamed close relative as the kin noun itself ("Mother"), so "my mom" and
 * "Mother" in one memory are one person.
 */

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

/**
 * What parents are called in the families' other languages, as their children say it at home ("maman made crêpes",
 * "mutti sent me"): a name on its own, like "Mama".
 */
const PARENT_NAMES_ABROAD = {
  mother: ['maman', 'mutti', 'mamma', 'mamá', 'mami', 'ammi', 'mither'],
  father: ['vati', 'papà', 'papi', 'abbu', 'faither'],
};

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
    ...PARENT_NAMES_ABROAD.mother,
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
    ...PARENT_NAMES_ABROAD.father,
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
    'oma',
    'abuela',
    'nonna',
    'bubbe',
    'babcia',
    'yiayia',
    'yaya',
    'nain',
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
    'opa',
    'abuelo',
    'nonno',
    'zaide',
    'dziadek',
    'taid',
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
  ...family('husband', 'Husband', 'husband'),
  ...family('wife', 'Wife', 'wife', 'missus', 'missis'),
  ...family('son', 'Son', 'son', 'stepson'),
  ...families('sons', 'Sons', 'sons'),
  ...family('daughter', 'Daughter', 'daughter', 'stepdaughter'),
  ...families('daughters', 'Daughters', 'daughters'),
  ...families('children', 'Children', 'children', 'kids'),
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
  ...role('friend', 'friend', 'buddy', 'pal', 'chum'),
  ...roles('friends', 'friends', 'buddies', 'pals'),
  ...role('best friend', 'bestie'),
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

/**
 * Words that are family only after the storyteller's own "our" or "my", as the north of England and Ireland say them:
 * "our lad" is a son, "our kid" a brother (or the youngest of them). "a lad from the pit" is nobody's, and "my kid" is
 * a child.
 */
const OWNED_FAMILY: Record<string, { owners: ReadonlySet<string>; relation: Relation }> = {
  lad: { owners: new Set(['our', 'my']), relation: { relation: 'son', unnamed: 'Son', plural: false } },
  kid: { owners: new Set(['our']), relation: { relation: 'brother', unnamed: 'Brother', plural: false } },
};

/** The relation "our lad" or "our kid" says, or null: `owner` is the word before. */
export function ownedFamilyWord(owner: string, word: string): Relation | null {
  const entry = OWNED_FAMILY[word.toLowerCase()];
  return entry?.owners.has(owner.toLowerCase()) ? entry.relation : null;
}

/** What grandparents are called in the families' other languages (and "gran"): a name and a title alike. */
const GRANDPARENT_NAMES_ABROAD = [
  'gran',
  'oma',
  'opa',
  'nonna',
  'nonno',
  'babcia',
  'dziadek',
  'abuela',
  'abuelo',
  'bubbe',
  'zaide',
  'yiayia',
  'yaya',
  'nain',
  'taid',
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
  ...PARENT_NAMES_ABROAD.mother,
  ...PARENT_NAMES_ABROAD.father,
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
