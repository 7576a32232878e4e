import { PASSWORD_MIN_LENGTH } from '#shared/user.ts';
import { AppError } from '../lib/app-error.ts';
import type { RateLimitCounters } from '../lib/rate-limit/rate-limit-counters.ts';
import { getDecoyHash, hashPassword, verifyPassword } from './passwords.ts';
import type { UsersRepository } from './users.repository.ts';

export const GENERIC_SIGN_IN_FAILURE =
  'That email and password do not match an account. Please check them and try again.';
export const TOO_MANY_SIGN_IN_FAILURES =
  'There have been too many attempts to sign in to this account. Please wait 15 minutes and try again.';
export const TOO_MANY_SIGN_UPS =
  'Many new accounts are being made on this server right now. Please wait a minute and try again.';
export const ACCOUNT_EXISTS = 'An account with this email already exists. Please sign in instead.';
export const PASSWORD_TOO_SHORT = `Please choose a password of at least ${PASSWORD_MIN_LENGTH} characters.`;
const FAILURE_WINDOW_MS = 15 * 60 * 1000;
const SIGN_UP_WINDOW_MS = 60 * 1000;

export function createLocalAccountsService(
  users: UsersRepository,
  counters: RateLimitCounters,
  options: {
    allowSignups: boolean;
    accountFailureLimit: number;
    accountFailureCeiling: number;
    signupRateLimitPerMinute: number;
  },
) {
  return {
    /**
     * `source` is where the attempt came from (the client address). Wrong passwords slow
     * down that source only, so a guesser elsewhere cannot lock the owner out; a much higher
     * ceiling for the account from all sources together stops guessing spread over many addresses.
     */
    async signIn(email: string, password: string, source: string) {
      const since = new Date(Date.now() - FAILURE_WINDOW_MS);
      // The attempt is counted before the (slow) password check, so concurrent guesses cannot pass the limit.
      const reserved = await users.reserveSignInAttempt(email, source, since, {
        perSource: options.accountFailureLimit,
        ceiling: options.accountFailureCeiling,
      });
      if (reserved !== 'reserved') throw new AppError('RATE_LIMITED', TOO_MANY_SIGN_IN_FAILURES);
      const user = await users.findByEmail(email);
      const valid = await verifyPassword(user?.passwordHash ?? (await getDecoyHash()), password);
      if (!user?.passwordHash || !valid) {
        throw new AppError('UNAUTHORIZED', GENERIC_SIGN_IN_FAILURE);
      }
      await users.clearSignInFailures(email, source);
      return user;
    },

    async signUp(email: string, password: string, firstName?: string) {
      if (!options.allowSignups) {
        throw new AppError(
          'FORBIDDEN',
          'New accounts cannot be created on this server. Please ask its owner for access.',
        );
      }
      // The per-address limit (the route's, AUTH_RATE_LIMIT_PER_MINUTE) has already counted this attempt.
      if (password.length < PASSWORD_MIN_LENGTH) {
        throw new AppError('BAD_REQUEST', PASSWORD_TOO_SHORT);
      }
      if (await users.findByEmail(email)) {
        // Answers that say an email has an account have a server-wide limit of their own, so probing for
        // registered emails stays slow from any number of addresses, without using up newcomers' room.
        const refused = await counters.hit('sign-up:existing', SIGN_UP_WINDOW_MS);
        if (refused.hits > options.signupRateLimitPerMinute)
          throw new AppError('RATE_LIMITED', TOO_MANY_SIGN_UPS);
        throw new AppError('CONFLICT', ACCOUNT_EXISTS);
      }
      // One limit for the whole server, whatever address the attempts come from, counting only sign-ups that
      // are about to make an account: refused attempts cannot use it up and lock out a newcomer (decision 540).
      const { hits } = await counters.hit('sign-up:all', SIGN_UP_WINDOW_MS);
      if (hits > options.signupRateLimitPerMinute) throw new AppError('RATE_LIMITED', TOO_MANY_SIGN_UPS);
      const user = await users.insert({ email, passwordHash: await hashPassword(password), firstName });
      if (!user) throw new AppError('CONFLICT', ACCOUNT_EXISTS);
      return user;
    },
  };
}
