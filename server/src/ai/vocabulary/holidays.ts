/**
 * The holidays people date their memories by. One list serves the time rules
 * (how each is written and how a time label names it), the topic lexicon and the
 * name rules (a capitalised holiday is never a person or a place).
 */

/** How a holiday may be written, and how a time label names it: "christmas day" → "Christmas". */
export const HOLIDAYS: [written: RegExp, name: string][] = [
  [/christmas\s+eve/i, 'Christmas Eve'],
  [/christmas(?:\s+day)?/i, 'Christmas'],
  [/new\s+year'?s?\s+eve/i, "New Year's Eve"],
  [/new\s+year'?s?(?:\s+day)?/i, "New Year's Day"],
  [/easter(?:\s+sunday)?/i, 'Easter'],
  [/thanksgiving(?:\s+day)?/i, 'Thanksgiving'],
  [/(?:the\s+)?fourth\s+of\s+july|independence\s+day|july\s+4th/i, 'Fourth of July'],
  [/halloween/i, 'Halloween'],
  [/hanukkah|chanukah/i, 'Hanukkah'],
  [/passover/i, 'Passover'],
  [/memorial\s+day/i, 'Memorial Day'],
  [/labou?r\s+day/i, 'Labor Day'],
  [/valentine'?s(?:\s+day)?/i, "Valentine's Day"],
  [/mother'?s\s+day/i, "Mother's Day"],
  [/father'?s\s+day/i, "Father's Day"],
  [/(?:st\.?|saint)\s+patrick'?s\s+day/i, "St. Patrick's Day"],
  [/boxing\s+day/i, 'Boxing Day'],
  [/(?:august\s+|may\s+|easter\s+)?bank\s+holiday(?:\s+monday|\s+weekend)?/i, 'Bank Holiday'],
  [/rosh\s+hashanah/i, 'Rosh Hashanah'],
  [/yom\s+kippur/i, 'Yom Kippur'],
  [/diwali/i, 'Diwali'],
  [/eid/i, 'Eid'],
  [/ramadan/i, 'Ramadan'],
  [/kwanzaa/i, 'Kwanzaa'],
  [/veterans\s+day/i, 'Veterans Day'],
];

/**
 * The holidays a family gathers for, in lower case as written: a memory dated by
 * one of them, or naming one, is filed under the topic Holidays.
 */
export const FAMILY_HOLIDAYS = [
  'christmas',
  'easter',
  'thanksgiving',
  'halloween',
  'hanukkah',
  'passover',
  'new year',
  'fourth of july',
];

/** Whether a holiday's name ("Christmas Eve", "New Year's Day") is one a family gathers for. */
export function isFamilyHoliday(name: string): boolean {
  const lower = name.toLowerCase();
  return FAMILY_HOLIDAYS.some((holiday) => lower.startsWith(holiday));
}

/** One-word family holidays, which a capitalised word in a memory never names a person or place by. */
export const ONE_WORD_HOLIDAYS = FAMILY_HOLIDAYS.filter((holiday) => !holiday.includes(' '));
