/**
 * Clio's answer to a request about a chapter (issue 13, part 5; docs/decisions/907). Drafting a chapter or
 * putting a memory in one is proposed, never done: the reply says what Accept will do and carries the action;
 * the studio stores it with the reply and applies it only when the person accepts. "What is missing from
 * chapter 3?" changes nothing, so it is answered at once from the chapter's checklist (chapter-needs-reply.ts).
 */

import type { ChapterRequestContext } from '#server/ai/ai-provider.ts';
import {
  type ChapterRequest,
  findChapter,
  matchMemories,
  readChapterRequest,
  sayMention,
} from '#server/ai/rules/chapter-requests.ts';
import type { ChatReply } from '#shared/ai.ts';
import { describeAddProposal, describeDraftProposal } from '#shared/chapter-actions.ts';
import { MEMORY_KIND_LABELS } from '#shared/manuscript.ts';
import { noSuchChapterReply } from './chapter-needs-reply.ts';

/** When the chapter named is not in the memoir. */
function noSuchChapter(request: ChapterRequest): string {
  const { chapter } = request;
  if ('number' in chapter) return noSuchChapterReply(chapter.number);
  if ('last' in chapter)
    return 'This memoir has no chapters yet. Ask me to suggest some, or add one in the chapters list.';
  return `I can't find ${sayMention(chapter)} in this memoir. Open the chapters list to see the ones you have, and name the chapter by its number or its title.`;
}

/**
 * The reply to a chapter request in `message`, or null when it asks none (or asks what a chapter still needs:
 * the studio answers that with the checklist, and only an unknown chapter is answered here).
 */
export function chapterRequestReply(message: string, context: ChapterRequestContext): ChatReply | null {
  const request = readChapterRequest(message);
  if (!request) return null;
  const index = findChapter(request.chapter, context.chapters);
  const chapter = context.chapters[index];
  if (!chapter) {
    // A bare word after "draft" ("draft something nice") may not be meant as a chapter: Clio answers as usual.
    if (request.kind === 'draft' && 'title' in request.chapter) return null;
    return { message: noSuchChapter(request) };
  }
  if (request.kind === 'needs') return null;

  if (request.kind === 'draft') {
    if (chapter.memories === 0)
      return {
        message: `Chapter ${chapter.number}, “${chapter.title}”, has no memories in it yet, so there is nothing to draft from. Add memories to it on the chapter screen, or ask me to put one in it.`,
      };
    return {
      message: [
        `I can draft chapter ${chapter.number} for you from your own words in its memories.`,
        '',
        describeDraftProposal(chapter),
        '',
        'Nothing changes until you choose Accept.',
      ].join('\n'),
      action: { kind: 'draft-chapter', chapterId: chapter.id },
    };
  }

  const match = matchMemories(request.memoryName, context.memories);
  if (!match.memory) {
    const names = match.close.map((memory) => `- “${memory.name}” (${MEMORY_KIND_LABELS[memory.kind]})`);
    const lead =
      match.close.length > 1 && match.close.every((m) => m.name === match.close[0]!.name)
        ? `You have more than one memory called “${match.close[0]!.name}”, so I can't tell which one you mean.`
        : match.close.length > 1
          ? `More than one memory matches “${request.memoryName}”, so I can't tell which one you mean.`
          : `I can't find a memory called “${request.memoryName}”.`;
    return {
      message: [
        lead,
        ...(names.length > 0
          ? ['', match.close.length > 1 ? 'These are close:' : 'Did you mean this one?', ...names, '']
          : ['']),
        `Tell me its name as it is written in My Memories, and I'll put it in chapter ${chapter.number}. You can also add it from the chapter screen.`,
      ].join('\n'),
    };
  }
  return {
    message: [
      `I can put “${match.memory.name}” in chapter ${chapter.number}.`,
      '',
      describeAddProposal(chapter, match.memory.name),
      '',
      'Nothing changes until you choose Accept.',
    ].join('\n'),
    action: {
      kind: 'add-to-chapter',
      chapterId: chapter.id,
      memory: { kind: match.memory.kind, id: match.memory.id },
    },
  };
}
