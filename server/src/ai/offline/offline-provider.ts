/**
 * The offline provider: no network, deterministic, fast. The default, and the
 * fallback for every call the OpenAI-compatible provider cannot answer. With a
 * worker pool, its CPU work runs there, off the server's event loop
 * (docs/decisions/521); without one (unit tests), in this thread.
 */
import type { AiProvider } from '../ai-provider.ts';
import { interviewFollowUpOffline } from '../rules/interview-follow-up.ts';
import type { AiTaskFor, AiWorkerPool } from '../worker/ai-worker-pool.ts';
import { offlineTasks } from '../worker/offline-tasks.ts';
import { transcribeOfflineTimed } from './transcribe.ts';

export function createOfflineProvider(pool?: AiWorkerPool): AiProvider {
  if (pool) {
    const write = (account: string): AiTaskFor => ({ account, priority: 'write' });
    const read = (account: string): AiTaskFor => ({ account, priority: 'read' });
    return {
      // Reading a memory happens while it is saved: a write, before other people's chat (decision 524).
      analyzeMemory: (account, text) => pool.run(write(account), 'analyzeMemory', text),
      readMemory: (account, text) => pool.run(write(account), 'analyzeMemory', text),
      nextChapterSuggestions: (account, memories) =>
        pool.run(read(account), 'nextChapterSuggestions', memories),
      missingMoments: (account, memories) => pool.run(read(account), 'missingMoments', memories),
      projectSuggestions: (account, project, memories, chapters, themes, thinChapter = null) =>
        pool.run(read(account), 'projectSuggestions', project, memories, chapters, themes, thinChapter),
      chatReply: (account, input) => pool.run(read(account), 'chatReply', input),
      // A few string operations on stored Memory DNA: no reading of text, so it needs no worker.
      interviewFollowUp: async (input) => interviewFollowUpOffline(input),
      planChapters: (account, memories) => pool.run(read(account), 'planChapters', memories),
      draftChapter: (account, memories) => pool.run(read(account), 'draftChapter', memories),
      // Offline there is no model to write a chapter: the offline draft is the draft.
      writeChapter: async () => null,
      checkDraftSentences: (account, sentences, memories) =>
        pool.run(read(account), 'checkDraftSentences', sentences, memories),
      chapterNeeds: (account, chapters) => pool.run(read(account), 'chapterNeeds', chapters),
      // Made by a background job after the save has answered: nobody waits on it as on a save, so it never takes
      // the worker kept for saves (decision 525).
      cleanCopy: (account, input) => pool.run(read(account), 'cleanCopy', input),
      // Regular expressions over every memory of hers, for a screen she opens: a read, like chat.
      checkDates: (account, memories, profileBirthday) =>
        pool.run(read(account), 'checkDates', memories, profileBirthday),
      // Transcription runs in child processes already.
      transcribe: (audioPath) => transcribeOfflineTimed(audioPath),
      warmUp: () => pool.warmUp(),
      close: () => pool.close(),
    };
  }
  return {
    analyzeMemory: async (_account, text) => offlineTasks.analyzeMemory(text),
    readMemory: async (_account, text) => offlineTasks.analyzeMemory(text),
    nextChapterSuggestions: async (_account, memories) => offlineTasks.nextChapterSuggestions(memories),
    missingMoments: async (_account, memories) => offlineTasks.missingMoments(memories),
    projectSuggestions: async (_account, project, memories, chapters, themes, thinChapter = null) =>
      offlineTasks.projectSuggestions(project, memories, chapters, themes, thinChapter),
    chatReply: async (_account, input) => offlineTasks.chatReply(input),
    interviewFollowUp: async (input) => interviewFollowUpOffline(input),
    planChapters: async (_account, memories) => offlineTasks.planChapters(memories),
    draftChapter: async (_account, memories) => offlineTasks.draftChapter(memories),
    writeChapter: async () => null,
    checkDraftSentences: async (_account, sentences, memories) =>
      offlineTasks.checkDraftSentences(sentences, memories),
    chapterNeeds: async (_account, chapters) => offlineTasks.chapterNeeds(chapters),
    cleanCopy: async (_account, input) => offlineTasks.cleanCopy(input),
    checkDates: async (_account, memories, profileBirthday) =>
      offlineTasks.checkDates(memories, profileBirthday),
    transcribe: (audioPath) => transcribeOfflineTimed(audioPath),
  };
}
