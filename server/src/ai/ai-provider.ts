/**
 * The one interface through which the server asks for anything "generated":
 * Memory DNA and topics, next-chapter ideas, missing moments, Clio's chips and
 * replies, and transcripts. `createAiEngine` (ai-engine.ts) picks the provider
 * from configuration; callers never know which one answered.
 */

import type { DateCheck, DateFlag, MemoryToCheck } from '#server/life-order/date-flags.ts';
import type { ChatReply, MemoryAnalysis, NextChapterSuggestion } from '#shared/ai.ts';
import type { ChapterFacts } from '#shared/chapter-actions.ts';
import type { ChapterNeeds } from '#shared/chapter-needs.ts';
import type { DraftParagraph, MemoryRef } from '#shared/manuscript.ts';
import type { ChatAction } from '#shared/proposal.ts';
import type { Transcript } from '#shared/voice.ts';

export type { DateCheck, DateFlag, MemoryToCheck };

/** How much of a memory's opening its analysis reads: enough for its DNA, and bounded. */
export const ANALYSIS_READ_CHARS = 5_000;

/** How much of one memory's text the chapter checklist reads: enough for its scenes, bounded per request (decision 522). */
export const NEEDS_TEXT_CHARS = 10_000;

/** A sentence of a draft and the memories it says it rests on. */
export interface CitedSentence {
  text: string;
  sources: MemoryRef[];
}

/** One memory of a chapter, as the draft reads it. */
export interface DraftSourceMemory extends MemoryRef {
  text: string;
  /** A recording's transcript or a spoken interview answer: cleaned of what speech adds. */
  spoken: boolean;
  /** Memory DNA's when (what the person saved, else what was read from the text). */
  whenHappened: string | null;
}

/** A memory's words as a chapter draft lays them out: spoken words cleaned of what speech adds, typed words as they are. */
export type OwnWords = (memory: Pick<DraftSourceMemory, 'text' | 'spoken'>) => string;

/** One memory of a chapter as the checklist reads it: its Memory DNA and its words. */
export interface NeedsSourceMemory {
  name: string;
  text: string;
  whenHappened: string | null;
  whereHappened: string | null;
  peopleInvolved: readonly string[];
}

/** A chapter as the checklist reads it. */
export interface NeedsChapter {
  title: string;
  memories: readonly NeedsSourceMemory[];
}

/** A word the recogniser heard, with where it is in the recording (milliseconds). */
export interface TimedWord {
  word: string;
  startMs: number;
  endMs: number;
}

/** A memory's words as the clean copy for print reads them. */
export interface CleanCopyInput {
  /** Her exact words, as said or typed. */
  text: string;
  /** Said rather than typed: a recording's transcript, an interview or storyteller-link answer. */
  spoken: boolean;
  /** Names and places her Memory DNA and her own memories write with capitals ("Kraków", "Andrzej"). */
  knownNames: string[];
  /** The recogniser's words and their timings, when a recording has them: pauses mark sentences. */
  words?: TimedWord[];
  /**
   * The recogniser's sentences and their timings (`Transcript.segments`, as stored): the silences between them, and
   * between their words where the recogniser gave word timings (decision 724), mark sentences.
   */
  segments?: { startMs: number; endMs: number; text: string; words?: TimedWord[] }[];
}

/**
 * A chapter as the model wrote it: paragraphs of sentences, each sentence with the chapter's memories it
 * rests on (never a memory outside the chapter: the provider refuses such an answer).
 */
export interface WrittenChapter {
  paragraphs: { sentences: CitedSentence[] }[];
}

/** A proposed chapter and the memories (by source and id) it would hold. */
export interface ChapterPlan {
  title: string;
  memories: { source: MemoryForAi['source']; id: string }[];
}

/** A memory as the AI engine sees it, whatever its source. */
export interface MemoryForAi {
  id: string;
  source: 'fragment' | 'file' | 'phone';
  name: string;
  text: string;
  topics: string[];
  whenHappened: string | null;
  whereHappened: string | null;
  peopleInvolved: string[];
  createdAt: Date;
  /**
   * What the offline engine read from the text when it was written or imported
   * (the `analysis` column); null until then. The engine never reads the whole
   * text again on a request (docs/decisions/522).
   */
  analysis?: MemoryAnalysis | null;
}

/** The memoir project's intent, gathered by the onboarding conversation. */
export interface ProjectForAi {
  title: string;
  motivation: string;
  audience: string;
  tone: string;
  startingPoint: string;
}

export interface ChatTurn {
  role: 'user' | 'assistant';
  message: string;
}

export interface ChatReplyInput {
  project: ProjectForAi;
  /** Earlier messages, oldest first, not including `message`. */
  history: ChatTurn[];
  message: string;
  chapters: { id: string; title: string }[];
  themes: { id: string; theme: string }[];
  memories: MemoryForAi[];
  /**
   * What the studio has already applied because `message` accepted a proposal
   * (empty otherwise): the reply confirms it, and never decides it.
   */
  applied: ChatAction[];
  /**
   * When `message` asks what a chapter still needs ("Help me with what chapter 2 still needs"): that
   * chapter and its checklist (docs/decisions/905).
   */
  chapterNeeds?: { number: number; title: string; needs: ChapterNeeds } | null;
  /**
   * When `message` asks something of a chapter ("Draft chapter 2", "Put 'Meeting Helen' in chapter 1"): the
   * project's chapters and the memories the person could put in one, so Clio can propose it
   * (docs/decisions/907). Null or absent otherwise.
   */
  manuscript?: ChapterRequestContext | null;
}

