import type { InterviewAdapter } from '#client/components/interview/interview-adapter.ts';
import { putRecordingChunk } from '#client/components/recorder/chunk-sender.ts';
import { request } from '#client/lib/api-request.ts';
import type { StartInterview } from '#shared/interview-sessions.ts';
import { interviewSessionsApi } from '#shared/interview-sessions-api.ts';

const params = (id: string) => ({ params: { id } });

/**
 * The signed-in owner's interview calls, for the interview screen. `start` opens a new interview with the
 * topics or the booked interview given here.
 */
export function ownerInterviewAdapter(start: StartInterview = {}): InterviewAdapter {
  return {
    current: async () => (await request(interviewSessionsApi.current)).session,
    start: () => request(interviewSessionsApi.start, { body: start }),
    answerByText: (id, text) => request(interviewSessionsApi.answerByText, { ...params(id), body: { text } }),
    recording: (id) => ({
      start: (mimeType) =>
        request(interviewSessionsApi.startRecording, { ...params(id), body: { mimeType } }),
      sendChunk: (recordingId, seq, chunk) =>
        putRecordingChunk(
          `/api/interview-sessions/${encodeURIComponent(id)}/recordings/${encodeURIComponent(recordingId)}/chunks/${seq}`,
          chunk,
        ),
      finish: (recordingId, durationMs) =>
        request(interviewSessionsApi.finishRecording, {
          params: { id, recordingId },
          body: { durationMs },
        }),
    }),
    next: (id) => request(interviewSessionsApi.next, params(id)),
    skip: (id) => request(interviewSessionsApi.skip, params(id)),
    pause: (id) => request(interviewSessionsApi.pause, params(id)),
    resume: (id) => request(interviewSessionsApi.resume, params(id)),
    leaveOut: (id) => request(interviewSessionsApi.leaveOut, params(id)),
    finish: (id) => request(interviewSessionsApi.finish, params(id)),
  };
}
