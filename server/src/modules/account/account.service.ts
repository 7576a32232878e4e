import { createHash, randomBytes } from 'node:crypto';
import { hashPassword, verifyPassword } from '#server/auth/passwords.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { RateLimitCounters } from '#server/lib/rate-limit/rate-limit-counters.ts';
import { composeMail, mailErrorCode } from '#server/mail/mail-message.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import type { StorageProvider } from '#server/storage/storage-provider.ts';
import {
  type AccountSecurity,
  accountMessages,
  type ChangeEmail,
  type ChangeEmailResult,
  type ChangePassword,
  type DeleteAccount,
  isAccountEmail,
} from '#shared/account.ts';
import { type AccountRepository, accountCounterKey, SHARE_ENDED_WORDS } from './account.repository.ts';

/**
 * Wrong current passwords allowed in one 15-minute window: per session, so a
 * thief guessing with a stolen session cannot lock the owner out of changing
 * the password; and a ceiling for the account, for a thief holding many sessions.
 */
export const PASSWORD_ATTEMPTS_PER_SESSION = 5;
export const PASSWORD_ATTEMPTS_PER_ACCOUNT = 20;
const PASSWORD_WINDOW_MS = 15 * 60 * 1000;
/** Email changes per account and hour: each one that fails says the address is in use, so they stay few. */
export const EMAIL_CHANGES_MAX = 10;
const EMAIL_WINDOW_MS = 60 * 60 * 1000;
/** How long the link sent to a new address works. */
export const EMAIL_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

