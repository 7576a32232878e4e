import { putRecordingChunk } from '#client/components/recorder/chunk-sender.ts';
import type { RecordingTransport } from '#client/components/recorder/use-recorder.ts';
import { request } from '#client/lib/api-request.ts';
import type { UploadedFile } from '#shared/memories.ts';
import { recordingsApi } from '#shared/recordings-api.ts';

export const startRecording = (mimeType: string) => request(recordingsApi.start, { body: { mimeType } });

export const finishRecording = (id: string, durationMs: number, answersQuestion?: string) =>
  request(recordingsApi.finish, {
    params: { id },
    body: { durationMs, ...(answersQuestion ? { answersQuestion } : {}) },
  });

/** Sends one piece of a recording as it is made; the bytes go as they are, not as JSON. */
export const sendRecordingChunk = (id: string, seq: number, chunk: Blob) =>
  putRecordingChunk(`/api/recordings/${encodeURIComponent(id)}/chunks/${seq}`, chunk);

/**
 * Record a Memory: the recording becomes an uploaded file, transcribed like an upload. Made to answer a question
 * (Today's question), it is kept as that question's answer (decision 203).
 */
export const memoryRecordingTransport = (answersQuestion?: string): RecordingTransport<UploadedFile> => ({
  start: startRecording,
  sendChunk: sendRecordingChunk,
  finish: (id, durationMs) => finishRecording(id, durationMs, answersQuestion),
});
