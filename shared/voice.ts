/**
 * Voice first (issue 12): what a recording's transcript looks like once the recogniser has read it, shared by
 * the server (which stores it) and the client (which plays the audio from the sentence a person chooses).
 */
import { z } from 'zod';

/** One sentence of a transcript and where it starts and ends in the audio, in milliseconds. */
export const transcriptSegmentSchema = z.object({
  startMs: z.number().int().min(0),
  endMs: z.number().int().min(0),
  text: z.string(),
});
export type TranscriptSegment = z.infer<typeof transcriptSegmentSchema>;

/** What a recogniser gives back: the whole text, and its sentences with their timings where it knows them. */
export interface Transcript {
  text: string;
  /** Empty when the recogniser gave no timings. */
  segments: TranscriptSegment[];
}
