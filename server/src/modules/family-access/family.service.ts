import { createHash, randomBytes } from 'node:crypto';
import { type Database, withTransaction } from '#server/db/client.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import type { RateLimitCounters } from '#server/lib/rate-limit/rate-limit-counters.ts';
import { composeMail, mailErrorCode } from '#server/mail/mail-message.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import {
  FAMILY_MEMBERS_MAX,
  FAMILY_ROLE_LABELS,
  type FamilyRole,
  familyMessages,
  type HeldBackMemory,
  INVITATION_DAYS,
  type InvitationDelivery,
  type InvitationSent,
  type ReleaseItem,
  type ReleaseState,
} from '#shared/family.ts';
import { firstNameOf, possessiveOf, withArticle } from '#shared/family-words.ts';
import type { MemoryRef } from '#shared/manuscript.ts';
import { INVITE_PAGE_PREFIX } from '#shared/page-paths.ts';
import { toFamilyMember, toFamilyQuestion, toPerspective } from './family.presenters.ts';
import type { FamilyRepository } from './family.repository.ts';
import { storytellerDay } from './storyteller-day.ts';

/** A new invitation's token: 256 random bits, written for an address. */
export const newInvitationToken = () => randomBytes(32).toString('base64url');
/** What is stored instead of the token: its SHA-256, hex. */
export const hashInvitationToken = (token: string) =>
  createHash('sha256').update(token, 'utf8').digest('hex');

const DAY_MS = 24 * 60 * 60 * 1000;
const missingMember = () => notFound('That person');
const missingQuestion = () => notFound('That question');
export const BOOK_NOT_MADE_MESSAGE =
  'That book has not been made yet. Please make the book first, then share it.';
export const ALREADY_ACCEPTED_MESSAGE =
  'That person has already accepted the invitation, so there is nothing to send. They can sign in as they are.';

/**
 * The role in one sentence, as the invited person reads it. Nothing says which pronoun the storyteller uses, so
 * the words name them (`first`, their first name) rather than saying "their".
 */
const ROLE_IN_MAIL: Record<FamilyRole, (first: string) => string> = {
  reader: (first) => `you can read the stories ${first} shares, and ${possessiveOf(first)} books.`,
  contributor: (first) =>
    `you can read the stories ${first} shares, ask ${first} questions and add your own memories of them.`,
  editor: (first) =>
    `you can read the stories ${first} shares, ask ${first} questions, add your own memories, and help organise the stories by filling in when, where and who.`,
};

/**
 * Invitation e-mails per storyteller and per address in a day (decision 1520), counted on the shared counters
 * whether the invitation is new, sent again, or sent after removing and adding the address again.
 */
export const INVITATION_MAILS_PER_OWNER_PER_DAY = 20;
export const INVITATION_MAILS_PER_ADDRESS_PER_DAY = 3;

