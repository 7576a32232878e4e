/**
 * The family circle (issue 15): who the storyteller shares with and in which role, what is released to them,
 * and what the family sends back (questions, their own accounts of a memory). Pure schemas and rules.
 */
import { z } from 'zod';
import { memoryRefSchema } from './manuscript.ts';
import { createMemoryFragmentSchema } from './memories.ts';
import { isKnownTimeZone, scheduledCallMessages } from './scheduled-calls.ts';
import { SIMPLE_EMAIL_SHAPE } from './waitlist-rules.ts';

/**
 * What a family member may do, each role including the one before it:
 * - reader: reads what has been released, and the books;
 * - contributor: also asks the storyteller questions, adds their own account of a memory, and adds whole memories
 *   of their own to the storyteller's collection (private until the storyteller shares them, decision 1513);
 * - editor: also helps organise (Memory DNA of released memories; chapters and drafts made only of memories they
 *   may see, docs/decisions/1512). Never deletes the owner's memories, never manages access.
 */
export const FAMILY_ROLES = ['reader', 'contributor', 'editor'] as const;
export type FamilyRole = (typeof FAMILY_ROLES)[number];

export const FAMILY_ROLE_LABELS: Record<FamilyRole, string> = {
  reader: 'Reader',
  contributor: 'Contributor',
  editor: 'Editor',
};

/** One sentence per role, shown beside the choice. */
export const FAMILY_ROLE_HINTS: Record<FamilyRole, string> = {
  reader: 'Reads what you release, and your books.',
  contributor:
    'Also asks you questions, adds what they remember, and adds memories of their own for you to share or not.',
  editor:
    'Also helps organise: fills in when, where and who, and helps with chapters and drafts made of what you share. Never deletes and never manages access.',
};

const ROLE_RANK: Record<FamilyRole, number> = { reader: 0, contributor: 1, editor: 2 };
/** Whether a member with `role` may do what `needed` may do. */
export const roleAllows = (role: FamilyRole, needed: FamilyRole) => ROLE_RANK[role] >= ROLE_RANK[needed];

/** How many people one storyteller may share with. */
export const FAMILY_MEMBERS_MAX = 50;
/** How long an invitation link works. */
export const INVITATION_DAYS = 14;
export const FAMILY_QUESTION_MAX = 1_000;
export const PERSPECTIVE_TEXT_MAX = 20_000;

/**
 * What one member may send one storyteller (decision 1513), counted on write under a lock: enough for a very
 * talkative family, few enough that nobody can bury the storyteller's Dashboard or collection.
 */
export const OPEN_QUESTIONS_MAX = 100;
export const PERSPECTIVES_MAX = 500;
export const CONTRIBUTED_MEMORIES_MAX = 1_000;

export const familyRoleSchema = z.enum(FAMILY_ROLES, {
  error: 'Please choose Reader, Contributor or Editor.',
});

const emailSchema = z
  .string({ error: 'Please enter an email address.' })
  .trim()
  .toLowerCase()
  .max(254, 'That email address is too long.')
  .regex(SIMPLE_EMAIL_SHAPE, 'Please enter a valid email address, like name@example.com.');

/** POST /api/family/members: Add Access. */
export const addFamilyMemberSchema = z.strictObject({ email: emailSchema, role: familyRoleSchema });

/** PUT /api/family/members/:id: a new role. */
export const changeFamilyRoleSchema = z.strictObject({ role: familyRoleSchema });

export const familyMemberParamsSchema = z.object({
  id: z.uuid({ error: 'That person is not on your list.' }),
});

export const FAMILY_MEMBER_STATES = ['invited', 'active'] as const;

/** A person the storyteller shares with, as the owner's list shows them. */
export const familyMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: familyRoleSchema,
  /** invited: the invitation has not been accepted yet; active: they have signed in and accepted. */
  state: z.enum(FAMILY_MEMBER_STATES),
  /** Their name once active (first and last name from their profile), null before. */
  name: z.string().nullable(),
  invitedAt: z.string(),
  acceptedAt: z.string().nullable(),
});
export type FamilyMember = z.infer<typeof familyMemberSchema>;

