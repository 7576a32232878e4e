import { useCurrentUser } from './get-current-user.ts';

/**
 * Dates as people write them: "22 November 2026", in the language of the person's profile, the same everywhere
 * on screen. (Stored dates stay yyyy-mm-dd, and the archive's file name keeps the spec's format.)
 */

/** English is written day first, as the review's readers write it; other languages follow their own custom. */
const localeOf = (language: string | null | undefined) =>
  !language || language === 'en' ? 'en-GB' : language;

/** A yyyy-mm-dd day is read as that calendar day where the person is, not as midnight in Greenwich. */
function asDate(day: string | Date): Date {
  if (day instanceof Date) return day;
  const plainDay = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (plainDay) return new Date(Number(plainDay[1]), Number(plainDay[2]) - 1, Number(plainDay[3]));
  return new Date(day);
}

export function formatDay(day: string | Date, language?: string | null): string {
  const date = asDate(day);
  if (Number.isNaN(date.getTime())) return String(day);
  return new Intl.DateTimeFormat(localeOf(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);
}

/** formatDay in the signed-in person's language. */
export function useFormatDay() {
  const { user } = useCurrentUser();
  return (day: string | Date) => formatDay(day, user?.language);
}
