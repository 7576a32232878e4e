/**
 * The OpenAI-compatible provider. Every operation asks the configured model and
 * validates its JSON with the shared zod schemas; on a timeout, an HTTP error,
 * invalid JSON or a schema mismatch that one call is answered by the offline
 * provider instead, and the reason is logged at warn level. The model only words
 * chat replies: what the studio applied is in the input, and nothing the model
 * returns besides its message is read.
 */
import { z } from 'zod';
import {
  memoryAnalysisSchema,
  missingMomentsSchema,
  nextChapterSuggestionsSchema,
  projectSuggestionsSchema,
} from '#shared/ai.ts';
import { chapterActionSchema } from '#shared/chapter-actions.ts';
import { withChapterNeedsChip } from '#shared/chapter-needs.ts';
import type { AiProvider, OwnWords } from '../ai-provider.ts';
import {
  ANALYZE_SYSTEM,
  analyzeUser,
  CHAPTER_DRAFT_SYSTEM,
  CHAT_SYSTEM,
  chapterDraftUser,
  chatContext,
  INTERVIEW_FOLLOW_UP_SYSTEM,
  interviewFollowUpUser,
  MAX_HISTORY_TURNS,
  MISSING_MOMENTS_SYSTEM,
  memoriesUser,
  NEXT_CHAPTER_SYSTEM,
  PROJECT_SUGGESTIONS_SYSTEM,
  projectUser,
} from '../prompts.ts';
import { readWrittenChapter, writtenChapterWire } from './chapter-wire.ts';
import { type ChatMessage, completeJson, ProviderError } from './chat-completions.ts';
import { transcribeRemote } from './transcription.ts';

export interface AiLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

export interface OpenAiCompatibleOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Set to transcribe through /audio/transcriptions; otherwise the fallback transcribes. */
  transcriptionModel?: string;
  timeoutMs: number;
  log: AiLogger;
  /**
   * A memory's words as the offline draft lays them out (spoken words cleaned of fillers): the chapter prompt
   * gives the model the same words, so a quote it copies is one the draft check finds. The engine passes the
   * offline engine's own (ai-engine.ts), so this provider never reaches into the offline engine.
   */
  ownWords: OwnWords;
}

/** Transcribing takes longer than answering: at least two minutes, whatever the chat timeout. */
const MIN_TRANSCRIPTION_TIMEOUT_MS = 120_000;

const analysisWire = memoryAnalysisSchema;
const nextChapterWire = z.object({ suggestions: nextChapterSuggestionsSchema });
const missingWire = z.object({ missingMoments: missingMomentsSchema });
const chipsWire = z.object({ suggestions: projectSuggestionsSchema });
// `action` is read strictly on its own (chapterActionSchema): a malformed one is dropped, the reply kept.
const chatWire = z.object({ message: z.string().trim().min(1), action: z.unknown().optional() });
const followUpWire = z.object({ question: z.string().trim().min(1).max(400).nullable() });

/** Tidy a valid analysis: no duplicates, no narrator, Title Case topics. */
function tidyAnalysis(a: z.infer<typeof memoryAnalysisSchema>): z.infer<typeof memoryAnalysisSchema> {
  const seen = new Set<string>();
  const people = a.peopleInvolved
    .map((p) => p.trim())
    .filter(
      (p) =>
        p && !/^(i|me|myself|we|us)$/i.test(p) && !seen.has(p.toLowerCase()) && seen.add(p.toLowerCase()),
    );
  const topics = [
    ...new Set(
      a.topics
        .map((t) => t.trim())
        .filter(Boolean)
        .map((t) => t.charAt(0).toUpperCase() + t.slice(1)),
    ),
  ];
  const blank = (s: string | null) => (s?.trim() ? s.trim() : null);
  return {
    whenHappened: blank(a.whenHappened),
    whereHappened: blank(a.whereHappened),
    peopleInvolved: people,
    topics,
  };
}

