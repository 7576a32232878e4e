/**
 * Memoir Studio: request and response
 * schemas of every memoir-projects endpoint, the status labels, and the
 * onboarding conversation's constants.
 */
import { z } from 'zod';
import { chapterProposalSchema } from './chapter-actions.ts';

export const MEMOIR_STATUSES = ['draft', 'in_progress', 'completed'] as const;
type MemoirStatus = (typeof MEMOIR_STATUSES)[number];

/** How each memoir project status is shown. */
export const MEMOIR_STATUS_LABELS: Record<MemoirStatus, string> = {
  draft: 'Draft',
  in_progress: 'In Progress',
  completed: 'Complete',
};

export const PROJECT_TITLE_MAX = 200;
export const INTENT_FIELD_MAX = 500;
export const STARTING_POINT_MAX = 10_000;
export const CHAPTER_TITLE_MAX = 200;
export const THEME_MAX = 100;
export const CHAT_MESSAGE_MAX = 10_000;
/** How many chapters or themes one project may hold, and the client may send along with a message. */
export const STUDIO_LIST_MAX = 200;

/** The suggestion chips are cached for 5 minutes. */
export const SUGGESTIONS_STALE_MS = 5 * 60 * 1000;

/** The chips shown when the server has none (or the call failed). */
export const FALLBACK_SUGGESTIONS = [
  'Tell me about your childhood',
  "What's your earliest memory?",
  'Who were the most important people in your life?',
  'What challenges shaped you?',
] as const;

