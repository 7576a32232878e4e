/**
 * The offline engine's operations that run in the AI worker pool, by name.
 * Every one is plain CPU work on its arguments (no I/O), so it can run in a
 * worker thread and its answer is the same as in the main thread.
 */
import { checkDates } from '#server/life-order/date-flags.ts';
import { cleanCopyOffline } from '../offline/clean-copy/clean-copy.ts';
import { analyzeMemoryText } from '../offline/readers/analyze.ts';
import { draftChapterOffline } from '../offline/replies/chapter-draft.ts';
import { chapterNeedsOffline } from '../offline/replies/chapter-needs.ts';
import { planChaptersOffline } from '../offline/replies/chapter-plan.ts';
import { chatReplyOffline } from '../offline/replies/clio.ts';
import { missingMomentsOffline } from '../offline/replies/missing-moments.ts';
import { nextChapterSuggestionsOffline } from '../offline/replies/next-chapter.ts';
import { projectSuggestionsOffline } from '../offline/replies/project-suggestions.ts';
import { checkDraftSentences } from './draft-check.ts';

export const offlineTasks = {
  analyzeMemory: analyzeMemoryText,
  nextChapterSuggestions: nextChapterSuggestionsOffline,
  missingMoments: missingMomentsOffline,
  projectSuggestions: projectSuggestionsOffline,
  chatReply: chatReplyOffline,
  planChapters: planChaptersOffline,
  draftChapter: draftChapterOffline,
  checkDraftSentences,
  chapterNeeds: chapterNeedsOffline,
  cleanCopy: cleanCopyOffline,
  checkDates,
};

export type OfflineTasks = typeof offlineTasks;
export type OfflineTaskName = keyof OfflineTasks;
