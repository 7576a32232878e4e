/**
 * The offline provider: no network, deterministic, fast. The default, and the
 * fallback for every call the OpenAI-compatible provider cannot answer.
 */
import type { AiProvider } from '../ai-provider.ts';
import { analyzeMemoryText } from './analyze.ts';
import { chatReplyOffline } from './clio.ts';
import { missingMomentsOffline } from './missing-moments.ts';
import { nextChapterSuggestionsOffline } from './next-chapter.ts';
import { projectSuggestionsOffline } from './project-suggestions.ts';
import { transcribeOffline } from './transcribe.ts';

export function createOfflineProvider(): AiProvider {
  return {
    analyzeMemory: async (text) => analyzeMemoryText(text),
    nextChapterSuggestions: async (memories) => nextChapterSuggestionsOffline(memories),
    missingMoments: async (memories) => missingMomentsOffline(memories),
    projectSuggestions: async (project, memories, chapters, themes) =>
      projectSuggestionsOffline(project, memories, chapters, themes),
    chatReply: async (input) => chatReplyOffline(input),
    transcribe: (audioPath) => transcribeOffline(audioPath),
  };
}
