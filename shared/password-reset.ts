/**
 * A forgotten password (decision 1502): the forms of /api/login/forgot and
 * /api/login/reset, checked by these schemas on the server, with the sentences
 * they answer. A new password follows the same rules as signing up.
 */
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './account.ts';
import { PASSWORD_MIN_LENGTH } from './user.ts';
import { EMAIL_MAX_LENGTH, SIMPLE_EMAIL_SHAPE } from './waitlist-rules.ts';

/** How long a reset link works. */
export const RESET_LINK_LIFETIME_MINUTES = 60;
/** The longest token a link may carry (ours are 43 characters). */
export const RESET_TOKEN_MAX_LENGTH = 200;

export const passwordResetMessages = {
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address, like name@example.com.',
  linkSent:
    'If an account uses that email address, we have sent it a link to set a new password. The link works for one hour. If nothing arrives in a few minutes, please look in your spam folder, or ask the person who runs this Heirloom.',
  notConfigured:
    'This Heirloom cannot send e-mail. Please ask the person who runs this Heirloom to make you a link to set a new password.',
  providerSignIn:
    'This server signs people in through its identity provider. Please reset your password with your provider.',
  tooManyForAddress:
    'We have sent several links to this address already. Please look for them in your e-mail, or wait an hour and try again.',
  tooManyFromDevice: 'Many links have been asked for from this device. Please wait an hour and try again.',
  newPasswordTooShort: `Please choose a new password of at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: 'That password is too long. Please choose a shorter one.',
  passwordsDiffer: 'The two passwords are not the same. Please type them again.',
  linkInvalid:
    'This link does not work any more: it was used already, or it is more than an hour old. Please ask for a new one with "Forgot your password?" on the sign-in page.',
  done: 'Your new password is set. Every device that was signed in has been signed out. Please sign in with your new password.',
} as const;

/** POST /api/login/forgot (a form). */
export const forgotPasswordFormSchema = z.object({
  email: z
    .string({ error: passwordResetMessages.emailRequired })
    .trim()
    .min(1, passwordResetMessages.emailRequired)
    .superRefine((email, context) => {
      // Control characters (a NUL) fit the simple shape but are never part of an address.
      if (
        email &&
        (email.length > EMAIL_MAX_LENGTH || !SIMPLE_EMAIL_SHAPE.test(email) || /\p{Cc}/u.test(email))
      )
        context.addIssue({ code: 'custom', message: passwordResetMessages.emailInvalid });
    })
    .transform((email) => email.toLowerCase()),
});

/** GET /api/login/reset?token=… */
export const resetPasswordQuerySchema = z.object({
  token: z.string().max(RESET_TOKEN_MAX_LENGTH).optional(),
});

/** POST /api/login/reset (a form): the token from the link and the new password, typed twice. */
export const resetPasswordFormSchema = z
  .object({
    token: z
      .string({ error: passwordResetMessages.linkInvalid })
      .min(1, passwordResetMessages.linkInvalid)
      .max(RESET_TOKEN_MAX_LENGTH, passwordResetMessages.linkInvalid),
    newPassword: z
      .string({ error: passwordResetMessages.newPasswordTooShort })
      .min(PASSWORD_MIN_LENGTH, passwordResetMessages.newPasswordTooShort)
      .max(PASSWORD_MAX_LENGTH, passwordResetMessages.passwordTooLong),
    confirmPassword: z.string({ error: passwordResetMessages.passwordsDiffer }).max(PASSWORD_MAX_LENGTH),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: passwordResetMessages.passwordsDiffer,
    path: ['confirmPassword'],
  });
