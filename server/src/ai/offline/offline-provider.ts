/**
 * The offline provider: no network, deterministic, fast. The default, and the
 * fallback for every call the OpenAI-compatible provider cannot answer. With a
 * worker pool, its CPU work runs there, off the server's event loop
 * (docs/decisions/521); without one (unit tests), in this thread.
 */
import type { AiProvider } from '../ai-provider.ts';
import type { AiWorkerPool } from '../worker/ai-worker-pool.ts';
import { offlineTasks } from '../worker/offline-tasks.ts';
import { interviewFollowUpOffline } from './interview-follow-up.ts';
import { transcribeOfflineTimed } from './transcribe.ts';

export function createOfflineProvider(pool?: AiWorkerPool): AiProvider {
  if (pool) {
    return {
      analyzeMemory: (text) => pool.run('analyzeMemory', text),
      readMemory: (text) => pool.run('analyzeMemory', text),
      nextChapterSuggestions: (memories) => pool.run('nextChapterSuggestions', memories),
      missingMoments: (memories) => pool.run('missingMoments', memories),
      projectSuggestions: (project, memories, chapters, themes, thinChapter = null) =>
        pool.run('projectSuggestions', project, memories, chapters, themes, thinChapter),
      chatReply: (input) => pool.run('chatReply', input),
      // A few string operations on stored Memory DNA: no reading of text, so it needs no worker.
      interviewFollowUp: async (input) => interviewFollowUpOffline(input),
      planChapters: (memories) => pool.run('planChapters', memories),
      draftChapter: (memories) => pool.run('draftChapter', memories),
      // Offline there is no model to write a chapter: the offline draft is the draft.
      writeChapter: async () => null,
      checkDraftSentences: (sentences, memories) => pool.run('checkDraftSentences', sentences, memories),
      chapterNeeds: (chapters) => pool.run('chapterNeeds', chapters),
      // Transcription runs in child processes already.
      transcribe: (audioPath) => transcribeOfflineTimed(audioPath),
      warmUp: () => pool.warmUp(),
      close: () => pool.close(),
    };
  }
  return {
    analyzeMemory: async (text) => offlineTasks.analyzeMemory(text),
    readMemory: async (text) => offlineTasks.analyzeMemory(text),
    nextChapterSuggestions: async (memories) => offlineTasks.nextChapterSuggestions(memories),
    missingMoments: async (memories) => offlineTasks.missingMoments(memories),
    projectSuggestions: async (project, memories, chapters, themes, thinChapter = null) =>
      offlineTasks.projectSuggestions(project, memories, chapters, themes, thinChapter),
    chatReply: async (input) => offlineTasks.chatReply(input),
    interviewFollowUp: async (input) => interviewFollowUpOffline(input),
    planChapters: async (memories) => offlineTasks.planChapters(memories),
    draftChapter: async (memories) => offlineTasks.draftChapter(memories),
    writeChapter: async () => null,
    checkDraftSentences: async (sentences, memories) => offlineTasks.checkDraftSentences(sentences, memories),
    chapterNeeds: async (chapters) => offlineTasks.chapterNeeds(chapters),
    transcribe: (audioPath) => transcribeOfflineTimed(audioPath),
  };
}
