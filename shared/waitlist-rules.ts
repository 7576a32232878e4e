/**
 * The waitlist's validation rules without any library, so the landing page
 * can check the form without downloading the schema library. The zod schema
 * in waitlist.ts uses these same rules on the server.
 */

/** A simple address shape: text, an at-sign, text, a dot, text — no spaces anywhere. */
export const SIMPLE_EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX_LENGTH = 254;

export const WAITLIST_ROLES = ['self', 'family'] as const;
export type WaitlistRole = (typeof WAITLIST_ROLES)[number];

export const waitlistMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  roleInvalid: 'Please choose whether you are sharing your story or helping a loved one',
} as const;

/** The message for a waitlist email, or undefined when it is acceptable. */
export function waitlistEmailProblem(email: unknown): string | undefined {
  if (typeof email !== 'string' || email.trim() === '') return waitlistMessages.emailRequired;
  const trimmed = email.trim();
  if (trimmed.length > EMAIL_MAX_LENGTH || !SIMPLE_EMAIL_SHAPE.test(trimmed))
    return waitlistMessages.emailInvalid;
  return undefined;
}
