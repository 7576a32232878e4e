/**
 * Creating an account when e-mail is set up (decision 543): the form never says whether an address already has
 * an account. Every sign-up answers "check your e-mail", after the same work (the password is hashed either way),
 * and the mail says what is true: a link that makes the account, or, when the address has one, how to sign in.
 * The account is made when the link is opened, so it also proves the address is the person's.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { pendingSignUps } from '#server/db/schema/index.ts';
import { composeMail } from '#server/mail/mail-message.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { AppError } from '../lib/app-error.ts';
import type { RateLimitCounters } from '../lib/rate-limit/rate-limit-counters.ts';
import { ACCOUNT_EXISTS, TOO_MANY_SIGN_UPS } from './local-accounts.service.ts';
import { hashPassword } from './passwords.ts';
import type { UsersRepository } from './users.repository.ts';

/** Where the mailed link lands; the token follows as `?token=`. */
export const CONFIRM_SIGN_UP_PATH = '/api/login/confirm';
export const SIGN_UP_LINK_HOURS = 24;
/** Messages one address may be sent in an hour from the sign-up form: enough to try again, too few to flood it. */
export const SIGN_UP_MAILS_PER_ADDRESS = 3;

export const signUpByMailMessages = {
  tooManyForAddress:
    'We have already sent several messages to this address in the last hour. Please look for them, also in your spam folder, or try again in an hour.',
  linkInvalid:
    'This link has already been used or is too old. Please create your account again, and open the newest message we send you.',
} as const;

const HOUR_MS = 60 * 60 * 1000;
const SIGN_UP_WINDOW_MS = 60 * 1000;
const hashOf = (value: string) => createHash('sha256').update(value).digest('hex');

export function createSignUpByMail(deps: {
  db: Database;
  users: UsersRepository;
  counters: RateLimitCounters;
  mailer: Mailer;
  signupRateLimitPerMinute: number;
  log: { warn(obj: object, msg?: string): void };
}) {
  const { db, users, counters, mailer, log } = deps;

  const send = (message: ReturnType<typeof composeMail>) =>
    // Sent after answering: how long the mail server takes must not tell one kind of address from the other.
    void mailer.send(message).catch((error) => log.warn({ err: error }, 'could not send a sign-up message'));

  /** Whether the link can still make an account (for the page that asks to confirm). */
  async function isLinkValid(token: string | undefined) {
    if (!token) return false;
    const [row] = await db
      .select({ id: pendingSignUps.id })
      .from(pendingSignUps)
      .where(and(eq(pendingSignUps.tokenHash, hashOf(token)), gt(pendingSignUps.expiresAt, new Date())));
    return Boolean(row);
  }

  return {
    /** Whether sign-up goes by mail here: only when e-mail is set up. */
    get enabled() {
      return mailer.configured;
    },

    /**
     * Answers the same for every address: a link to make the account is mailed to a new one, and a reminder of
     * how to sign in to one that has an account. `linkBase` is PUBLIC_URL (required with e-mail, decision 538).
     */
    async request(email: string, password: string, firstName: string | undefined, linkBase: string) {
      // Counted by the address's hash, so the counters hold no address of someone who may have no account.
      const sent = await counters.hit(`sign-up-mail:${hashOf(email).slice(0, 32)}`, HOUR_MS);
      if (sent.hits > SIGN_UP_MAILS_PER_ADDRESS)
        throw new AppError('RATE_LIMITED', signUpByMailMessages.tooManyForAddress);
      const passwordHash = await hashPassword(password);
      if (await users.findByEmail(email)) {
        send(
          composeMail({
            to: email,
            subject: 'Your Heirloom account',
            paragraphs: [
              'Hello,',
              'Someone asked to create a Heirloom account with this e-mail address. This address already has an account, so nothing new was made.',
              'If it was you, please sign in with the link below. If you do not remember your password, choose “Forgot your password?” there.',
            ],
            link: { href: new URL('/api/login', linkBase).href, label: 'Sign in to Heirloom' },
            after: ['If it was not you, you can ignore this message. Your account stays as it is.'],
          }),
        );
        return;
      }
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + SIGN_UP_LINK_HOURS * HOUR_MS);
      await db.delete(pendingSignUps).where(lt(pendingSignUps.expiresAt, new Date()));
      // One request per address: the newest link is the one that works.
      await db
        .insert(pendingSignUps)
        .values({ email, passwordHash, firstName, tokenHash: hashOf(token), expiresAt })
        .onConflictDoUpdate({
          target: pendingSignUps.email,
          set: { passwordHash, firstName, tokenHash: hashOf(token), expiresAt, createdAt: new Date() },
        });
      const link = new URL(CONFIRM_SIGN_UP_PATH, linkBase);
      link.searchParams.set('token', token);
      send(
        composeMail({
          to: email,
          subject: 'Finish creating your Heirloom account',
          paragraphs: [
            'Hello,',
            `Please open the link below to finish creating your Heirloom account. The link works for ${SIGN_UP_LINK_HOURS} hours, and only once.`,
          ],
          link: { href: link.href, label: 'Finish creating my account' },
          after: [
            'If you did not ask for an account, you can ignore this message. Nothing is made without it.',
          ],
        }),
      );
    },

    isLinkValid,

    /** Uses up the link and makes the account with the password chosen when it was asked for. */
    async confirm(token: string) {
      const valid = and(
        eq(pendingSignUps.tokenHash, hashOf(token)),
        gt(pendingSignUps.expiresAt, new Date()),
      );
      if (!(await isLinkValid(token))) throw new AppError('BAD_REQUEST', signUpByMailMessages.linkInvalid);
      // The same server-wide limit as sign-up without e-mail, counted where an account is about to be made; a
      // refusal leaves the link working, to try again in a minute.
      const { hits } = await counters.hit('sign-up:all', SIGN_UP_WINDOW_MS);
      if (hits > deps.signupRateLimitPerMinute) throw new AppError('RATE_LIMITED', TOO_MANY_SIGN_UPS);
      const [pending] = await db.delete(pendingSignUps).where(valid).returning();
      if (!pending) throw new AppError('BAD_REQUEST', signUpByMailMessages.linkInvalid);
      // The address proved itself; if it got an account meanwhile (another link, the identity provider), say so.
      const user = await users.insert({
        email: pending.email,
        passwordHash: pending.passwordHash,
        firstName: pending.firstName,
      });
      if (!user) throw new AppError('CONFLICT', ACCOUNT_EXISTS);
      return user;
    },
  };
}
export type SignUpByMail = ReturnType<typeof createSignUpByMail>;
