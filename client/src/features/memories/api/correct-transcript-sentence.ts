import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RequestBody, request } from '#client/lib/api-request.ts';
import { interviewAnswerSchema } from '#shared/interviews.ts';
import { interviewsApi } from '#shared/interviews-api.ts';
import { uploadedFileSchema } from '#shared/memories.ts';
import { uploadedFilesApi } from '#shared/memories-api.ts';
import type { CorrectTranscriptSentence, TranscriptSegment } from '#shared/voice.ts';
import { uploadedFilesQueryKey } from './get-uploaded-files.ts';
import { interviewsQueryKey } from './interviews.ts';
import { staleSavedCopy } from './stale-memory.ts';

/** A transcript as a correction leaves it: its sentences and the version they were saved as. */
export interface SavedTranscript {
  version: number;
  transcriptSegments?: TranscriptSegment[];
}

/**
 * How one transcript is corrected (decision 723), the same for a recording and a spoken answer: the version the
 * person is reading, the save, and the current copy a stale save answered with (409 STALE_MEMORY), or null.
 */
export interface TranscriptCorrection {
  version: number;
  save: (body: CorrectTranscriptSentence) => Promise<SavedTranscript>;
  staleCopy: (error: unknown) => SavedTranscript | null;
}

/** POST /api/uploaded-files/{id}/transcript-corrections: one sentence of a recording, in the person's words. */
export const correctTranscriptSentence = ({
  id,
  ...body
}: RequestBody<typeof uploadedFilesApi.correctTranscriptSentence> & { id: string }) =>
  request(uploadedFilesApi.correctTranscriptSentence, { params: { id }, body });

/** POST /api/interviews/{id}/answers/{answerId}/transcript-corrections: one sentence of a spoken answer. */
export const correctAnswerSentence = ({
  interviewId,
  answerId,
  ...body
}: RequestBody<typeof interviewsApi.correctAnswerSentence> & { interviewId: string; answerId: string }) =>
  request(interviewsApi.correctAnswerSentence, { params: { id: interviewId, answerId }, body });

/** Corrections of a recording's transcript; the list holds its words, Memory DNA and version, so it is asked again. */
export function useRecordingCorrection(recording: { id: string; version: number }): TranscriptCorrection {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: correctTranscriptSentence,
    onSettled: () => queryClient.invalidateQueries({ queryKey: uploadedFilesQueryKey }),
  });
  return {
    version: recording.version,
    save: (body) => mutation.mutateAsync({ id: recording.id, ...body }),
    staleCopy: (error) => staleSavedCopy(error, uploadedFileSchema),
  };
}

/** Corrections of a spoken answer's words, from the interview with Clio or a storyteller link alike. */
export function useAnswerCorrection(interviewId: string, answer: { id: string; version: number }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: correctAnswerSentence,
    onSettled: () => queryClient.invalidateQueries({ queryKey: interviewsQueryKey }),
  });
  return {
    version: answer.version,
    save: (body) => mutation.mutateAsync({ interviewId, answerId: answer.id, ...body }),
    staleCopy: (error) => staleSavedCopy(error, interviewAnswerSchema),
  } satisfies TranscriptCorrection;
}