/**
 * How an invitation went: e-mailed; not e-mailed because this server has no e-mail set up; or e-mail is set up
 * but sending failed just now (the mail server could not be reached), so trying again later may work.
 */
export const INVITATION_DELIVERIES = ['emailed', 'not-configured', 'could-not-send'] as const;
export type InvitationDelivery = (typeof INVITATION_DELIVERIES)[number];

/**
 * The answer to Add Access and to "Send the invitation again": the member, and the invitation link when it was
 * not e-mailed (no e-mail configured, or sending failed) so the owner can copy it and hand it over.
 */
export const invitationSentSchema = z.object({
  member: familyMemberSchema,
  emailed: z.boolean(),
  /** Why it was or was not e-mailed, so the page never says "not set up" when sending failed. */
  delivery: z.enum(INVITATION_DELIVERIES),
  /** The link to hand over; null when it went by e-mail (it is then shown nowhere). */
  inviteLink: z.string().nullable(),
});
export type InvitationSent = z.infer<typeof invitationSentSchema>;

/** An invitation link's token, as `/invite/<token>` (INVITE_PAGE_PREFIX in page-paths.ts) carries it. */
export const invitationTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{32,64}$/, 'That invitation link is not complete.'),
});

/** GET /api/family/invitations/:token (public): what the invitation page shows before signing in. */
export const invitationPreviewSchema = z.object({
  /** The storyteller's name as their profile gives it ("Rose Miller"); their email when they gave no name. */
  ownerName: z.string(),
  role: familyRoleSchema,
  /** The address it was sent to, so the person knows which account to use. */
  email: z.string(),
});

/** POST /api/family/invitations/accept (signed in): the token from the link. */
export const acceptInvitationSchema = z.strictObject({ token: invitationTokenParamsSchema.shape.token });
export const acceptedInvitationSchema = z.object({ ownerId: z.string(), ownerName: z.string() });

