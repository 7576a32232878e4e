import { createHash, randomBytes } from 'node:crypto';
import { hashPassword } from '#server/auth/passwords.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { RateLimitCounters } from '#server/lib/rate-limit/rate-limit-counters.ts';
import { composeMail } from '#server/mail/mail-message.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { passwordResetMessages, RESET_LINK_LIFETIME_MINUTES } from '#shared/password-reset.ts';
import type { PasswordResetRepository } from './password-reset.repository.ts';

/** Links asked for one address per hour: enough to try again, too few to fill someone's inbox. */
export const RESET_REQUESTS_PER_ADDRESS = 3;
/** Links asked for from one client address per hour, whatever email they name. */
export const RESET_REQUESTS_PER_SOURCE = 10;
const WINDOW_MS = 60 * 60 * 1000;
/** Where the page that sets the new password lives; the token follows as `?token=`. */
export const RESET_PAGE_PATH = '/api/login/reset';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Resetting a forgotten password with a link (docs/decisions/1502). */
export function createPasswordResetService(deps: {
  repository: PasswordResetRepository;
  counters: RateLimitCounters;
  mailer: Mailer;
  log: { warn(obj: object, msg?: string): void };
}) {
  const { repository, counters, mailer, log } = deps;

  /** A new link for the account (the previous one stops working); only the token's SHA-256 is stored. */
  async function newLink(userId: string, linkBase: string) {
    const token = randomBytes(32).toString('base64url');
    await repository.replaceRequest(
      userId,
      hashToken(token),
      new Date(Date.now() + RESET_LINK_LIFETIME_MINUTES * 60_000),
    );
    const link = new URL(RESET_PAGE_PATH, linkBase);
    link.searchParams.set('token', token);
    return link.href;
  }

  return {
    /** Whether links are mailed; otherwise the page says whom to ask. */
    get mailConfigured() {
      return mailer.configured;
    },

    /**
     * Mails a link when the address has an account. The answer is the same
     * either way, and the mail is sent after answering, so neither the words nor
     * the time taken tell anyone who is registered. Limited per address (so
     * nobody's inbox is flooded) and per client address (so nobody tries many).
     */
    async requestLink(email: string, source: string, linkBase: string) {
      if (!mailer.configured) throw new AppError('UNAVAILABLE', passwordResetMessages.notConfigured);
      // The counters keep a hash of the address, not the address of someone who may have no account.
      const addressKey = `password-reset:email:${hashToken(email).slice(0, 32)}`;
      if ((await counters.hit(`password-reset:source:${source}`, WINDOW_MS)).hits > RESET_REQUESTS_PER_SOURCE)
        throw new AppError('RATE_LIMITED', passwordResetMessages.tooManyFromDevice);
      if ((await counters.hit(addressKey, WINDOW_MS)).hits > RESET_REQUESTS_PER_ADDRESS)
        throw new AppError('RATE_LIMITED', passwordResetMessages.tooManyForAddress);
      const user = await repository.findUserByEmail(email);
      if (!user) return;
      const href = await newLink(user.id, linkBase);
      const message = composeMail({
        to: email,
        subject: 'Set a new password for Heirloom',
        paragraphs: [
          'Hello,',
          'Someone asked to set a new password for your Heirloom account. If it was you, please open the link below and choose a new password. The link works for one hour, and only once.',
        ],
        link: { href, label: 'Set a new password' },
        after: [
          'If it was not you, you can ignore this message. Your password stays as it is.',
          'Setting a new password signs you out on every device, so you will sign in again with the new one.',
        ],
      });
      void mailer
        .send(message)
        .catch((error) => log.warn({ err: error }, 'could not send a password-reset link'));
    },

    /**
     * The operator's way when nothing can be mailed (`npm run user:reset-password`):
     * a new link for the account with this email, or undefined when no account has it.
     */
    async makeLink(email: string, linkBase: string) {
      const user = await repository.findUserByEmail(email.trim().toLowerCase());
      return user ? newLink(user.id, linkBase) : undefined;
    },

    isLinkValid(token: string | undefined) {
      return token ? repository.isValid(hashToken(token)) : Promise.resolve(false);
    },

    /** Sets the new password, uses up the link and ends every session of the account. */
    async resetPassword(token: string, newPassword: string) {
      if (!(await repository.isValid(hashToken(token))))
        throw new AppError('BAD_REQUEST', passwordResetMessages.linkInvalid);
      if (!(await repository.resetPassword(hashToken(token), await hashPassword(newPassword))))
        throw new AppError('BAD_REQUEST', passwordResetMessages.linkInvalid);
    },
  };
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
