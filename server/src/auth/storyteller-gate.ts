import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '#server/db/client.ts';
import { storytellerLinks } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { RateLimitCounters } from '#server/lib/rate-limit/rate-limit-counters.ts';
import { STORYTELLER_API_PREFIX, STORYTELLER_COOKIE } from '#shared/storyteller-api.ts';
import { storytellerLinkMessages } from '#shared/storyteller-links.ts';

/** Who is telling their stories through a link: the owner's account, the link, and the name it was given. */
export interface StorytellerActor {
  ownerId: string;
  storytellerLinkId: string;
  /** The link's label ("Mum"): the person of the interviews made through it. */
  person: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the gate on a token route, for a link that works. Read it with `storytellerActor`. */
    storyteller: StorytellerActor | null;
  }
}

/** A new link's token: 256 random bits, written for an address. */
export const newStorytellerToken = () => randomBytes(32).toString('base64url');

/** What is stored instead of the token: its SHA-256, hex. */
export const hashStorytellerToken = (token: string) =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/** A token as the page's address carries it: base64url only, so nothing else is looked up or hashed. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32,64}$/;

const linkEnded = () => new AppError('UNAUTHORIZED', storytellerLinkMessages.linkEnded);
const tooMany = () => new AppError('RATE_LIMITED', storytellerLinkMessages.tooManyRequests);
const MINUTE_MS = 60_000;
/** `/api/storyteller`: the token routes, and nothing else, receive the cookie. */
const STORYTELLER_COOKIE_PATH = STORYTELLER_API_PREFIX.replace(/\/$/, '');

/**
 * The check the app-wide gate runs on a token route (`config: { storyteller: true }`, docs/decisions/721):
 * the link's token comes only in its cookie and must belong to a link that is neither revoked nor expired.
 * Requests are counted on the shared counters per link, and a token that works for no link is counted per
 * address, so guessing is slowed as well as hopeless. `markUsed` records when the link last did something:
 * it is called only for a request that succeeded, so a refused one changes nothing.
 */
export function createStorytellerGate(deps: {
  db: Database;
  counters: RateLimitCounters;
  perMinute: number;
}) {
  const { db, counters, perMinute } = deps;
  async function requireStoryteller(request: FastifyRequest) {
    const token = request.cookies[STORYTELLER_COOKIE];
    const [link] =
      token && TOKEN_SHAPE.test(token)
        ? await db
            .select({
              id: storytellerLinks.id,
              userId: storytellerLinks.userId,
              label: storytellerLinks.label,
            })
            .from(storytellerLinks)
            .where(
              and(
                eq(storytellerLinks.tokenHash, hashStorytellerToken(token)),
                isNull(storytellerLinks.revokedAt),
                gt(storytellerLinks.expiresAt, sql`now()`),
              ),
            )
        : [];
    if (!link) {
      const { hits } = await counters.hit(`storyteller-failed:${request.ip}`, MINUTE_MS);
      throw hits > perMinute ? tooMany() : linkEnded();
    }
    const { hits } = await counters.hit(`storyteller-link:${link.id}`, MINUTE_MS);
    if (hits > perMinute) throw tooMany();
    request.storyteller = { ownerId: link.userId, storytellerLinkId: link.id, person: link.label };
  }
  async function markUsed(request: FastifyRequest, reply: FastifyReply) {
    if (!request.storyteller || reply.statusCode >= 400) return;
    await db
      .update(storytellerLinks)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(storytellerLinks.id, request.storyteller.storytellerLinkId));
  }
  return { requireStoryteller, markUsed };
}

/**
 * The storyteller of a token route's handler. The gate has refused every request without a working link, so a
 * missing one means the route was reached without it: a fault of ours, answered 500 without acting for anyone.
 */
export function storytellerActor(request: FastifyRequest): StorytellerActor {
  if (!request.storyteller)
    throw new Error(`${request.method} ${request.url} was reached without the storyteller gate`);
  return request.storyteller;
}

const NINETY_DAYS_S = 90 * 24 * 60 * 60;

/**
 * The storyteller's page, `/tell/<token>`: the token is handed to the page's API calls as an http-only cookie
 * that only the token routes receive (path /api/storyteller), and the address is kept out of caches and
 * referrers. Whether the link works is decided by the gate on the first call, so the page itself reveals nothing.
 */
export function handOverStorytellerToken(request: FastifyRequest, reply: FastifyReply) {
  const { token } = request.params as { token?: string };
  if (token && TOKEN_SHAPE.test(token)) {
    reply.setCookie(STORYTELLER_COOKIE, token, {
      path: STORYTELLER_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: 'auto',
      maxAge: NINETY_DAYS_S,
    });
  } else {
    reply.clearCookie(STORYTELLER_COOKIE, { path: STORYTELLER_COOKIE_PATH });
  }
  reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
}