export const familyMessages = {
  invitationEnded:
    'This invitation has ended or was already used. Please ask the person who shared with you to send a new one.',
  ownEmail: 'That is your own email address. Please enter the address of the person you want to share with.',
  alreadyListed: 'That person is already on your list. Change their role or send the invitation again there.',
  listFull: `You can share with at most ${FAMILY_MEMBERS_MAX} people. Please remove someone before adding another.`,
  ownInvitation: 'This invitation is to your own stories. Please send the link to the person it is for.',
  notAllowedToAsk:
    'Only contributors and editors can ask questions. Please ask the storyteller to change your role.',
  notAllowedToAdd:
    'Only contributors and editors can add their own memories. Please ask the storyteller to change your role.',
  notAllowedToEdit: 'Only editors can change Memory DNA. Please ask the storyteller to change your role.',
  notReleased: 'That memory has not been shared with you.',
  notAllowedToCheck:
    'Only editors can check the words for the book. Please ask the storyteller to change your role.',
  cleanCopyWordsUnchecked:
    'These words were written down automatically and the storyteller has not checked them yet. Their clean copy can be looked at once they have.',
  tooManyQuestions: `You have ${OPEN_QUESTIONS_MAX} questions waiting for an answer. Please wait until some are answered before asking another.`,
  tooManyPerspectives: `You have written ${PERSPECTIVES_MAX} accounts of these memories, the most one person can add. Please add to one you wrote instead.`,
  tooManyMemories: `You have added ${CONTRIBUTED_MEMORIES_MAX.toLocaleString('en')} memories, the most one person can add. Please remove one that is not shared yet before adding another.`,
  addedNotYours: 'That memory is not one you added.',
  addedAlreadyShared:
    'This memory has been shared with the family, so it is part of their stories now. Please ask the storyteller if you want it taken out.',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Release: every memory, chapter and book is private until the owner releases it.

/**
 * What can be released. Memories: a typed memory ('fragment'), an uploaded file or recording ('file'), an
 * interview ('interview', all its answers together); then a chapter, and a project's book ('book', by the
 * project's id).
 */
export const RELEASE_KINDS = ['fragment', 'file', 'interview', 'chapter', 'book'] as const;
export type ReleaseKind = (typeof RELEASE_KINDS)[number];

/**
 * private: only the owner sees it (every new item starts so);
 * released: the family sees it, from `opensOn` if that is set;
 * left-out: kept out of every shared view, chapter draft and book.
 */
export const RELEASE_STATES = ['private', 'released', 'left-out'] as const;
export type ReleaseState = (typeof RELEASE_STATES)[number];

export const releaseItemSchema = z.object({
  kind: z.enum(RELEASE_KINDS, { error: 'That kind of item cannot be released.' }),
  id: z.uuid({ error: 'That item id is not valid.' }),
});
export type ReleaseItem = z.infer<typeof releaseItemSchema>;

/** A calendar day, yyyy-mm-dd: a release opens at the start of that day in the storyteller's time zone. */
const opensOnSchema = z.iso.date({ error: 'Please give the day as a date, like 2030-06-01.' });

/**
 * The storyteller's time zone as their device reports it (IANA, e.g. "Europe/London"), sent with a release for a
 * later day: it becomes the zone whose midnight opens their releases (decision 1523).
 */
const releaseTimeZoneSchema = z
  .string()
  .max(64, scheduledCallMessages.unknownTimeZone)
  .refine(isKnownTimeZone, scheduledCallMessages.unknownTimeZone);

export const RELEASE_ITEMS_MAX = 500;

/**
 * PUT /api/family/releases: set the state of some items. `opensOn` only with 'released' (null or absent: at
 * once). Releasing a chapter also releases the memories in it (with the same day), except those left out.
 */
export const setReleaseSchema = z
  .strictObject({
    items: z
      .array(releaseItemSchema, { error: 'Please choose what to release.' })
      .min(1, 'Please choose what to release.')
      .max(RELEASE_ITEMS_MAX, `At most ${RELEASE_ITEMS_MAX} items at once, please.`),
    state: z.enum(RELEASE_STATES, { error: 'Please choose Share, Keep private or Leave this out.' }),
    opensOn: opensOnSchema.nullable().optional(),
    timeZone: releaseTimeZoneSchema.optional(),
  })
  .refine((body) => body.state === 'released' || !body.opensOn, {
    message: 'Only a release can wait for a date.',
    path: ['opensOn'],
  });

/** POST /api/family/releases/everything: release everything so far that is not left out. */
export const releaseEverythingSchema = z.strictObject({
  opensOn: opensOnSchema.nullable().optional(),
  timeZone: releaseTimeZoneSchema.optional(),
});

/** The state of one item that is not private (private is the default and is not listed). */
export const releaseStatusSchema = releaseItemSchema.extend({
  state: z.enum(['released', 'left-out']),
  /**
   * yyyy-mm-dd when a release waits for a later day (for a chapter, the last day one of its memories opens);
   * null when it is open (or left out).
   */
  opensOn: z.string().nullable(),
  /** A released chapter the family cannot see while one of its memories is not shared. */
  heldBack: z.boolean(),
});
export type ReleaseStatus = z.infer<typeof releaseStatusSchema>;
export const releaseStatusListSchema = z.array(releaseStatusSchema);

export const releaseCountSchema = z.object({ changed: z.number().int() });

/** A memory that keeps a chapter just released from the family today: it opens later, or is not shared (null). */
export const heldBackMemorySchema = z.object({
  chapterId: z.string(),
  name: z.string(),
  opensOn: z.string().nullable(),
});
export type HeldBackMemory = z.infer<typeof heldBackMemorySchema>;

/** PUT /api/family/releases: how many items changed, and what still keeps a released chapter back. */
export const setReleaseResultSchema = releaseCountSchema.extend({ heldBack: z.array(heldBackMemorySchema) });

/** "opens on 1 June 2030", for a day as yyyy-mm-dd. */
export function opensOnLabel(day: string) {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const monthName = new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-GB', {
    month: 'long',
    timeZone: 'UTC',
  });
  return `opens on ${date} ${monthName} ${year}`;
}

// ---------------------------------------------------------------------------------------------------------------
// The family's side: "Shared with me".

