import { PASSWORD_MIN_LENGTH } from '../../../shared/user.ts';
import { AppError } from '../lib/app-error.ts';
import { getDecoyHash, hashPassword, verifyPassword } from './passwords.ts';
import type { UsersRepository } from './users.repository.ts';

export const GENERIC_SIGN_IN_FAILURE =
  'That email and password do not match an account. Please check them and try again.';
const FAILURE_WINDOW_MS = 15 * 60 * 1000;

export function createLocalAccountsService(
  users: UsersRepository,
  options: { allowSignups: boolean; accountFailureLimit: number },
) {
  return {
    async signIn(email: string, password: string) {
      const since = new Date(Date.now() - FAILURE_WINDOW_MS);
      // The attempt is counted before the (slow) password check, so concurrent guesses cannot pass the limit.
      if (!(await users.reserveSignInAttempt(email, since, options.accountFailureLimit))) {
        throw new AppError(
          'RATE_LIMITED',
          'There have been too many attempts to sign in to this account. Please wait 15 minutes and try again.',
        );
      }
      const user = await users.findByEmail(email);
      const valid = await verifyPassword(user?.passwordHash ?? (await getDecoyHash()), password);
      if (!user?.passwordHash || !valid) {
        throw new AppError('UNAUTHORIZED', GENERIC_SIGN_IN_FAILURE);
      }
      await users.clearSignInFailures(email);
      return user;
    },

    async signUp(email: string, password: string) {
      if (!options.allowSignups) {
        throw new AppError(
          'FORBIDDEN',
          'New accounts cannot be created on this server. Please ask its owner for access.',
        );
      }
      if (password.length < PASSWORD_MIN_LENGTH) {
        throw new AppError(
          'BAD_REQUEST',
          `Please choose a password of at least ${PASSWORD_MIN_LENGTH} characters.`,
        );
      }
      const user = await users.insert({ email, passwordHash: await hashPassword(password) });
      if (!user) {
        throw new AppError('CONFLICT', 'An account with this email already exists. Please sign in instead.');
      }
      return user;
    },
  };
}
