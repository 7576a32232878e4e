import { z } from 'zod';

export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'es', label: 'Spanish' },
  { code: 'fr', label: 'French' },
  { code: 'de', label: 'German' },
  { code: 'it', label: 'Italian' },
  { code: 'pt', label: 'Portuguese' },
  { code: 'zh', label: 'Chinese' },
  { code: 'ja', label: 'Japanese' },
] as const;
export const LANGUAGE_CODES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'zh', 'ja'] as const;

/** GET /api/auth/user response: the signed-in person. */
export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  /** yyyy-mm-dd */
  birthday: z.string().nullable(),
  language: z.string(),
  profileImageUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const PASSWORD_MIN_LENGTH = 8;
/** The longest first or last name, at sign-up and in the profile. */
export const NAME_MAX_LENGTH = 100;

export const signInFormSchema = z.object({
  email: z
    .string({ error: 'Please enter your email address.' })
    .trim()
    .toLowerCase()
    .min(1, 'Please enter your email address.')
    .max(254)
    .email('Please enter a valid email address.'),
  password: z
    .string({ error: 'Please enter your password.' })
    .min(1, 'Please enter your password.')
    .max(1024, 'That password is too long.'),
  intent: z
    .enum(['signin', 'signup'], { error: 'Please choose to sign in or to create an account.' })
    .default('signin'),
  /**
   * "What should we call you?" on the create-account form, optional: the name the family sees instead of an
   * e-mail address (issue 31, N6). Kept as the account's first name.
   */
  name: z
    .string()
    .trim()
    .max(NAME_MAX_LENGTH, `Please keep your name to ${NAME_MAX_LENGTH} characters or fewer.`)
    .optional()
    .transform((value) => (value ? value : undefined)),
});