/** The person's own chapters (in list order) and memory choices, as Clio resolves a chapter request. */
export interface ChapterRequestContext {
  chapters: ChapterFacts[];
  memories: { kind: MemoryRef['kind']; id: string; name: string }[];
}

/** What may help a recogniser hear a recording right. */
export interface TranscribeHints {
  /** Names and places the person has used before, for engines that take a prompt. */
  vocabulary?: string[];
}

/** What Clio follows up on in an interview: the question asked and what was just said. */
export interface InterviewFollowUpInput {
  /** The storyteller's name, never asked about. */
  person: string;
  question: string;
  answer: string;
  /** The answer's Memory DNA, once read. */
  analysis: MemoryAnalysis | null;
  /** Keys of every question already asked in the account ("person:tom"), so none is asked twice. */
  askedKeys: string[];
  /** The questions already asked in this interview, as they were worded. */
  askedQuestions: string[];
}

/**
 * One follow-up question. `key` names what it is about when that is known ("person:tom"), so the same subject
 * is not asked about twice; a model's question has none (the interview gives it one).
 */
export interface InterviewFollowUp {
  question: string;
  key: string | null;
}

/**
 * Every call that runs in the offline engine's worker pool names first the account it is for (the id of the
 * person whose memories these are): the pool takes accounts in turn, so one busy account cannot hold up
 * another's (docs/decisions/524). Reading a memory (`analyzeMemory`, `readMemory`) is a write, done while a
 * person saves, and goes before reads such as chat and suggestions.
 */
export interface AiProvider {
  /** Memory DNA (when, where, who) and topics of one memory's text. */
  analyzeMemory(account: string, text: string): Promise<MemoryAnalysis>;
  /**
   * What the offline engine reads from a memory's text, whatever provider answers
   * the rest: stored in the memory's `analysis` column when the text is written,
   * so AI requests never analyse text again.
   */
  readMemory(account: string, text: string): Promise<MemoryAnalysis>;
  /** Ideas for what to write next, grounded in what the user has and has not written. */
  nextChapterSuggestions(account: string, memories: MemoryForAi[]): Promise<NextChapterSuggestion[]>;
  /** Life moments not yet covered, most important first. */
  missingMoments(account: string, memories: MemoryForAi[]): Promise<string[]>;
  /**
   * Clio's suggestion chips for a project. `thinChapter` is the number of its chapter that needs most
   * (docs/decisions/905), or null: that chapter gets a chip.
   */
  projectSuggestions(
    account: string,
    project: ProjectForAi,
    memories: MemoryForAi[],
    chapters: { id: string; title: string }[],
    themes: { id: string; theme: string }[],
    thinChapter?: number | null,
  ): Promise<string[]>;
  /**
   * The chapters Clio's offline proposal would make of these memories, each with the memories it holds:
   * accepting her chapters assigns them (docs/decisions/903).
   */
  planChapters(account: string, memories: MemoryForAi[]): Promise<ChapterPlan[]>;
  /** "Draft this Chapter": paragraphs in the person's own words, each naming the memories it came from. */
  draftChapter(account: string, memories: DraftSourceMemory[]): Promise<DraftParagraph[]>;
  /**
   * "Draft this Chapter" with an AI endpoint: the model writes the chapter in the first person, in the
   * person's voice, each sentence citing the memories it rests on. Null when there is no endpoint or it
   * could not answer well (down, bad JSON, wrong shape, a memory not in the chapter, too slow): the
   * caller then drafts offline. The answer is not yet checked: see `checkDraftSentences`.
   */
  writeChapter(memories: DraftSourceMemory[]): Promise<WrittenChapter | null>;
  /**
   * The deterministic check of a written chapter (server/src/ai/worker/draft-check.ts), run off the event loop:
   * for each sentence, the names, places, dates, numbers and quotes its memories do not hold.
   */
  checkDraftSentences(
    account: string,
    sentences: CitedSentence[],
    memories: DraftSourceMemory[],
  ): Promise<string[][]>;
  /**
   * What each chapter still needs (docs/decisions/905): the six things met or not, and the questions for
   * those not met, one answer per chapter in the order given. Always the offline engine's.
   */
  chapterNeeds(account: string, chapters: NeedsChapter[]): Promise<ChapterNeeds[]>;
  /** The clean copy of a memory's words (issue 32). Always the offline engine's: it runs on every save. */
  cleanCopy(account: string, input: CleanCopyInput): Promise<string>;
  /**
   * "Your life in order" (docs/decisions/912, 913): her birth year (the profile's birthday, else her own "I was
   * born …") and the dates that look wrong, for all her memories in one call. Always the offline engine's rules.
   */
  checkDates(account: string, memories: MemoryToCheck[], profileBirthday: string | null): Promise<DateCheck>;
  /** Clio's reply. It changes nothing: the studio applies an accepted proposal before asking. */
  chatReply(account: string, input: ChatReplyInput): Promise<ChatReply>;
  /** Clio's follow-up on an interview answer; null when there is nothing to follow up. */
  interviewFollowUp(input: InterviewFollowUpInput): Promise<InterviewFollowUp | null>;
  /** Text of a recording at `audioPath` (any format ffmpeg reads). */
  transcribe(audioPath: string, options?: TranscribeHints): Promise<Transcript>;
  /** Starts the engine's worker threads ahead of the first request (`npm start` does, once listening). */
  warmUp?(): void;
  /** Stops the engine's worker threads (the app calls it when it closes). */
  close?(): Promise<void>;
}
