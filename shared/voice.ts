/**
 * Voice first (issue 12): what a recording's transcript looks like once the recogniser has read it, shared by
 * the server (which stores it) and the client (which plays the audio from the sentence a person chooses).
 */
import { z } from 'zod';

/**
 * More words than one sentence of any recording Heirloom accepts holds, even a whole recording read as one sentence
 * (PocketSphinx 5); a longer list is refused as it is read, so a recogniser's longer list is not stored.
 */
export const TRANSCRIPT_WORDS_MAX = 100_000;

/** A word as the recogniser heard it, and where it starts and ends in the audio, in milliseconds. */
export const transcriptWordSchema = z.object({
  word: z.string(),
  startMs: z.number().int().min(0),
  endMs: z.number().int().min(0),
});
export type TranscriptWord = z.infer<typeof transcriptWordSchema>;

/** One sentence of a transcript and where it starts and ends in the audio, in milliseconds. */
export const transcriptSegmentSchema = z.object({
  startMs: z.number().int().min(0),
  endMs: z.number().int().min(0),
  text: z.string(),
  /**
   * The recogniser's words of this sentence with their moments, in order, when it gave them (decision 724). They
   * stay as it heard them when she corrects the sentence: `wordMoments` matches them to her words. A transcript
   * stored before word timings were kept has none, and plays by the sentence.
   */
  words: z.array(transcriptWordSchema).max(TRANSCRIPT_WORDS_MAX).optional(),
  /**
   * What the recogniser wrote for this sentence, kept once the person has corrected it (decision 723): her
   * corrected words are `text`; the recording and this sentence's moment in it stay as they were.
   */
  heard: z.string().optional(),
});
export type TranscriptSegment = z.infer<typeof transcriptSegmentSchema>;

/** What a recogniser gives back: the whole text, and its sentences with their timings where it knows them. */
export interface Transcript {
  text: string;
  /** Empty when the recogniser gave no timings. */
  segments: TranscriptSegment[];
}

/** The longest one corrected sentence of a transcript may be (a long sentence of speech is a few hundred). */
export const TRANSCRIPT_SENTENCE_MAX = 2_000;
/** More sentences than any recording Heirloom accepts could hold; an index past it is refused as it is read. */
export const TRANSCRIPT_SENTENCES_MAX = 100_000;

/**
 * Listen and fix (decision 723): the person corrects one sentence of a recording's transcript, found by its place
 * in the transcript, based on the version of the memory she read.
 */
export const correctTranscriptSentenceSchema = z.object({
  version: z
    .number({ error: 'The memory version must be a whole number.' })
    .int('The memory version must be a whole number.')
    .min(1, 'The memory version must be a whole number.'),
  sentence: z
    .number({ error: 'Please say which sentence to correct.' })
    .int('Please say which sentence to correct.')
    .min(0, 'Please say which sentence to correct.')
    .max(TRANSCRIPT_SENTENCES_MAX, 'That sentence is not in this transcript.'),
  text: z
    .string({ error: 'Please write the words of this sentence.' })
    .trim()
    .min(1, 'Please write the words of this sentence. To leave it as it was, choose Cancel.')
    .max(TRANSCRIPT_SENTENCE_MAX, `A sentence can have at most ${TRANSCRIPT_SENTENCE_MAX} characters.`),
});
export type CorrectTranscriptSentence = z.input<typeof correctTranscriptSentenceSchema>;