export function createOpenAiCompatibleProvider(
  options: OpenAiCompatibleOptions,
  fallback: AiProvider,
): AiProvider {
  const { log } = options;
  const config = {
    baseUrl: options.baseUrl,
    apiKey: options.apiKey,
    model: options.model,
    timeoutMs: options.timeoutMs,
  };

  async function withFallback<T>(
    operation: string,
    remote: () => Promise<T>,
    local: () => Promise<T>,
  ): Promise<T> {
    try {
      return await remote();
    } catch (err) {
      const reason = err instanceof ProviderError ? err.reason : 'error';
      log.warn(
        {
          operation,
          reason,
          status: err instanceof ProviderError ? err.status : undefined,
          err: (err as Error).message,
          model: options.model,
        },
        `AI provider could not answer ${operation} (${reason}); answered offline`,
      );
      return local();
    }
  }

  const ask = <T>(system: string, user: string, schema: z.ZodType<T>) =>
    completeJson(
      config,
      [
        { role: 'system', content: system },
        { role: 'user', content: user },
      ],
      schema,
    );

  return {
    analyzeMemory: (account, text) => {
      // Nothing to ask about: the offline answer (all empty) is the answer.
      if (!text.trim()) return fallback.analyzeMemory(account, text);
      return withFallback(
        'analyzeMemory',
        async () => tidyAnalysis(await ask(ANALYZE_SYSTEM, analyzeUser(text), analysisWire)),
        () => fallback.analyzeMemory(account, text),
      );
    },

    // Stored for the offline rules (fallback answers, the profile of each memory): always read offline.
    readMemory: (account, text) => fallback.readMemory(account, text),

    nextChapterSuggestions: (account, memories) =>
      withFallback(
        'nextChapterSuggestions',
        async () => (await ask(NEXT_CHAPTER_SYSTEM, memoriesUser(memories), nextChapterWire)).suggestions,
        () => fallback.nextChapterSuggestions(account, memories),
      ),

    missingMoments: (account, memories) =>
      withFallback(
        'missingMoments',
        async () => (await ask(MISSING_MOMENTS_SYSTEM, memoriesUser(memories), missingWire)).missingMoments,
        () => fallback.missingMoments(account, memories),
      ),

    projectSuggestions: (account, project, memories, chapters, themes, thinChapter = null) =>
      withFallback(
        'projectSuggestions',
        async () =>
          // The thin chapter's chip is the checklist's, not the model's: it is added to what the model suggests.
          withChapterNeedsChip(
            (
              await ask(
                PROJECT_SUGGESTIONS_SYSTEM,
                projectUser(project, memories, chapters, themes),
                chipsWire,
              )
            ).suggestions,
            thinChapter,
          ),
        () => fallback.projectSuggestions(account, project, memories, chapters, themes, thinChapter),
      ),

    // Clio's chapter plan and the offline draft are the offline engine's.
    planChapters: (account, memories) => fallback.planChapters(account, memories),
    draftChapter: (account, memories) => fallback.draftChapter(account, memories),
    // The checklist is decided by word lists and Memory DNA, the same with or without a model.
    chapterNeeds: (account, chapters) => fallback.chapterNeeds(account, chapters),
    cleanCopy: (account, input) => fallback.cleanCopy(account, input),
    // The date checks are rules measured on a written life (decision 912): the same with or without a model.
    checkDates: (account, memories, profileBirthday) =>
      fallback.checkDates(account, memories, profileBirthday),

    writeChapter: (memories) => {
      const prompt = chapterDraftUser(memories, options.ownWords);
      if (!prompt) {
        log.info(
          { operation: 'writeChapter', reason: 'too-long' },
          'Chapter too long for the model; drafted offline',
        );
        return fallback.writeChapter(memories);
      }
      return withFallback(
        'writeChapter',
        async () =>
          readWrittenChapter(await ask(CHAPTER_DRAFT_SYSTEM, prompt.user, writtenChapterWire), prompt.refs),
        () => fallback.writeChapter(memories),
      );
    },

    // A deterministic check, never the model's: the offline engine runs it.
    checkDraftSentences: (account, sentences, memories) =>
      fallback.checkDraftSentences(account, sentences, memories),

    chatReply: (account, input) => {
      // What a chapter still needs is the checklist's answer, word for word: the model could only retell it.
      if (input.chapterNeeds) return fallback.chatReply(account, input);
      // "Draft chapter 2", "Put 'Meeting Helen' in chapter 1": the offline reader resolves the chapter and the
      // memory against the person's own lists exactly; a model could only guess (docs/decisions/907).
      if (input.manuscript) return fallback.chatReply(account, input);
      const messages: ChatMessage[] = [
        { role: 'system', content: CHAT_SYSTEM },
        { role: 'system', content: chatContext(input) },
        ...input.history
          .slice(-MAX_HISTORY_TURNS)
          .map((turn) => ({ role: turn.role, content: turn.message })),
        { role: 'user', content: input.message },
      ];
      return withFallback(
        'chatReply',
        async () => {
          const reply = await completeJson(config, messages, chatWire);
          const action = chapterActionSchema.safeParse(reply.action);
          return action.success
            ? { message: reply.message, action: action.data }
            : { message: reply.message };
        },
        () => fallback.chatReply(account, input),
      );
    },

    interviewFollowUp: (input) => {
      // Nothing was said yet (a recording still being transcribed): nothing for the model to follow up.
      if (!input.answer.trim()) return fallback.interviewFollowUp(input);
      return withFallback(
        'interviewFollowUp',
        async () => {
          const { question } = await ask(
            INTERVIEW_FOLLOW_UP_SYSTEM,
            interviewFollowUpUser(input),
            followUpWire,
          );
          if (!question) return null;
          const asked = new Set(input.askedQuestions.map((text) => text.trim().toLowerCase()));
          if (asked.has(question.toLowerCase())) throw new Error('the model repeated a question');
          return { question, key: null };
        },
        () => fallback.interviewFollowUp(input),
      );
    },

    transcribe: (audioPath, hints) => {
      const model = options.transcriptionModel;
      if (!model) return fallback.transcribe(audioPath, hints);
      return withFallback(
        'transcribe',
        () =>
          transcribeRemote(
            { ...config, model, timeoutMs: Math.max(options.timeoutMs, MIN_TRANSCRIPTION_TIMEOUT_MS) },
            audioPath,
            hints,
          ),
        () => fallback.transcribe(audioPath, hints),
      );
    },

    warmUp: () => fallback.warmUp?.(),

    close: async () => {
      await fallback.close?.();
    },
  };
}
