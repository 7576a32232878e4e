import { useQuery } from '@tanstack/react-query';
import { putRecordingChunk } from '#client/components/recorder/chunk-sender.ts';
import { ApiError, request } from '#client/lib/api-request.ts';
import { queryKeyOf } from '#client/lib/query-key.ts';
import type { SCHEDULE_TOPICS } from '#shared/phone-sessions.ts';
import { storytellerInterviewApi, storytellerRecordingChunkUrl } from '#shared/storyteller-api.ts';

export const storytellerWelcomeQueryKey = queryKeyOf(storytellerInterviewApi.welcome);

/**
 * What the storyteller's page opens with: the owner's first name and the interview in progress. A link that no
 * longer works answers 401 (UNAUTHORIZED).
 */
export function useStorytellerWelcome() {
  return useQuery({
    queryKey: storytellerWelcomeQueryKey,
    queryFn: () => request(storytellerInterviewApi.welcome),
  });
}

/** True when the refusal means the link itself no longer works (revoked, expired or unknown). */
export const isLinkEnded = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * The server calls of an interview through a storyteller link: the same answers as the owner's interview, on the
 * token routes. The link's token travels in its cookie, which only these routes receive.
 */
export const storytellerInterviewCalls = {
  start: (topics: (typeof SCHEDULE_TOPICS)[number][]) =>
    request(storytellerInterviewApi.start, { body: { topics } }),
  answerByText: (id: string, text: string) =>
    request(storytellerInterviewApi.answerByText, { params: { id }, body: { text } }),
  startRecording: (id: string, mimeType: string) =>
    request(storytellerInterviewApi.startRecording, { params: { id }, body: { mimeType } }),
  finishRecording: (id: string, recordingId: string, durationMs: number) =>
    request(storytellerInterviewApi.finishRecording, { params: { id, recordingId }, body: { durationMs } }),
  next: (id: string) => request(storytellerInterviewApi.next, { params: { id } }),
  skip: (id: string) => request(storytellerInterviewApi.skip, { params: { id } }),
  pause: (id: string) => request(storytellerInterviewApi.pause, { params: { id } }),
  resume: (id: string) => request(storytellerInterviewApi.resume, { params: { id } }),
  leaveOut: (id: string) => request(storytellerInterviewApi.leaveOut, { params: { id } }),
  finish: (id: string) => request(storytellerInterviewApi.finish, { params: { id } }),
  /** One piece of a spoken answer, as it is recorded. */
  sendChunk: (id: string, recordingId: string, seq: number, chunk: Blob) =>
    putRecordingChunk(storytellerRecordingChunkUrl(id, recordingId, seq), chunk),
};
