/**
 * Clio's proposals about one chapter in the studio chat (issue 13, part 5; docs/decisions/907): what she is
 * told to resolve a request, how a proposed action is checked against the person's own chapters and memories
 * before it is offered, and what accepting it does, through the manuscript service's own rules.
 */
import type { AiProvider, ChapterRequestContext } from '#server/ai/ai-provider.ts';
import type { AiRequestLimit } from '#server/ai/ai-request-limit.ts';
import { type ChapterRequest, findChapter } from '#server/ai/rules/chapter-requests.ts';
import { type Database, withTransaction } from '#server/db/client.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import {
  acceptedActionMessage,
  type ChapterAction,
  type ChapterFacts,
  type ChapterProposal,
  chapterActionSchema,
  describeAddProposal,
  describeDraftProposal,
  PROPOSAL_ANSWERED_MESSAGE,
} from '#shared/chapter-actions.ts';
import { memoryKey } from '#shared/manuscript.ts';
import { displayChapterTitle } from '#shared/studio.ts';
import { createManuscriptRepository } from '../manuscript/manuscript.repository.ts';
import { createManuscriptService } from '../manuscript/manuscript.service.ts';
import type { StudioRepository } from './studio.repository.ts';

/**
 * The person's chapters, and for "put X in chapter N" the memories they could put in one (the picker's
 * choices), for Clio to resolve `request` against.
 */
export async function chapterRequestContext(
  db: Database,
  userId: string,
  projectId: string,
  request: ChapterRequest,
): Promise<ChapterRequestContext> {
  const repository = createManuscriptRepository(db);
  const [chapters, choices] = await Promise.all([
    repository.chapterFacts(userId, projectId),
    request.kind === 'add' ? repository.listChoices(userId) : Promise.resolve([]),
  ]);
  return { chapters, memories: choices.map(({ kind, id, name }) => ({ kind, id, name })) };
}

/** The number of the chapter a "what is missing from …" request names, or null. */
export function askedChapterNumber(request: ChapterRequest | null, context: ChapterRequestContext | null) {
  if (request?.kind !== 'needs' || !context) return null;
  const index = findChapter(request.chapter, context.chapters);
  return index === -1 ? null : index + 1;
}

/**
 * The proposal to offer for an action Clio (or a model) proposed, or null when it is not one the person could
 * accept: the wrong shape, a chapter not in this project, a memory not theirs, a chapter with nothing to draft.
 */
export async function checkedProposal(
  db: Database,
  userId: string,
  projectId: string,
  proposed: unknown,
  context: ChapterRequestContext | null,
): Promise<ChapterProposal | null> {
  const parsed = chapterActionSchema.safeParse(proposed);
  if (!parsed.success) return null;
  const action = parsed.data;
  const repository = createManuscriptRepository(db);
  const chapters = context?.chapters ?? (await repository.chapterFacts(userId, projectId));
  const chapter = chapters.find((c) => c.id === action.chapterId);
  if (!chapter) return null;
  if (action.kind === 'draft-chapter') {
    return chapter.memories > 0 ? { action, summary: describeDraftProposal(chapter) } : null;
  }
  const memories = context?.memories.length ? context.memories : await repository.listChoices(userId);
  const memory = memories.find((m) => memoryKey(m) === memoryKey(action.memory));
  return memory ? { action, summary: describeAddProposal(chapter, memory.name) } : null;
}

const titled = (chapter: ChapterFacts) =>
  `chapter ${chapter.number}, “${displayChapterTitle(chapter.title)}”`;

/** Carries out an accepted action and says, in Clio's words, what changed. */
async function carryOut(
  db: Database,
  ai: AiProvider,
  aiRequests: AiRequestLimit,
  userId: string,
  projectId: string,
  action: ChapterAction,
  chapter: ChapterFacts,
): Promise<string> {
  const manuscript = createManuscriptService(db, ai, aiRequests);
  if (action.kind === 'draft-chapter') {
    // The same Draft this Chapter as the chapter screen: the next version, the earlier ones kept.
    const draft = await manuscript.composeDraft(userId, projectId, chapter.id);
    const kept = chapter.drafted ? ' Your earlier draft is kept in its versions.' : '';
    return `Done: I drafted ${titled(chapter)}, from your memories (version ${draft.version}).${kept} Open the chapter to read it and make it your own.`;
  }
  const before = await manuscript.listMemories(userId, projectId, chapter.id);
  const after = await manuscript.addMemories(userId, projectId, chapter.id, { memories: [action.memory] });
  const added = after.memories.find((m) => memoryKey(m) === memoryKey(action.memory));
  const name = added ? `“${added.name}”` : 'That memory';
  return after.version === before.version
    ? `${name} was already in ${titled(chapter)}, so nothing changed.`
    : `Done: ${name} is now at the end of ${titled(chapter)}.`;
}

/**
 * Accepting the chapter proposal stored with `messageId`. It must be the person's, carry a proposal and still
 * be Clio's last word (else 404, or 409 when answered since); its chapter and memory are checked again, as
 * they may have been deleted since. The acceptance and Clio's confirmation then close the proposal.
 */
export async function acceptChapterProposal(
  db: Database,
  ai: AiProvider,
  aiRequests: AiRequestLimit,
  repository: StudioRepository,
  userId: string,
  projectId: string,
  messageId: string,
) {
  if (!(await repository.hasMessage(userId, projectId, messageId))) throw notFound('That proposal');
  const last = await repository.lastMessage(userId, projectId);
  if (last?.id !== messageId) throw new AppError('CONFLICT', PROPOSAL_ANSWERED_MESSAGE);
  const parsed = chapterActionSchema.safeParse(last.proposal?.action);
  if (last.role !== 'assistant' || !parsed.success) throw notFound('That proposal');
  const action = parsed.data;
  const chapters = await createManuscriptRepository(db).chapterFacts(userId, projectId);
  const chapter = chapters.find((c) => c.id === action.chapterId);
  if (!chapter) throw notFound('That chapter');
  const answer = await carryOut(db, ai, aiRequests, userId, projectId, action, chapter);
  // The acceptance and the confirmation are stored together, so the proposal is closed by both or neither.
  const stored = await withTransaction(db, async (tx) => {
    await repository.addMessage(userId, projectId, 'user', acceptedActionMessage(chapter, action), tx);
    return repository.addMessage(userId, projectId, 'assistant', answer, tx);
  });
  return { message: answer, messageId: stored.id, chapterId: chapter.id, kind: action.kind };
}
