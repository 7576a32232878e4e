/**
 * The offline engine's operations that run in the AI worker pool, by name.
 * Every one is plain CPU work on its arguments (no I/O), so it can run in a
 * worker thread and its answer is the same as in the main thread.
 */
import { checkDates } from '#server/life-order/date-flags.ts';
import { analyzeMemoryText } from '../offline/analyze.ts';
import { draftChapterOffline } from '../offline/chapter-draft.ts';
import { chapterNeedsOffline } from '../offline/chapter-needs.ts';
import { planChaptersOffline } from '../offline/chapter-plan.ts';
import { cleanCopyOffline } from '../offline/clean-copy/clean-copy.ts';
import { chatReplyOffline } from '../offline/clio.ts';
import { missingMomentsOffline } from '../offline/missing-moments.ts';
import { nextChapterSuggestionsOffline } from '../offline/next-chapter.ts';
import { projectSuggestionsOffline } from '../offline/project-suggestions.ts';
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