/** A storyteller who shares with the signed-in person. */
export const sharedStorytellerSchema = z.object({
  ownerId: z.string(),
  ownerName: z.string(),
  role: familyRoleSchema,
});
export const sharedStorytellerListSchema = z.object({
  storytellers: z.array(sharedStorytellerSchema),
  /** Plain sentences about shares that ended ("Rose Miller deleted her account, so her stories are gone."). */
  notices: z.array(z.string()),
  /**
   * True once the signed-in person's own account holds anything of their own story: a memory, a file, an
   * interview, a memoir project, a booked interview, a storyteller link or a circle of their own (decision 1524).
   */
  ownStoryStarted: z.boolean(),
});
export type SharedStorytellerList = z.infer<typeof sharedStorytellerListSchema>;

/**
 * Decision 1524, "a home for everyone": someone who has accepted invitations but holds nothing of their own comes
 * to read, so the workspace opens on Shared with me and offers "Tell your own story" there instead of imposing it.
 */
export const comesToReadOthersStories = (list: SharedStorytellerList) =>
  list.storytellers.length > 0 && !list.ownStoryStarted;

export const ownerParamsSchema = z.object({ ownerId: z.uuid({ error: 'That storyteller is not known.' }) });

/** Someone's own account of a memory, kept apart from it and shown beside it. */
export const perspectiveSchema = z.object({
  id: z.string(),
  memory: memoryRefSchema,
  authorName: z.string(),
  text: z.string(),
  createdAt: z.string(),
  /** True when the signed-in person wrote it. */
  mine: z.boolean(),
});
export type Perspective = z.infer<typeof perspectiveSchema>;

/** A released memory as the family sees it. Interviews are listed as one memory per answer ('answer'). */
/**
 * Shown instead of a recording's words while its automatic transcript has not been checked by the storyteller
 * (decision 807): the words may be misheard, so the family listens instead.
 */
export const uncheckedWordsSentence = (canListen: boolean) =>
  canListen
    ? 'The words of this recording have not been checked yet. Listen to it above.'
    : 'The words of this recording have not been checked yet, so they are not shown here.';

export const sharedMemorySchema = memoryRefSchema.extend({
  name: z.string(),
  /** The memory's words; empty while a recording's automatic transcript is not checked (see wordsNote). */
  text: z.string(),
  /** A sentence to show instead of the words when they are held back (uncheckedWordsSentence); null otherwise. */
  wordsNote: z.string().nullable(),
  /** "Memory Fragment", "Uploaded File", "Recording" or "Interview". */
  source: z.string(),
  whenHappened: z.string().nullable(),
  whereHappened: z.string().nullable(),
  peopleInvolved: z.array(z.string()),
  topics: z.array(z.string()),
  createdAt: z.string(),
  /** Where the recording can be played, for a recording or a spoken answer; null otherwise. */
  audioUrl: z.string().nullable(),
  /** For an editor's Memory DNA save (a stale one answers 409 STALE_MEMORY); null for interview answers. */
  version: z.number().int().nullable(),
  perspectives: z.array(perspectiveSchema),
});
export type SharedMemory = z.infer<typeof sharedMemorySchema>;

export const sharedChapterSummarySchema = z.object({
  id: z.string(),
  projectId: z.string(),
  projectTitle: z.string(),
  title: z.string(),
});

export const sharedBookSchema = z.object({
  projectId: z.string(),
  projectTitle: z.string(),
  madeAt: z.string(),
  /** The formats that can be downloaded (BOOK_FORMATS). */
  formats: z.array(z.string()),
});

/** A question the signed-in person asked, and its answer once the answer is released. */
export const myQuestionSchema = z.object({
  id: z.string(),
  text: z.string(),
  askedAt: z.string(),
  /** The memory that answers it, once the storyteller answered and released it; null before. */
  answer: sharedMemorySchema.nullable(),
});

/** GET /api/shared-with-me/:ownerId: everything of one storyteller the signed-in person may see. */
export const sharedStoriesSchema = z.object({
  owner: sharedStorytellerSchema,
  memories: z.array(sharedMemorySchema),
  chapters: z.array(sharedChapterSummarySchema),
  books: z.array(sharedBookSchema),
  /** Releases that wait for a day: how many items open on each day (no names until then). */
  upcoming: z.array(z.object({ opensOn: z.string(), count: z.number().int() })),
  questions: z.array(myQuestionSchema),
});
export type SharedStories = z.infer<typeof sharedStoriesSchema>;

