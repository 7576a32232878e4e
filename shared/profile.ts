/**
 * PUT /api/user/profile: the About Me form's rules, checked the same
 * way in the browser and on the server.
 */
import { z } from 'zod';
import { LANGUAGE_CODES, NAME_MAX_LENGTH } from './user.ts';
import { EMAIL_MAX_LENGTH, SIMPLE_EMAIL_SHAPE } from './waitlist-rules.ts';

export { NAME_MAX_LENGTH };
/** Nobody alive was born more than this many years ago. */
export const OLDEST_BIRTHDAY_YEARS = 130;

export const profileMessages = {
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address, like name@example.com.',
  nameTooLong: `Please keep names to ${NAME_MAX_LENGTH} characters or fewer.`,
  phoneInvalid: 'Please enter a phone number with 7 to 15 digits, like +1 555 010 0100.',
  birthdayInvalid: 'Please enter your birthday as a real date: a day, a month and a year, like 14 3 1948.',
  birthdayFuture: 'Your birthday cannot be in the future. Please check the date.',
  birthdayTooOld: `Please check the year of your birthday: it is more than ${OLDEST_BIRTHDAY_YEARS} years ago.`,
  languageInvalid: 'Please choose one of the languages in the list.',
  emailChangeElsewhere:
    'Your email address cannot be changed here. Please use "Change email" under Manage Subscription, which asks for your password.',
} as const;

const PHONE_SHAPE = /^\+?[0-9 ().-]+$/;

/** The message for a phone number, or undefined when it is plausible (7–15 digits, E.164's range). */
export function phoneProblem(phone: string): string | undefined {
  const digits = phone.replace(/\D/g, '').length;
  return PHONE_SHAPE.test(phone) && digits >= 7 && digits <= 15 ? undefined : profileMessages.phoneInvalid;
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The message for a yyyy-mm-dd birthday, or undefined when it is acceptable.
 * "The future" starts after the latest calendar date anywhere on Earth (UTC+14),
 * so someone east of the server is never told their birthday of today is in the future.
 */
export function birthdayProblem(birthday: string, now = new Date()): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!match) return profileMessages.birthdayInvalid;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return profileMessages.birthdayInvalid;
  const latestToday = isoDate(new Date(now.getTime() + 14 * 60 * 60 * 1000));
  if (birthday > latestToday) return profileMessages.birthdayFuture;
  const oldest = `${now.getUTCFullYear() - OLDEST_BIRTHDAY_YEARS}${isoDate(now).slice(4)}`;
  if (birthday < oldest) return profileMessages.birthdayTooOld;
  return undefined;
}

/** Blank text becomes null: the field is simply not filled in. */
const optionalText = (check?: (value: string) => string | undefined) =>
  z
    .string()
    .trim()
    .nullish()
    .superRefine((value, context) => {
      const problem = value && check ? check(value) : undefined;
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .transform((value) => (value ? value : null));

const name = z
  .string()
  .trim()
  .max(NAME_MAX_LENGTH, profileMessages.nameTooLong)
  .nullish()
  .transform((value) => (value ? value : null));

export const updateProfileSchema = z.object({
  firstName: name,
  lastName: name,
  email: z
    .string({ error: profileMessages.emailRequired })
    .trim()
    .min(1, profileMessages.emailRequired)
    .superRefine((email, context) => {
      if (email && (email.length > EMAIL_MAX_LENGTH || !SIMPLE_EMAIL_SHAPE.test(email)))
        context.addIssue({ code: 'custom', message: profileMessages.emailInvalid });
    })
    .transform((email) => email.toLowerCase()),
  phone: optionalText(phoneProblem),
  birthday: optionalText((value) => birthdayProblem(value)),
  language: z.enum(LANGUAGE_CODES, { error: profileMessages.languageInvalid }).default('en'),
});
/** What the form sends: strings, blank for "not filled in". */
export type UpdateProfileRequest = z.input<typeof updateProfileSchema>;
export type UpdateProfile = z.output<typeof updateProfileSchema>;

export type ProfileField = keyof UpdateProfileRequest;

/** The first problem with each field, for showing next to it; empty when the form is valid. */
export function profileFieldProblems(values: UpdateProfileRequest): Partial<Record<ProfileField, string>> {
  const result = updateProfileSchema.safeParse(values);
  if (result.success) return {};
  const problems: Partial<Record<ProfileField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ProfileField | undefined;
    if (field && !problems[field]) problems[field] = issue.message;
  }
  return problems;
}
