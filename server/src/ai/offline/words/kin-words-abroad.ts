/**
 * What parents and grandparents are called in the languages Heirloom's families speak at home, as their children and
 * grandchildren say them in English ("my dadi oiled my hair", "pepere put us in the hayloft", "me mam gu kept the post
 * office"). A storyteller who grew up with these words uses them as names, so each is a relative without "my" too,
 * unless it is also a given name or an everyday English word (then only after "my" or "our": "my lola", "Lola Jones").
 */

export interface KinWordsAbroad {
  /** Said as a name on its own: "nonna made the sauce". */
  asName: readonly string[];
  /** A relative only after "my" or "our": "my lola" is a grandmother, "Lola" may be anyone. */
  ownedOnly: readonly string[];
}

export const MOTHER_WORDS_ABROAD: KinWordsAbroad = {
  asName: [
    'maman',
    'mutti',
    'mamma',
    'mamá',
    'mami',
    'ammi',
    'ammu',
    'amma',
    'mither',
    'mammy',
    'nanay',
    'inay',
    'umma',
    'eomma',
    'mamusia',
  ],
  ownedOnly: ['ima'],
};

export const FATHER_WORDS_ABROAD: KinWordsAbroad = {
  asName: ['vati', 'papà', 'papi', 'abbu', 'abba', 'abbaji', 'appa', 'faither', 'tatay', 'itay', 'tatus'],
  ownedOnly: ['baba', 'tata'],
};

export const GRANDMOTHER_WORDS_ABROAD: KinWordsAbroad = {
  asName: [
    'oma',
    'omi',
    'abuela',
    'abuelita',
    'nonna',
    'nonnina',
    'bubbe',
    'bubbie',
    'bobe',
    'babcia',
    'babci',
    'babushka',
    'yiayia',
    'yaya',
    'nain',
    'mamgu',
    'dadi',
    'daadi',
    'dadima',
    'dadiji',
    'nani',
    'naani',
    'nanima',
    'naniji',
    'farmor',
    'mormor',
    'mummo',
    'mamó',
    'cucu',
    'ouma',
    'mémé',
    'mémère',
    'memere',
    'halmoni',
    'obaachan',
    'nainai',
    'laolao',
    'ahma',
    'banoi',
    'bangoai',
    'nagymama',
    'meemaw',
    'mamaw',
    'mawmaw',
    'gammy',
    'granma',
    'grandmama',
    'vovó',
  ],
  ownedOnly: ['lola', 'bibi', 'gogo', 'popo', 'mamie', 'nanny', 'savta', 'teta', 'sitti', 'avó'],
};

export const GRANDFATHER_WORDS_ABROAD: KinWordsAbroad = {
  asName: [
    'opa',
    'opi',
    'abuelo',
    'abuelito',
    'nonno',
    'zaide',
    'zayde',
    'zeyde',
    'dziadek',
    'dziadzia',
    'dedushka',
    'taid',
    'tadcu',
    'dadaji',
    'nanaji',
    'farfar',
    'morfar',
    'ukki',
    'oupa',
    'pépé',
    'pépère',
    'pepere',
    'haraboji',
    'ojiichan',
    'yeye',
    'laoye',
    'gonggong',
    'ahgong',
    'ongnoi',
    'ongngoai',
    'jiddo',
    'jeddo',
    'nagypapa',
    'peepaw',
    'pawpaw',
    'papaw',
    'grandpappy',
    'grampa',
    'granpa',
    'grandaddy',
    'vovô',
  ],
  ownedOnly: ['lolo', 'babu', 'guka', 'saba', 'sido', 'avô'],
};

/**
 * Kin names of two words, as speech or a keyboard without the language's letters gives them ("ba noi" for bà nội,
 * "mam gu", "nana ji"): joined into the one word the lists above hold, before any rule reads the text.
 */
const TWO_WORD_KIN: [RegExp, string][] = [
  [/\b(mam)\s+(gu)\b/gi, 'mamgu'],
  [/\b(tad)\s*-?\s*(cu)\b/gi, 'tadcu'],
  [/\b(b[aà])\s+(n[oộ]i)\b/giu, 'banoi'],
  [/\b(b[aà])\s+(ngo[aạ]i)\b/giu, 'bangoai'],
  [/\b([oô]ng)\s+(n[oộ]i)\b/giu, 'ongnoi'],
  [/\b([oô]ng)\s+(ngo[aạ]i)\b/giu, 'ongngoai'],
  [/\b(nani|nana|dadi|dada|abba)\s*-?\s*(ji)\b/gi, '$1ji'],
  [/\b(dadi|nani)\s+(ma)\b/gi, '$1ma'],
  [/\b(lao)\s+(lao)\b/gi, 'laolao'],
  [/\b(nai)\s+(nai)\b/gi, 'nainai'],
  [/\b(ye)\s+(ye)\b/gi, 'yeye'],
  [/\b(gong)\s+(gong)\b/gi, 'gonggong'],
  [/\b(ah)\s+(ma|gong)\b/gi, 'ah$2'],
  [/\b(mee|maw)\s+(maw)\b/gi, '$1maw'],
  [/\b(paw|pee)\s+(paw)\b/gi, '$1paw'],
];

/** "ba noi" → "banoi", "Nani Ji" → "Naniji": the first letter keeps its case, so a typed name stays a name. */
export function joinTwoWordKin(text: string): string {
  let joined = text;
  for (const [pattern, replacement] of TWO_WORD_KIN) {
    joined = joined.replace(pattern, (match: string, first: string, second: string) => {
      const word = replacement.replace('$1', first.toLowerCase()).replace('$2', second.toLowerCase());
      return /^\p{Lu}/u.test(match) ? word.charAt(0).toUpperCase() + word.slice(1) : word;
    });
  }
  return joined;
}