export const sharedChapterParamsSchema = ownerParamsSchema.extend({
  chapterId: z.uuid({ error: 'That chapter id is not valid.' }),
});

/** A released chapter: its newest draft, or its memories' own words when there is no draft. */
export const sharedChapterSchema = sharedChapterSummarySchema.extend({
  paragraphs: z.array(z.object({ text: z.string() })),
});

/** POST /api/shared-with-me/:ownerId/questions (contributor or editor). */
export const askQuestionSchema = z.strictObject({
  text: z
    .string({ error: 'Please write your question.' })
    .trim()
    .min(1, 'Please write your question.')
    .max(FAMILY_QUESTION_MAX, `At most ${FAMILY_QUESTION_MAX} characters, please.`),
});

/** POST /api/shared-with-me/:ownerId/perspectives (contributor or editor): their account of a released memory. */
export const addPerspectiveSchema = z.strictObject({
  memory: memoryRefSchema,
  text: z
    .string({ error: 'Please write what you remember.' })
    .trim()
    .min(1, 'Please write what you remember.')
    .max(PERSPECTIVE_TEXT_MAX, `At most ${PERSPECTIVE_TEXT_MAX} characters, please.`),
});

export const sharedMemoryParamsSchema = ownerParamsSchema.extend({
  kind: z.enum(['fragment', 'file'], { error: 'Only typed memories and files have Memory DNA to change.' }),
  id: z.uuid({ error: 'That memory id is not valid.' }),
});

/** A shared memory of any kind whose clean copy an editor reviews (docs/decisions/1528). */
export const sharedCleanCopyParamsSchema = ownerParamsSchema.extend(memoryRefSchema.shape);

export const sharedBookFileParamsSchema = ownerParamsSchema.extend({
  projectId: z.uuid({ error: 'That book is not known.' }),
  format: z.enum(['pdf', 'large-print-pdf', 'epub', 'keepsake'], {
    error: 'That kind of book file is not known.',
  }),
});

// ---------------------------------------------------------------------------------------------------------------
// The owner's side of questions and perspectives.

/** A question from the family, on the storyteller's Dashboard and in the interview's question queue. */
export const familyQuestionSchema = z.object({
  id: z.string(),
  askerName: z.string(),
  text: z.string(),
  askedAt: z.string(),
  /** The memory that answers it, once one does. */
  answeredBy: memoryRefSchema.nullable(),
});
export type FamilyQuestion = z.infer<typeof familyQuestionSchema>;
export const familyQuestionListSchema = z.array(familyQuestionSchema);

export const familyQuestionParamsSchema = z.object({ id: z.uuid({ error: 'That question is not known.' }) });
/** POST /api/family/questions/:id/answer: this memory answers it. */
export const answerFamilyQuestionSchema = z.strictObject({ memory: memoryRefSchema });

export const perspectiveListSchema = z.array(perspectiveSchema);

// ---------------------------------------------------------------------------------------------------------------
// A contributor's own memories, added to the storyteller's collection (decision 1513).

/** POST /api/shared-with-me/:ownerId/added-memories: a typed memory, with the owner's own limits. */
export const addContributedMemorySchema = z.strictObject(
  createMemoryFragmentSchema.omit({ answersQuestion: true }).shape,
);
export type AddContributedMemory = z.input<typeof addContributedMemorySchema>;

export const addedMemoryParamsSchema = ownerParamsSchema.extend({
  id: z.uuid({ error: 'That memory id is not valid.' }),
});

/** A memory the signed-in person added to a storyteller's collection, as they see it. */
export const addedMemorySchema = z.object({
  id: z.string(),
  name: z.string(),
  text: z.string(),
  createdAt: z.string(),
  /** True when the family can see it now (released and its day come). */
  shared: z.boolean(),
  /** True while the storyteller has not released it: its author may still take it back. */
  removable: z.boolean(),
});
export type AddedMemory = z.infer<typeof addedMemorySchema>;
export const addedMemoryListSchema = z.array(addedMemorySchema);
