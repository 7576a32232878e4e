/**
 * How a booked interview's day and time are written (decision 205): in English, as the browser's region writes
 * them: "Sunday 29 November 2026 at 10:00" in Britain, "Sunday, November 29, 2026 at 10:00 AM" in the United
 * States, with the hours as that region counts them, and the calendar's week starting on the region's first day.
 */

type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** The browser's language and region, e.g. "en-GB" (its first choice), or "en-US" when it names none. */
export function browserLocale(): string {
  const first =
    typeof navigator === 'undefined' ? undefined : (navigator.languages?.[0] ?? navigator.language);
  try {
    return first ? new Intl.Locale(first).toString() : 'en-US';
  } catch {
    return 'en-US';
  }
}

/**
 * The screens speak English, so a date is written by English's custom in the browser's region: "de-DE" writes
 * as English does in Germany ("en-DE"). A region English has no custom for falls back to plain English.
 */
function englishIn(locale: string): string {
  try {
    const { language, region } = new Intl.Locale(locale).maximize();
    return language === 'en' ? locale : region ? `en-${region}` : 'en';
  } catch {
    return 'en';
  }
}

/** Some browsers write a narrow space before "AM": the choice buttons and sentences use a plain one. */
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

/** "Sunday 29 November 2026" (day first: no comma after the weekday), "Sunday, November 29, 2026" (month first). */
export function bookingDay(date: Date, locale: string): string {
  const english = englishIn(locale);
  const weekday = new Intl.DateTimeFormat(english, { weekday: 'long' }).format(date);
  const day = new Intl.DateTimeFormat(english, { day: 'numeric', month: 'long', year: 'numeric' }).format(
    date,
  );
  return plainSpaces(`${weekday}${/^\d/.test(day) ? ' ' : ', '}${day}`);
}

/** A clock time as the region says it: "14:00" in Britain, "2:00 PM" in the United States. */
export function bookingTime(hours: number, minutes: number, locale: string): string {
  const at = new Date(2000, 0, 1, hours, minutes);
  return plainSpaces(new Intl.DateTimeFormat(englishIn(locale), { timeStyle: 'short' }).format(at));
}

/** "Sunday 29 November 2026 at 10:00". */
export const bookingWhen = (date: Date, hours: number, minutes: number, locale: string) =>
  `${bookingDay(date, locale)} at ${bookingTime(hours, minutes, locale)}`;

/**
 * Regions whose calendars start the week on Sunday or Saturday (CLDR's week data), for browsers that do not say
 * it themselves; every other region starts on Monday, CLDR's default.
 */
const SUNDAY_FIRST = new Set(
  'AG AS BD BR BS BT BW BZ CA CN CO DM DO ET GT GU HK HN ID IL IN JM JP KE KH KR LA MH MM MO MT MX MZ NI NP PA PE PH PK PR PT PY SA SG SV TH TT TW UM US VE VI WS YE ZA ZW'.split(
    ' ',
  ),
);
const SATURDAY_FIRST = new Set('AE AF BH DJ DZ EG IQ IR JO KW LY OM QA SD SY'.split(' '));

interface WeekInfo {
  /** 1 = Monday … 7 = Sunday. */
  firstDay: number;
}

/**
 * The day a week starts on where the browser is: 0 Sunday, 1 Monday … 6 Saturday. The browser's own word first
 * (`Intl.Locale#getWeekInfo`, or the older `weekInfo` property, in Chromium and Safari); where it has neither
 * (Firefox), the region's custom from the lists above.
 */
export function firstDayOfWeek(locale: string): Weekday {
  let intlLocale: Intl.Locale;
  try {
    intlLocale = new Intl.Locale(locale);
  } catch {
    return 0;
  }
  const withWeek = intlLocale as Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };
  const info = withWeek.getWeekInfo?.() ?? withWeek.weekInfo;
  if (info && info.firstDay >= 1 && info.firstDay <= 7) return (info.firstDay % 7) as Weekday;
  return firstDayOfRegion(intlLocale.maximize().region);
}

/** The fallback on its own: a region's first day of the week by CLDR's lists (exported for its test). */
export function firstDayOfRegion(region: string | undefined): Weekday {
  if (!region) return 0;
  if (SUNDAY_FIRST.has(region)) return 0;
  if (SATURDAY_FIRST.has(region)) return 6;
  return 1;
}
