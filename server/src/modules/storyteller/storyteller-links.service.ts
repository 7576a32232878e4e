import { hashStorytellerToken, newStorytellerToken } from '#server/auth/storyteller-gate.ts';
import { type Database, withTransaction } from '#server/db/client.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import {
  type CreatedStorytellerLink,
  MAX_ACTIVE_STORYTELLER_LINKS,
  STORYTELLER_LINK_DAYS,
  STORYTELLER_PAGE_PREFIX,
  type StorytellerLink,
  storytellerLinkMessages,
} from '#shared/storyteller-links.ts';
import type { createStorytellerLinksRepository, StorytellerLinkRow } from './storyteller-links.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

function toStorytellerLink(
  row: StorytellerLinkRow,
  recorded: { interviews: number; answers: number },
  now = new Date(),
): StorytellerLink {
  return {
    id: row.id,
    label: row.label,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    status: row.revokedAt ? 'revoked' : row.expiresAt <= now ? 'expired' : 'active',
    interviews: Number(recorded.interviews),
    answers: Number(recorded.answers),
  };
}

/**
 * The owner's side of storyteller links (issue 12, part 4, docs/decisions/721): a new link gets a token of 256
 * random bits that is shown once, in the answer that makes it; only its SHA-256 is stored.
 */
export function createStorytellerLinksService(deps: {
  db: Database;
  links: ReturnType<typeof createStorytellerLinksRepository>;
}) {
  const { db, links } = deps;
  return {
    async list(userId: string) {
      const rows = await links.list(userId);
      return rows.map((row) => toStorytellerLink(row.link, row));
    },

    /** `origin` is PUBLIC_URL, or the origin the owner's request came to. */
    async create(userId: string, label: string, origin: string): Promise<CreatedStorytellerLink> {
      const token = newStorytellerToken();
      const row = await withTransaction(db, async (tx) => {
        await links.lockAccount(userId, tx);
        if ((await links.countWorking(userId, tx)) >= MAX_ACTIVE_STORYTELLER_LINKS)
          throw new AppError('CONFLICT', storytellerLinkMessages.tooMany);
        return links.insert(
          {
            userId,
            label,
            tokenHash: hashStorytellerToken(token),
            expiresAt: new Date(Date.now() + STORYTELLER_LINK_DAYS * DAY_MS),
          },
          tx,
        );
      });
      const url = new URL(`${STORYTELLER_PAGE_PREFIX}${token}`, origin).toString();
      return { link: toStorytellerLink(row, { interviews: 0, answers: 0 }), url };
    },

    async revoke(userId: string, id: string) {
      if (!(await links.revoke(userId, id))) throw notFound('That link');
    },
  };
}
