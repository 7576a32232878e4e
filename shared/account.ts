/**
 * Sign-in and security controls under /api/account: change password, change
 * email, sign out of other devices, delete the account. The same schemas check
 * the forms in the browser and the requests on the server.
 */
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './user.ts';
import { EMAIL_MAX_LENGTH, SIMPLE_EMAIL_SHAPE } from './waitlist-rules.ts';

export const PASSWORD_MAX_LENGTH = 1024;
export const accountMessages = {
  currentPasswordRequired: 'Please enter your current password.',
  currentPasswordWrong: 'That is not your current password. Please try again.',
  newPasswordTooShort: `Please choose a new password of at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: 'That password is too long. Please choose a shorter one.',
  newPasswordSame: 'Your new password is the same as your current one. Please choose a different one.',
  passwordsDiffer: 'The two new passwords are not the same. Please type them again.',
  noPassword:
    'You sign in through your provider, so there is no password to change here. Please change it with your provider.',
  emailRequired: 'Please enter your new email address.',
  emailInvalid: 'Please enter a valid email address, like name@example.com.',
  emailSame: 'That is already your email address.',
  emailTaken: 'That email address cannot be used. Please use a different one.',
  deleteEmailRequired: 'Please type your email address to confirm.',
  deleteEmailWrong:
    'That is not the email address of this account, so nothing was deleted. Please type it as it shows on your Account page.',
  tooManyPasswordAttempts: 'There have been too many wrong passwords. Please wait 15 minutes and try again.',
  tooManyEmailChanges: 'You have tried to change your email many times. Please wait an hour and try again.',
  mailFailed: 'We could not send the email just now, so nothing changed. Please try again in a few minutes.',
  linkInvalid: 'This link does not work any more. Please ask for a new one from your Account page.',
} as const;

const password = z
  .string({ error: accountMessages.currentPasswordRequired })
  .max(PASSWORD_MAX_LENGTH, accountMessages.passwordTooLong);

const currentPassword = password.min(1, accountMessages.currentPasswordRequired);

export const newEmailSchema = z
  .string({ error: accountMessages.emailRequired })
  .trim()
  .min(1, accountMessages.emailRequired)
  .superRefine((email, context) => {
    if (email && (email.length > EMAIL_MAX_LENGTH || !SIMPLE_EMAIL_SHAPE.test(email)))
      context.addIssue({ code: 'custom', message: accountMessages.emailInvalid });
  })
  .transform((email) => email.toLowerCase());

/** POST /api/account/password */
export const changePasswordSchema = z
  .object({
    currentPassword,
    newPassword: z
      .string({ error: accountMessages.newPasswordTooShort })
      .min(PASSWORD_MIN_LENGTH, accountMessages.newPasswordTooShort)
      .max(PASSWORD_MAX_LENGTH, accountMessages.passwordTooLong),
  })
  .refine((value) => value.newPassword !== value.currentPassword, {
    message: accountMessages.newPasswordSame,
    path: ['newPassword'],
  });
export type ChangePassword = z.infer<typeof changePasswordSchema>;

/** POST /api/account/email. The current password is required for accounts that have one. */
export const changeEmailSchema = z.object({
  newEmail: newEmailSchema,
  currentPassword: password.optional(),
});
export type ChangeEmail = z.output<typeof changeEmailSchema>;

/**
 * What happened: `changed` (no e-mail is configured, so the change applied at
 * once) or `link-sent` (a link went to the new address and the change waits for it).
 */
export const changeEmailResultSchema = z.object({
  outcome: z.enum(['changed', 'link-sent']),
  email: z.string(),
});
export type ChangeEmailResult = z.infer<typeof changeEmailResultSchema>;

/**
 * POST /api/account/delete: the account's email address, typed by the person,
 * and the current password for accounts that have one (decisions 512, 1514).
 */
export const deleteAccountSchema = z.object({
  email: z
    .string({ error: accountMessages.deleteEmailRequired })
    .trim()
    .min(1, accountMessages.deleteEmailRequired)
    .max(EMAIL_MAX_LENGTH, accountMessages.deleteEmailWrong),
  currentPassword: password.optional(),
});
export type DeleteAccount = z.output<typeof deleteAccountSchema>;

/** GET /api/account/security: what the controls need to know about the account. */
export const accountSecuritySchema = z.object({
  /** False for accounts that sign in only through the identity provider. */
  hasPassword: z.boolean(),
  /** True when e-mail is configured and an email change is confirmed by a link. */
  emailChangeByLink: z.boolean(),
  /**
   * True when this server signs people in through an identity provider and this
   * account is not connected to it yet (an account made before the provider was set up).
   */
  canConnectProvider: z.boolean(),
});
export type AccountSecurity = z.infer<typeof accountSecuritySchema>;

/** POST /api/account/password and /api/account/sign-out-others answer how many other devices were signed out. */
export const signedOutOthersSchema = z.object({ signedOutSessions: z.number().int() });

/** GET /api/account/email/confirm?token=… */
export const confirmEmailQuerySchema = z.object({
  token: z.string().max(200).optional(),
});

/** Whether the email typed to confirm deleting is the account's own: spaces around it and letter case do not count. */
export const isAccountEmail = (typed: string | undefined, accountEmail: string) =>
  (typed ?? '').trim().toLowerCase() === accountEmail.trim().toLowerCase();

/** The first problem with each field of a form, for showing next to it; empty when the form is valid. */
export function fieldProblems<T extends z.ZodType>(schema: T, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !problems[field]) problems[field] = issue.message;
  }
  return problems;
}
