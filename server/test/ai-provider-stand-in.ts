/**
 * A stand-in AiProvider for a test that needs only some of the engine: the methods it gives answer, and every other
 * one refuses with `refusal`, so a call the test did not expect fails loudly. Every method of AiProvider is named
 * here once, so a new one is added in this file instead of in every test that stands in for the engine.
 */
import type { AiProvider } from '#server/ai/ai-provider.ts';

export function aiProviderWith(
  methods: Partial<AiProvider>,
  refusal: () => Error = () => new Error('not used in this test'),
): AiProvider {
  const refuse = async () => Promise.reject(refusal());
  return {
    analyzeMemory: refuse,
    readMemory: refuse,
    nextChapterSuggestions: refuse,
    missingMoments: refuse,
    projectSuggestions: refuse,
    planChapters: refuse,
    draftChapter: refuse,
    writeChapter: refuse,
    checkDraftSentences: refuse,
    chapterNeeds: refuse,
    cleanCopy: refuse,
    checkDates: refuse,
    chatReply: refuse,
    interviewFollowUp: refuse,
    transcribe: refuse,
    ...methods,
  };
}
