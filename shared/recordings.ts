/**
 * Record a Memory (issue 12): a recording made in the browser reaches the server in numbered chunks while it is
 * made, so a dropped connection, a reload or a closed tab loses at most the last chunk; finishing (or the sweep,
 * for a recording nobody finished) joins what arrived into one original, which becomes a memory like an upload.
 */
import { z } from 'zod';
import { answersQuestionSchema } from './memories.ts';

/** The longest recording: an hour. */
export const MAX_RECORDING_MS = 60 * 60 * 1000;
/** How often the browser sends what it has recorded. */
export const RECORDING_CHUNK_MS = 4000;
/** One chunk: 4 s of Opus is a few dozen KB; a generous ceiling for uncompressed-ish recorders. */
export const MAX_CHUNK_BYTES = 4 * 1024 * 1024;
/** One recording in all: an hour at 256 kbit/s is about 115 MB. */
export const MAX_RECORDING_BYTES = 150 * 1024 * 1024;
/** The most chunks one recording can have: an hour of 4-second chunks, with room for short ones. */
export const MAX_CHUNKS = 2 * (MAX_RECORDING_MS / RECORDING_CHUNK_MS);

/** The containers MediaRecorder records in, and the file extension each is stored with. */
export const RECORDING_CONTAINERS = { 'audio/webm': 'webm', 'audio/ogg': 'ogg', 'audio/mp4': 'm4a' } as const;
export type RecordingContainer = keyof typeof RECORDING_CONTAINERS;

export const recordingMessages = {
  unsupportedType:
    'This browser records in a format Heirloom cannot keep. Please try Chrome, Firefox, Edge or Safari.',
  tooLong: 'A recording can be up to 60 minutes long. What you recorded so far is kept.',
  tooLarge: 'This recording is larger than Heirloom can keep. What arrived so far is kept.',
  chunkTooLarge: 'A piece of this recording was too large to receive.',
  finished: 'This recording is already finished.',
  empty: 'Nothing was recorded. Please check that your microphone is on and try again.',
  notAudio: 'A piece of a recording must be sent as application/octet-stream.',
  notThisAudio:
    'This recording is not the kind of audio it said it was, so nothing of it was kept. Please record it again.',
} as const;

/** "audio/webm;codecs=opus" → "audio/webm"; anything else is refused. */
export const recordingMimeTypeSchema = z
  .string()
  .max(100)
  .transform((value) => value.split(';')[0]!.trim().toLowerCase())
  .refine((container): container is RecordingContainer => container in RECORDING_CONTAINERS, {
    message: recordingMessages.unsupportedType,
  });

export const startRecordingSchema = z.object({ mimeType: recordingMimeTypeSchema });
export const recordingSchema = z.object({ id: z.string() });
export type Recording = z.infer<typeof recordingSchema>;

export const recordingParamsSchema = z.object({ id: z.uuid() });
export const recordingChunkParamsSchema = z.object({
  id: z.uuid(),
  seq: z.coerce
    .number()
    .int()
    .min(0)
    .max(MAX_CHUNKS - 1),
});

export const finishRecordingSchema = z.object({
  /** How long the browser says it recorded, pauses left out. */
  durationMs: z
    .number()
    .int()
    .min(0)
    .max(MAX_RECORDING_MS + 60_000),
  /** The question the recording answers (decision 203), when it was made from Today's question. */
  answersQuestion: answersQuestionSchema,
});