const unauthorized = () => new AppError('UNAUTHORIZED', 'Unauthorized');

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createAccountService(deps: {
  repository: AccountRepository;
  /** The deployment-wide counters (rate_limit_counters), shared by every instance. */
  counters: RateLimitCounters;
  storage: StorageProvider;
  mailer: Mailer;
  /** Whether the server signs people in through an identity provider (OIDC). */
  providerConfigured: boolean;
  log: { warn(obj: object, msg?: string): void };
}) {
  const { repository, counters, storage, mailer, providerConfigured, log } = deps;

  /**
   * Checks the current password of an account that has one. The attempt is
   * counted before the (slow) check, so a burst of guesses cannot slip past
   * the limits; a right password takes its counts back.
   */
  async function checkCurrentPassword(
    userId: string,
    sid: string,
    passwordHash: string,
    password: string | undefined,
  ) {
    if (!password || password.trim() === '')
      throw new AppError('BAD_REQUEST', accountMessages.currentPasswordRequired);
    // The session id itself stays out of the counters table: a hash of it names the session.
    const sessionKey = accountCounterKey(`password:${hashToken(sid).slice(0, 24)}`, userId);
    const accountKey = accountCounterKey('password', userId);
    const tooMany = () => new AppError('RATE_LIMITED', accountMessages.tooManyPasswordAttempts);
    if ((await counters.hit(sessionKey, PASSWORD_WINDOW_MS)).hits > PASSWORD_ATTEMPTS_PER_SESSION)
      throw tooMany();
    // Only guesses the session may still make count for the account: one session hammering away cannot fill the ceiling.
    if ((await counters.hit(accountKey, PASSWORD_WINDOW_MS)).hits > PASSWORD_ATTEMPTS_PER_ACCOUNT) {
      await counters.unhit(sessionKey);
      throw tooMany();
    }
    if (!(await verifyPassword(passwordHash, password)))
      throw new AppError('FORBIDDEN', accountMessages.currentPasswordWrong);
    await Promise.all([counters.unhit(sessionKey), counters.unhit(accountKey)]);
  }

  /** Sends the link; when it cannot be sent, the request is dropped so no link works that nobody received. */
  async function sendOrForget(userId: string, message: Parameters<Mailer['send']>[0]) {
    try {
      await mailer.send(message);
    } catch (error) {
      log.warn({ err: error }, 'could not send the email-change link');
      await repository.dropEmailChangeRequests(userId);
      throw new AppError('UNAVAILABLE', accountMessages.mailFailed);
    }
  }

  async function userOf(userId: string) {
    const user = await repository.findUser(userId);
    if (!user) throw unauthorized();
    return user;
  }

  return {
    async security(userId: string): Promise<AccountSecurity> {
      const user = await userOf(userId);
      return {
        hasPassword: Boolean(user.passwordHash),
        emailChangeByLink: mailer.configured,
        canConnectProvider: providerConfigured && !user.oidcSubject,
      };
    },

    /** New password; every other session of the account ends, this one stays signed in. */
    async changePassword(userId: string, currentSid: string, change: ChangePassword) {
      const user = await userOf(userId);
      if (!user.passwordHash) throw new AppError('BAD_REQUEST', accountMessages.noPassword);
      await checkCurrentPassword(userId, currentSid, user.passwordHash, change.currentPassword);
      const signedOutSessions = await repository.changePassword(
        userId,
        await hashPassword(change.newPassword),
        currentSid,
      );
      return { signedOutSessions };
    },

    async signOutOthers(userId: string, currentSid: string) {
      return { signedOutSessions: await repository.endOtherSessions(userId, currentSid) };
    },

    /**
     * A new email. Accounts with a password confirm it first (the email is what
     * they sign in with). When e-mail is configured, a link goes to the new
     * address and nothing changes until it is opened; otherwise the change
     * applies now (see docs/decisions/511-email-change.md).
     */
    async changeEmail(
      userId: string,
      currentSid: string,
      change: ChangeEmail,
      /** Where the mailed link starts (decision 538); asked only when a link is mailed. */
      linkBase: () => string,
    ): Promise<ChangeEmailResult> {
      const user = await userOf(userId);
      if (user.passwordHash)
        await checkCurrentPassword(userId, currentSid, user.passwordHash, change.currentPassword);
      if (change.newEmail === user.email) throw new AppError('BAD_REQUEST', accountMessages.emailSame);
      if ((await counters.hit(accountCounterKey('email', userId), EMAIL_WINDOW_MS)).hits > EMAIL_CHANGES_MAX)
        throw new AppError('RATE_LIMITED', accountMessages.tooManyEmailChanges);

      if (mailer.configured) {
        // The answer is the same whether or not another account has the address: nobody learns who is registered.
        if (await repository.findUserByEmail(change.newEmail))
          return { outcome: 'link-sent', email: change.newEmail };
        const token = randomBytes(32).toString('base64url');
        await repository.replaceEmailChangeRequest(
          userId,
          change.newEmail,
          hashToken(token),
          new Date(Date.now() + EMAIL_LINK_LIFETIME_MS),
        );
        const link = new URL('/api/account/email/confirm', linkBase());
        link.searchParams.set('token', token);
        await sendOrForget(
          userId,
          composeMail({
            to: change.newEmail,
            subject: 'Please confirm your new email address for Heirloom',
            paragraphs: [
              'Hello,',
              'Someone asked to use this email address for a Heirloom account. If it was you, please open the link below within 24 hours to confirm it.',
            ],
            link: { href: link.href, label: 'Confirm my new email address' },
            after: ['If it was not you, you can ignore this message. Nothing changes.'],
          }),
        );
        return { outcome: 'link-sent', email: change.newEmail };
      }

      if (!(await repository.changeEmail(userId, change.newEmail, currentSid)))
        throw new AppError('CONFLICT', accountMessages.emailTaken);
      return { outcome: 'changed', email: change.newEmail };
    },

    /**
     * Applies the change a link stands for. The link is the proof (it reached the
     * new inbox), so it works in any browser; the account's sessions end, except
     * the one opening the link when it is the same person's.
     */
    async confirmEmail(token: string | undefined, current: { userId?: string; sid: string }) {
      const request = token ? await repository.takeEmailChangeRequest(hashToken(token)) : undefined;
      if (!request) throw new AppError('BAD_REQUEST', accountMessages.linkInvalid);
      const keepSid = current.userId === request.userId ? current.sid : undefined;
      if (!(await repository.changeEmail(request.userId, request.newEmail, keepSid)))
        throw new AppError('CONFLICT', accountMessages.emailTaken);
      return { email: request.newEmail };
    },

    /**
     * Deletes the account forever. The rows go in one transaction; the originals
     * are removed after it. If removing a file fails (disk error, crash right
     * here), the file no longer has a row, and the uploads sweep (which removes
     * every stored original without a row, at start-up and every 30 minutes)
     * removes it later, so nothing of the person stays behind for long.
     */
    async deleteAccount(userId: string, currentSid: string, confirm: DeleteAccount) {
      const user = await userOf(userId);
      // The typed email shows the person means this account (the dialog);
      // it is on the page, so someone holding an open session could read it:
      // the password is asked as well where there is one (decision 1514).
      if (!isAccountEmail(confirm.email, user.email))
        throw new AppError('BAD_REQUEST', accountMessages.deleteEmailWrong);
      if (user.passwordHash)
        await checkCurrentPassword(userId, currentSid, user.passwordHash, confirm.currentPassword);
      const deleted = await repository.deleteAccount(userId);
      if (!deleted) throw unauthorized();
      if (mailer.configured) {
        for (const member of deleted.family) {
          void mailer
            .send(
              composeMail({
                to: member.email,
                subject: `${member.ownerName}'s stories are no longer shared`,
                paragraphs: [
                  'Hello,',
                  `${member.ownerName}${SHARE_ENDED_WORDS} Everything that was shared with you from it is gone.`,
                ],
                after: ['You do not need to do anything. Your own account stays as it is.'],
              }),
            )
            .catch((error) =>
              log.warn({ code: mailErrorCode(error) }, 'could not tell a family member that a share ended'),
            );
        }
      }
      for (const key of deleted.keys) {
        await storage
          .delete(key)
          .catch((error) => log.warn({ err: error }, 'could not remove an original; the sweep will'));
      }
      await storage
        .removeOwner(userId)
        .catch((error) => log.warn({ err: error }, "could not remove a deleted account's empty folder"));
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
