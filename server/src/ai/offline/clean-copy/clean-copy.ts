/**
 * The clean copy of a memory's words (issue 32): what only speech needs is removed, what speech lost is
 * restored, and nothing of substance is changed. Pure CPU work on its arguments, run in the AI worker pool.
 */
import { ownWords } from '../chapter-draft.ts';

/** A word the recogniser heard, with where it is in the recording (milliseconds). */
export interface TimedWord {
  word: string;
  startMs: number;
  endMs: number;
}

export interface CleanCopyInput {
  /** Her exact words, as said or typed. */
  text: string;
  /** Said rather than typed: a recording's transcript, an interview or storyteller-link answer. */
  spoken: boolean;
  /** Names and places her Memory DNA and her own memories write with capitals ("Kraków", "Andrzej"). */
  knownNames: string[];
  /** The recogniser's words and their timings, when a recording has them: pauses mark sentences. */
  words?: TimedWord[];
}

/** The clean copy of `input.text`. */
export function cleanCopyOffline(input: CleanCopyInput): string {
  return ownWords({ text: input.text, spoken: input.spoken });
}
