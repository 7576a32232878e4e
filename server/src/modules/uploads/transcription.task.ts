import type { Task } from 'graphile-worker';
import { z } from 'zod';
import type { AiProvider } from '#server/ai/ai-provider.ts';
import type { StorageProvider } from '#server/storage/storage-provider.ts';
import type { MemoryAnalysis } from '#shared/ai.ts';
import type { Transcript } from '#shared/voice.ts';
import { analyzeOrEmpty, readForStorage } from '../memories/memory-analysis.ts';
import type { createUploadsRepository } from './uploads.repository.ts';

export const transcriptionMessages = {
  noSpeech:
    'We could not hear any words in this recording. If it has speech, try recording closer to the microphone, or type the memory with Add Note.',
  failed:
    'This recording could not be transcribed. It may be damaged or in an unusual format. Try saving it again as MP3 or WAV and upload it again.',
} as const;

const payloadSchema = z.union([
  z.object({ userId: z.uuid(), fileId: z.uuid() }),
  z.object({ userId: z.uuid(), answerId: z.uuid() }),
]);

/** Where an interview answer's transcript goes (the interviews module's repository). */
export interface AnswerTranscripts {
  getAnswer(
    userId: string,
    answerId: string,
  ): Promise<{ status: string; storageKey: string | null } | undefined>;
  markAnswerTranscribed(
    userId: string,
    answerId: string,
    transcript: Transcript,
    analysis: MemoryAnalysis,
  ): Promise<void>;
  markAnswerFailed(userId: string, answerId: string, reason: string): Promise<void>;
}

/**
 * Background job for one recording: transcribe the stored original, compute
 * Memory DNA from the transcript, mark the file ready. A failure is retried
 * (the queue backs off); after the last attempt the file is marked failed
 * with a reason the person can act on.
 */
export function createTranscriptionTask(deps: {
  repository: ReturnType<typeof createUploadsRepository>;
  answers: AnswerTranscripts;
  storage: StorageProvider;
  ai: AiProvider;
  log: { warn(obj: object, msg?: string): void };
}): Task {
  const { repository, answers, storage, ai, log } = deps;

  /** An interview answer spoken to Clio: its transcript and Memory DNA fill the answer. */
  const transcribeAnswer: Task = async (rawPayload, helpers) => {
    const { userId, answerId } = rawPayload as { userId: string; answerId: string };
    const answer = await answers.getAnswer(userId, answerId);
    // Left out while waiting, or already done: nothing to do.
    if (answer?.status !== 'processing' || !answer.storageKey) return;
    const storageKey = answer.storageKey;
    let transcript: Transcript;
    try {
      const vocabulary = await repository.namesAndPlaces(userId);
      const heard = await storage.withLocalFile(storageKey, (localPath) =>
        ai.transcribe(localPath, { vocabulary }),
      );
      transcript = { text: heard.text.trim(), segments: heard.segments };
    } catch (error) {
      if (helpers.job.attempts < helpers.job.max_attempts) throw error;
      log.warn({ err: error, answerId }, 'transcription of an interview answer failed for good');
      await answers.markAnswerFailed(userId, answerId, transcriptionMessages.failed);
      return;
    }
    if (!transcript.text) {
      await answers.markAnswerFailed(userId, answerId, transcriptionMessages.noSpeech);
      return;
    }
    const analysis = await analyzeOrEmpty(ai, userId, transcript.text, log);
    await answers.markAnswerTranscribed(userId, answerId, transcript, analysis);
  };

  return async (rawPayload, helpers) => {
    const payload = payloadSchema.parse(rawPayload);
    if ('answerId' in payload) return transcribeAnswer(payload, helpers);
    const { userId, fileId } = payload;
    const file = await repository.get(userId, fileId);
    // Deleted while waiting, or already done: nothing to do.
    if (file?.status !== 'processing') return;
    let transcript: Transcript;
    try {
      // The names and places the family already wrote down help an endpoint that can be primed spell them.
      const vocabulary = await repository.namesAndPlaces(userId);
      const heard = await storage.withLocalFile(file.storageKey, (localPath) =>
        ai.transcribe(localPath, { vocabulary }),
      );
      transcript = { text: heard.text.trim(), segments: heard.segments };
    } catch (error) {
      if (helpers.job.attempts < helpers.job.max_attempts) throw error;
      log.warn({ err: error, fileId }, 'transcription failed for good');
      await repository.markFailed(userId, fileId, transcriptionMessages.failed);
      return;
    }
    if (!transcript.text) {
      await repository.markFailed(userId, fileId, transcriptionMessages.noSpeech);
      return;
    }
    await keepUncheckedTranscript(deps, userId, fileId, transcript);
  };
}

/**
 * An automatic transcript is kept as unchecked (issue 18): it is stored with what the AI reads from it, but fills
 * no Memory DNA and reaches no AI request until the person has checked it.
 */
async function keepUncheckedTranscript(
  { repository, ai, log }: Pick<Parameters<typeof createTranscriptionTask>[0], 'repository' | 'ai' | 'log'>,
  userId: string,
  fileId: string,
  transcript: Transcript,
) {
  const reading = await readForStorage(ai, userId, transcript.text, log);
  await repository.markTranscribedUnchecked(userId, fileId, transcript, reading);
}
