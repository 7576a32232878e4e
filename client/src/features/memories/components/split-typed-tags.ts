/**
 * How typing in a tag field becomes tags: a space, a comma or Enter ends a
 * tag, except a space right after a title or family word ("Mr", "Aunt", "Grandma"), which waits for the name, so
 * "Aunt Joan" stays one person instead of two.
 */

/** Words that come before a name; compared without case and without a trailing full stop ("Dr." is "dr"). */
const WORDS_BEFORE_A_NAME = new Set([
  'mr',
  'mrs',
  'ms',
  'miss',
  'mx',
  'dr',
  'prof',
  'professor',
  'rev',
  'reverend',
  'father',
  'sister',
  'brother',
  'mother',
  'st',
  'saint',
  'sir',
  'dame',
  'lady',
  'lord',
  'aunt',
  'auntie',
  'aunty',
  'uncle',
  'cousin',
  'grandma',
  'grandpa',
  'granny',
  'grandad',
  'granddad',
  'grandmother',
  'grandfather',
  'nana',
  'nan',
  'papa',
  'mama',
  'tante',
  'onkel',
  'oma',
  'opa',
  'tia',
  'tio',
  'tía',
  'tío',
  'nonna',
  'nonno',
  'baba',
  'babcia',
  'dziadek',
  'great',
  'great-aunt',
  'great-uncle',
  'captain',
  'sergeant',
  'officer',
]);

/** True when the last word typed is one a name follows ("Mrs", "Aunt", "Dr."). */
export function endsWithWordBeforeAName(text: string): boolean {
  const words = text.trim().split(/\s+/);
  const last = (words[words.length - 1] ?? '').replace(/\.$/, '').toLowerCase();
  return WORDS_BEFORE_A_NAME.has(last);
}

/**
 * Splits what is in the field into finished tags and the part still being typed. A comma always ends a tag; a
 * space or line break ends one unless it follows a word that comes before a name.
 */
export function splitTypedTags(value: string): { finished: string[]; draft: string } {
  const finished: string[] = [];
  let current = '';
  for (const character of value) {
    if (character === ',') {
      if (current.trim()) finished.push(current.trim());
      current = '';
    } else if (/\s/.test(character)) {
      if (!current.trim()) current = '';
      else if (endsWithWordBeforeAName(current)) current = `${current.trimEnd()} `;
      else {
        finished.push(current.trim());
        current = '';
      }
    } else {
      current += character;
    }
  }
  return { finished, draft: current.trimStart() };
}