/** "in about 3 hours", "in about 40 minutes": when a day's count starts again. */
export function tryAgainIn(ms: number) {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes < 60) return `in about ${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `in about ${hours} hour${hours === 1 ? '' : 's'}`;
}

/** The invitation e-mail's subject: the same words for everyone, nothing the sender typed (decision 1520). */
export const INVITATION_SUBJECT = 'You are invited to read family stories on Heirloom';

/** The words of one invitation e-mail: who invites, the role in one sentence, the link and when it ends. */
export function invitationMail(
  to: string,
  ownerName: string,
  role: FamilyRole,
  href: string,
  expiresAt: Date,
) {
  const ends = expiresAt.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const first = firstNameOf(ownerName);
  return composeMail({
    to,
    subject: INVITATION_SUBJECT,
    paragraphs: [
      'Hello,',
      `${ownerName} is writing down memories on Heirloom and would like to share them with you.`,
      `You are invited as ${withArticle(FAMILY_ROLE_LABELS[role])}: ${ROLE_IN_MAIL[role](first)}`,
      `Please open the link below to accept. You can sign in, or create an account if you do not have one yet. The link works until ${ends}, and only once.`,
    ],
    link: { href, label: 'Accept the invitation' },
    after: [`If you did not expect this message, you can ignore it. Nothing is shared until you accept.`],
  });
}

/** The owner's side of the family circle: access, release, questions and perspectives (decision 1510). */
export function createFamilyService(deps: {
  db: Database;
  repository: FamilyRepository;
  mailer: Mailer;
  counters: RateLimitCounters;
  log: { warn(obj: object, msg?: string): void };
  /** The time it is: what a dated release shows depends on the storyteller's day (decision 1523). */
  now: () => Date;
}) {
  const { db, repository, mailer, counters, log, now } = deps;

  /**
   * Counts one invitation e-mail for the owner and for the address before anything changes; over either day's
   * limit it answers 429 with when to try again, and the refused attempt is taken back (it sent nothing). The
   * address is counted by its hash, so the counters hold no e-mail addresses. Without e-mail nothing is sent.
   * Answers how to take the count back when the invitation is refused for another reason and sends nothing.
   */
  async function countInvitationMail(ownerId: string, email: string): Promise<() => Promise<void>> {
    if (!mailer.configured) return async () => {};
    const ownerKey = `family-invitation-mail:owner:${ownerId}`;
    const addressKey = `family-invitation-mail:to:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
    const byOwner = await counters.hit(ownerKey, DAY_MS);
    if (byOwner.hits > INVITATION_MAILS_PER_OWNER_PER_DAY) {
      await counters.unhit(ownerKey);
      throw new AppError(
        'RATE_LIMITED',
        `You have sent ${INVITATION_MAILS_PER_OWNER_PER_DAY} invitations today, the most for one day. Please try again ${tryAgainIn(byOwner.resetInMs)}.`,
      );
    }
    const byAddress = await counters.hit(addressKey, DAY_MS);
    if (byAddress.hits > INVITATION_MAILS_PER_ADDRESS_PER_DAY) {
      await counters.unhit(ownerKey);
      await counters.unhit(addressKey);
      throw new AppError(
        'RATE_LIMITED',
        `An invitation has been sent to ${email} ${INVITATION_MAILS_PER_ADDRESS_PER_DAY} times today, the most for one day. Please try again ${tryAgainIn(byAddress.resetInMs)}.`,
      );
    }
    return async () => {
      await counters.unhit(ownerKey);
      await counters.unhit(addressKey);
    };
  }

  /** Sends the invitation when e-mail is configured; the link comes back when it was not sent. */
  async function deliver(
    memberId: string,
    ownerId: string,
    ownerName: string,
    token: string,
    expiresAt: Date,
    linkBase: string,
  ): Promise<InvitationSent> {
    const member = await repository.getMember(ownerId, memberId);
    if (!member) throw missingMember();
    const href = new URL(`${INVITE_PAGE_PREFIX}${token}`, linkBase).href;
    let delivery: InvitationDelivery = 'not-configured';
    if (mailer.configured) {
      try {
        await mailer.send(invitationMail(member.email, ownerName, member.role, href, expiresAt));
        delivery = 'emailed';
      } catch (error) {
        // No address or token in the log: the owner gets the link to hand over instead.
        log.warn({ code: mailErrorCode(error) }, 'could not send a family invitation');
        delivery = 'could-not-send';
      }
    }
    const emailed = delivery === 'emailed';
    return { member: toFamilyMember(member), emailed, delivery, inviteLink: emailed ? null : href };
  }

  return {
    async members(ownerId: string) {
      return (await repository.listMembers(ownerId)).map(toFamilyMember);
    },

    /** Add Access: the address is listed with a fresh invitation, under the list cap (decision 542). */
    async addMember(ownerId: string, input: { email: string; role: FamilyRole }, linkBase: string) {
      const uncount = await countInvitationMail(ownerId, input.email);
      const token = newInvitationToken();
      const expiresAt = new Date(Date.now() + INVITATION_DAYS * DAY_MS);
      const { id, ownerName } = await withTransaction(db, async (tx) => {
        const owner = await repository.lockOwner(ownerId, tx);
        if (!owner) throw missingMember();
        if (owner.email === input.email) throw new AppError('BAD_REQUEST', familyMessages.ownEmail);
        if ((await repository.countMembers(ownerId, tx)) >= FAMILY_MEMBERS_MAX)
          throw new AppError('CONFLICT', familyMessages.listFull);
        const inserted = await repository.insertMember(
          ownerId,
          { ...input, tokenHash: hashInvitationToken(token), expiresAt },
          tx,
        );
        if (!inserted) throw new AppError('CONFLICT', familyMessages.alreadyListed);
        return { id: inserted, ownerName: owner.name };
      }).catch(async (error: unknown) => {
        await uncount();
        throw error;
      });
      return deliver(id, ownerId, ownerName, token, expiresAt, linkBase);
    },

    async changeRole(ownerId: string, id: string, role: FamilyRole) {
      if (!(await repository.changeRole(ownerId, id, role))) throw missingMember();
      const member = await repository.getMember(ownerId, id);
      if (!member) throw missingMember();
      return toFamilyMember(member);
    },

    /** A new link for someone who has not accepted yet; the old one stops working. */
    async resendInvitation(ownerId: string, id: string, linkBase: string) {
      const member = await repository.getMember(ownerId, id);
      if (!member) throw missingMember();
      if (member.memberId) throw new AppError('CONFLICT', ALREADY_ACCEPTED_MESSAGE);
      await countInvitationMail(ownerId, member.email);
      const token = newInvitationToken();
      const expiresAt = new Date(Date.now() + INVITATION_DAYS * DAY_MS);
      if (!(await repository.replaceToken(ownerId, id, hashInvitationToken(token), expiresAt)))
        throw new AppError('CONFLICT', ALREADY_ACCEPTED_MESSAGE);
      return deliver(id, ownerId, await repository.ownerName(ownerId), token, expiresAt, linkBase);
    },

    /** Remove: the row goes, so the member's very next request finds no membership. */
    async removeMember(ownerId: string, id: string) {
      if (!(await repository.removeMember(ownerId, id))) throw missingMember();
    },

    async releases(ownerId: string) {
      return repository.listReleases(ownerId, await storytellerDay(db, ownerId, now()));
    },

    /**
     * Sets the state of every item at once, or of none: an item that is not the owner's answers 404 and the
     * transaction takes back what was already set. Releasing a chapter releases its private memories too, and
     * the answer names each memory that still keeps a released chapter from the family today, so the person is
     * told the truth about when the family sees it.
     */
    async setRelease(
      ownerId: string,
      input: { items: ReleaseItem[]; state: ReleaseState; opensOn?: string | null; timeZone?: string },
    ) {
      const opensOn = input.state === 'released' ? (input.opensOn ?? null) : null;
      return withTransaction(db, async (tx) => {
        if (opensOn && input.timeZone) await repository.setTimeZone(ownerId, input.timeZone, tx);
        const day = await storytellerDay(tx, ownerId, now());
        let changed = 0;
        const heldBack: HeldBackMemory[] = [];
        for (const item of input.items) {
          if (!(await repository.setState(ownerId, item, input.state, opensOn, tx)))
            throw item.kind === 'book'
              ? new AppError('NOT_FOUND', BOOK_NOT_MADE_MESSAGE)
              : notFound('That item');
          changed += 1;
          if (item.kind === 'chapter' && input.state === 'released') {
            changed += await repository.releaseChapterMemories(ownerId, item.id, opensOn, tx);
            const held = await repository.heldBackIn(item.id, day, tx);
            heldBack.push(...held.map((memory) => ({ chapterId: item.id, ...memory })));
          }
        }
        return { changed, heldBack };
      });
    },

    async releaseEverything(ownerId: string, input: { opensOn?: string | null; timeZone?: string }) {
      return {
        changed: await withTransaction(db, async (tx) => {
          if (input.opensOn && input.timeZone) await repository.setTimeZone(ownerId, input.timeZone, tx);
          return repository.releaseEverything(ownerId, input.opensOn ?? null, tx);
        }),
      };
    },

    async questions(ownerId: string) {
      return (await repository.listQuestions(ownerId)).map(toFamilyQuestion);
    },

    async answerQuestion(ownerId: string, id: string, memory: MemoryRef) {
      if (!(await repository.ownsMemory(ownerId, memory))) throw notFound('That memory');
      if (!(await repository.answerQuestion(ownerId, id, memory))) throw missingQuestion();
      const [question] = await repository.listQuestions(ownerId, id);
      if (!question) throw missingQuestion();
      return toFamilyQuestion(question);
    },

    async dismissQuestion(ownerId: string, id: string) {
      if (!(await repository.dismissQuestion(ownerId, id))) throw missingQuestion();
    },

    async perspectives(ownerId: string) {
      return (await repository.listPerspectives(ownerId)).flatMap((row) => toPerspective(row, ownerId) ?? []);
    },
  };
}
export type FamilyService = ReturnType<typeof createFamilyService>;
