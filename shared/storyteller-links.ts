/**
 * A storyteller link (issue 12, part 4): the account owner makes a link for the person whose stories they are
 * ("Mum"). Opening it shows only an interview with Clio, with no sign-in; its token can add answers to the
 * owner's account and do nothing else.
 */
import { z } from 'zod';

/** How long a new link works. */
export const STORYTELLER_LINK_DAYS = 90;
/** The longest name a link can be given. */
export const MAX_STORYTELLER_LABEL = 40;
/** The most links one account can have that still work. */
export const MAX_ACTIVE_STORYTELLER_LINKS = 20;
/**
 * What one link may record (docs/decisions/1522): a link is a key anyone holding it can use, and each recording may
 * be 150 MB. Recordings open at once: the answer being recorded and one left by a dropped connection. Recordings
 * still open but silent this long are abandoned (the sweep keeps them) and no longer count as open.
 */
export const MAX_OPEN_LINK_RECORDINGS = 2;
export const OPEN_LINK_RECORDING_SILENT_MS = 2 * 60 * 1000;
/** Bytes a link may record in a day: some fifteen hours of speech from a browser, far past any day's interviews. */
export const MAX_LINK_RECORDING_BYTES_PER_DAY = 500 * 1024 * 1024;
export { STORYTELLER_PAGE_PREFIX } from './page-paths.ts';

export const storytellerLinkMessages = {
  noLabel: 'Please write who the link is for, for example Mum.',
  labelTooLong: `Please keep the name to ${MAX_STORYTELLER_LABEL} characters or fewer.`,
  tooMany: `You already have ${MAX_ACTIVE_STORYTELLER_LINKS} links that work. Please revoke one before making another.`,
  /** What the storyteller reads when their link has been revoked, has expired or was never made. */
  linkEnded: 'This link no longer works. Please ask the person who sent it to you for a new one.',
  tooManyRequests: 'Too many requests came through this link at once. Please wait a minute and try again.',
  recordingsOpen:
    'Another answer is still being recorded through this link. Please finish it first, or wait two minutes and try again.',
  recordedEnoughToday:
    'This link has recorded as much as it can in one day. Everything recorded so far is kept. Please try again tomorrow, or type your answer.',
} as const;

export const createStorytellerLinkSchema = z.object({
  label: z
    .string({ error: storytellerLinkMessages.noLabel })
    .trim()
    .min(1, storytellerLinkMessages.noLabel)
    .max(MAX_STORYTELLER_LABEL, storytellerLinkMessages.labelTooLong),
});

export const storytellerLinkParamsSchema = z.object({ id: z.uuid({ error: 'That link id is not valid.' }) });

export const storytellerLinkSchema = z.object({
  id: z.string(),
  /** Who the link is for, as the owner calls them ("Mum"). */
  label: z.string(),
  /** ISO instants. */
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  /** Whether it still works: not revoked and not past its expiry. */
  status: z.enum(['active', 'revoked', 'expired']),
  /** What it recorded: the interviews made through it and their answers. */
  interviews: z.number().int(),
  answers: z.number().int(),
});
export type StorytellerLink = z.infer<typeof storytellerLinkSchema>;

/** A link just made: the only time its address (with the token) is shown. */
export const createdStorytellerLinkSchema = z.object({
  link: storytellerLinkSchema,
  url: z.string(),
});
export type CreatedStorytellerLink = z.infer<typeof createdStorytellerLinkSchema>;