/** The onboarding conversation's steps, in order; then the project is created. */
export const ONBOARDING_STEPS = ['motivation', 'audience', 'tone', 'title', 'startingPoint'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** The suggested answers offered at each onboarding step that has them. */
export const ONBOARDING_SUGGESTED_ANSWERS = {
  motivation: [
    'To share my life and lessons with my family',
    'To create a historical record',
    'To better understand myself',
    'To honor a loved one',
  ],
  audience: ['This is just for me', 'For my close family and friends', 'I envision a wider audience someday'],
  tone: ['A sense of warmth and nostalgia', 'Inspiration and encouragement', 'Laughter and lightheartedness'],
} as const;

/** What Clio says at each onboarding step (the follow-ups' words are kept exactly). */
export const ONBOARDING_MESSAGES = {
  /** The first AI message asks why the person wants to tell the story. */
  opening: "Hello, I'm Clio. Every memoir begins with a reason. Why do you want to tell this story?",
  motivationFollowUp:
    "That's a wonderful motivation. Now, picture someone reading this finished memoir. Who is it for?",
  audienceFollowUp: 'I understand. And what feeling do you hope they have as they read?',
  toneFollowUp: "Perfect. We have our intention. Now, let's give this special project a working title...",
  /** After the title: asks about key experiences, themes or periods. */
  titleFollowUp:
    'A lovely title. Where would you like to begin? Tell me about a few key experiences, themes or periods of your life you want this memoir to include.',
} as const;

const text = (what: string, max: number) =>
  z
    .string({ error: `Please give ${what}.` })
    .trim()
    .min(1, `Please give ${what}.`)
    .max(
      max,
      `${what.charAt(0).toUpperCase()}${what.slice(1)} is too long (at most ${max.toLocaleString('en')} characters).`,
    );

export const projectIdParamsSchema = z.object({
  id: z.uuid({ error: 'That memoir project id is not valid.' }),
});
export const chapterParamsSchema = projectIdParamsSchema.extend({
  chapterId: z.uuid({ error: 'That chapter id is not valid.' }),
});
export const themeParamsSchema = projectIdParamsSchema.extend({
  themeId: z.uuid({ error: 'That theme id is not valid.' }),
});

/** POST /api/memoir-projects: the onboarding's five fields, the memoir's intent. */
export const createMemoirProjectSchema = z.object({
  motivation: text('a reason for telling this story', INTENT_FIELD_MAX),
  audience: text('who the memoir is for', INTENT_FIELD_MAX),
  tone: text('the feeling the memoir should leave', INTENT_FIELD_MAX),
  title: text('a title', PROJECT_TITLE_MAX),
  startingPoint: text('a starting point for the story', STARTING_POINT_MAX),
});
export type CreateMemoirProject = z.input<typeof createMemoirProjectSchema>;
export type MemoirIntent = CreateMemoirProject;

export const createMemoirProjectResponseSchema = z.object({ id: z.string(), title: z.string() });
export type CreateMemoirProjectResponse = z.infer<typeof createMemoirProjectResponseSchema>;

/** PUT /api/memoir-projects/{id} */
export const updateMemoirProjectSchema = z.object({ title: text('a title', PROJECT_TITLE_MAX) });

export const memoirProjectSchema = z.object({
  id: z.string(),
  title: z.string(),
  motivation: z.string(),
  audience: z.string(),
  tone: z.string(),
  startingPoint: z.string(),
  status: z.enum(MEMOIR_STATUSES),
  /** ISO timestamp */
  createdAt: z.string(),
});
export type MemoirProject = z.infer<typeof memoirProjectSchema>;
export const memoirProjectListSchema = z.array(memoirProjectSchema);

export const chapterSchema = z.object({ id: z.string(), title: z.string() });
export type Chapter = z.infer<typeof chapterSchema>;
export const chapterListSchema = z.array(chapterSchema);
/** POST and PUT …/chapters */
export const chapterTitleSchema = z.object({ title: text('a chapter title', CHAPTER_TITLE_MAX) });

/**
 * GET …/chapter-order: the chapters in their order, the version a move is based on, and whether the order still
 * follows her life's years (docs/decisions/911) or is the one she set.
 */
export const chapterOrderSchema = z.object({
  version: z.number().int(),
  followsLife: z.boolean(),
  chapters: chapterListSchema,
});
export type ChapterOrder = z.infer<typeof chapterOrderSchema>;
/** PUT …/chapter-order: every chapter of the project once, in the new order. */
export const saveChapterOrderSchema = z.object({
  version: z.number({ error: 'Please send the version this order is based on.' }).int().min(1),
  chapters: z
    .array(z.uuid({ error: 'That chapter id is not valid.' }))
    .max(STUDIO_LIST_MAX, `A memoir has at most ${STUDIO_LIST_MAX} chapters.`),
});
export type SaveChapterOrder = z.input<typeof saveChapterOrderSchema>;
/** 409 STALE_CHAPTER on a chapter move, with the saved order as `current`. */
export const STALE_CHAPTER_LIST_MESSAGE =
  'The chapters were changed in another window. Here is the order that was saved; please make your change again.';
/** 422 when the order sent does not name each chapter of the project once. */
export const NOT_THE_CHAPTERS_MESSAGE =
  'That order must name each chapter of this memoir once. Please reload the page and move the chapter again.';

export const themeSchema = z.object({ id: z.string(), theme: z.string() });
export type Theme = z.infer<typeof themeSchema>;
export const themeListSchema = z.array(themeSchema);
/** POST …/themes */
export const createThemeSchema = z.object({ theme: text('a theme', THEME_MAX) });

export const CHAT_ROLES = ['user', 'assistant'] as const;
export const chatMessageSchema = z.object({
  id: z.string(),
  role: z.enum(CHAT_ROLES),
  message: z.string(),
  createdAt: z.string(),
  /** Clio's proposal about a chapter, with Accept and Decline while it is her last word (docs/decisions/907). */
  proposal: chapterProposalSchema.nullable().optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export const chatMessageListSchema = z.array(chatMessageSchema);

/** POST …/chat: her message, with the chapters and themes she sees. */
export const sendChatMessageSchema = z.object({
  message: text('a message', CHAT_MESSAGE_MAX),
  currentChapters: z
    .array(z.object({ id: z.string().max(100), title: z.string().max(CHAPTER_TITLE_MAX) }))
    .max(STUDIO_LIST_MAX)
    .default([]),
  currentThemes: z
    .array(z.object({ id: z.string().max(100), theme: z.string().max(THEME_MAX) }))
    .max(STUDIO_LIST_MAX)
    .default([]),
});
export const sendChatMessageResponseSchema = z.object({
  message: z.string(),
  messageId: z.string(),
  proposal: chapterProposalSchema.nullable().optional(),
});

export const suggestionsResponseSchema = z.object({ suggestions: z.array(z.string()) });

/** Chapter titles are shown without a leading "Chapter N:" prefix. */
export function displayChapterTitle(title: string): string {
  return title.replace(/^\s*chapter\s+\d+\s*:\s*/i, '').trim() || title.trim();
}

/** A new chapter is named "Chapter N", N being the current count plus one. */
export const newChapterTitle = (currentCount: number) => `Chapter ${currentCount + 1}`;
