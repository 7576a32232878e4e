/**
 * Clio's proposals about one chapter (issue 13, part 5; docs/decisions/907): draft it, or put a memory in it.
 * Unlike the spec's chapter and theme lists, these name ids, so they travel beside Clio's reply (stored with
 * her message) rather than inside its words; the person accepts one with `chatApi.acceptAction` and nothing
 * changes before. Pure: no I/O.
 */
import { z } from 'zod';
import { memoryRefSchema } from './manuscript.ts';

export const CHAPTER_ACTION_KINDS = ['draft-chapter', 'add-to-chapter'] as const;
type ChapterActionKind = (typeof CHAPTER_ACTION_KINDS)[number];

const chapterId = z.uuid({ error: 'That chapter id is not valid.' });

/** What accepting the proposal does; the ids must be the person's own (checked again on accept). */
export const chapterActionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('draft-chapter'), chapterId }).strict(),
  z.object({ kind: z.literal('add-to-chapter'), chapterId, memory: memoryRefSchema }).strict(),
]);
export type ChapterAction = z.infer<typeof chapterActionSchema>;

/** The longest summary a proposal panel shows. */
export const CHAPTER_PROPOSAL_SUMMARY_MAX = 500;

/** A proposal as the chat sends it: the action, and what the panel says it will do. */
export const chapterProposalSchema = z.object({
  action: chapterActionSchema,
  summary: z.string().max(CHAPTER_PROPOSAL_SUMMARY_MAX),
});
export type ChapterProposal = z.infer<typeof chapterProposalSchema>;

/** The panel's heading for each kind. */
export const CHAPTER_PROPOSAL_HEADINGS: Record<ChapterActionKind, string> = {
  'draft-chapter': 'Proposed Draft',
  'add-to-chapter': 'Proposed Change',
};

/** What the studio knows about a chapter when it describes a proposal; `number` is its place in the list. */
export interface ChapterFacts {
  id: string;
  number: number;
  title: string;
  /** How many memories it holds. */
  memories: number;
  /** Whether it has a draft already (a new one is then the next version). */
  drafted: boolean;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** “The Farm” as the chapter list shows it (without a leading "Chapter N:"). */
// As studio.ts's displayChapterTitle (not imported: studio.ts imports this module's schema).
const quotedTitle = (title: string) =>
  `“${title.replace(/^\s*chapter\s+\d+\s*:\s*/i, '').trim() || title.trim()}”`;

/** "Draft chapter 2, “The Farm”, from its 5 memories." and, when drafted before, that the old one stays. */
export function describeDraftProposal(chapter: ChapterFacts): string {
  const lead = `Draft chapter ${chapter.number}, ${quotedTitle(chapter.title)}, from its ${plural(chapter.memories, 'memory', 'memories')}.`;
  return chapter.drafted
    ? `${lead} This makes a new version; the draft it has now is kept in its versions.`
    : lead;
}

/** "Put “Meeting Helen” at the end of chapter 1, “Early Years”." */
export function describeAddProposal(chapter: ChapterFacts, memoryName: string): string {
  return `Put “${memoryName}” at the end of chapter ${chapter.number}, ${quotedTitle(chapter.title)}.`;
}

/** What the person's Accept is stored as in the conversation, so Clio's proposal is no longer her last word. */
export function acceptedActionMessage(chapter: ChapterFacts, action: ChapterAction): string {
  return action.kind === 'draft-chapter'
    ? `Yes, please draft chapter ${chapter.number}.`
    : `Yes, please put that memory in chapter ${chapter.number}.`;
}

/** POST …/chat/{messageId}/accept */
export const acceptChapterActionParamsSchema = z.object({
  id: z.uuid({ error: 'That memoir project id is not valid.' }),
  messageId: z.uuid({ error: 'That message id is not valid.' }),
});

export const acceptChapterActionResponseSchema = z.object({
  message: z.string(),
  messageId: z.string(),
  /** The chapter that changed, so the client refreshes its memories and draft. */
  chapterId: z.string(),
  kind: z.enum(CHAPTER_ACTION_KINDS),
});

/** Accepting a proposal that is no longer Clio's last word (answered in another window). */
export const PROPOSAL_ANSWERED_MESSAGE =
  'That proposal has already been answered. Please ask Clio again if you still want it.';
