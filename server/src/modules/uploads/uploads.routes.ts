import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUserId } from '#server/auth/session-plugin.ts';
import { TRANSCRIBE_TASK } from '#server/jobs/job-tasks.ts';
import { registerEndpoint } from '#server/lib/route.ts';
import { readSingleFilePart, registerSingleFileMultipart } from '#server/uploads/single-file-part.ts';
import { createUploadSlots } from '#server/uploads/upload-pace.ts';
import { idParamsSchema, MAX_UPLOAD_BYTES, uploadMessages } from '#shared/memories.ts';
import { UPLOADED_FILE_ORIGINAL_PATH, uploadedFilesApi } from '#shared/memories-api.ts';
import { createInterviewSessionsRepository } from '../interviews/interview-sessions.repository.ts';
import { applyLifeOrderAround } from '../manuscript/apply-life-order.ts';
import type { ModuleContext } from '../module-context.ts';
import { recordingRoutes } from './recordings.routes.ts';
import { serveOriginal } from './serve-original.ts';
import { createTranscriptionTask } from './transcription.task.ts';
import { createUploadsRepository } from './uploads.repository.ts';
import { createUploadsService } from './uploads.service.ts';

/** How often the sweep of files left behind by interrupted uploads runs while the app is up. */
const SWEEP_INTERVAL_MS = 30 * 60 * 1000;

/**
 * Uploaded documents and recordings: upload, list, Memory DNA,
 * delete, the stored original. Recordings are transcribed by the job queue.
 */
export async function uploadsRoutes(app: FastifyInstance, { db, ai, config, storage, jobs }: ModuleContext) {
  const repository = createUploadsRepository(db);
  const service = createUploadsService({ repository, storage, ai, jobs, log: app.log });
  const slots = createUploadSlots(config.uploads.perPerson);

  jobs.define(
    TRANSCRIBE_TASK,
    createTranscriptionTask({
      repository,
      // Interview answers spoken to Clio are transcribed by the same job.
      answers: createInterviewSessionsRepository(db),
      storage,
      ai,
      log: app.log,
    }),
  );
  // At start-up, and also while running: a crash of another instance (or of this one, restarted within
  // the hour) leaves unfinished uploads that only become old enough to remove later.
  jobs.repeat('sweep unfinished uploads', SWEEP_INTERVAL_MS, () => service.sweep());

  await registerSingleFileMultipart(app, MAX_UPLOAD_BYTES);

  registerEndpoint(app, uploadedFilesApi.upload, {}, async (request, reply) =>
    // A few uploads in flight per person; more are refused before their body is read (decision 533).
    readSingleFilePart(
      request,
      reply,
      { slots, pace: config.uploads, noFileMessage: uploadMessages.noFile },
      (part, received) => service.upload(signedInUserId(request), part, received),
    ),
  );

  registerEndpoint(app, uploadedFilesApi.list, {}, async (request) => service.list(signedInUserId(request)));

  await recordingRoutes(app, { db, repository, storage, jobs, config });

  registerEndpoint(app, uploadedFilesApi.checkTranscript, {}, async (request) =>
    service.checkTranscript(signedInUserId(request), request.params.id, request.body),
  );
  registerEndpoint(app, uploadedFilesApi.correctTranscriptSentence, {}, async (request) =>
    service.correctTranscriptSentence(signedInUserId(request), request.params.id, request.body),
  );
  registerEndpoint(app, uploadedFilesApi.updateDna, {}, async (request) => {
    const userId = signedInUserId(request);
    const saved = await service.updateDna(userId, request.params.id, request.body);
    // A new year can move the memory, and its chapter, in her life's order (docs/decisions/911).
    await applyLifeOrderAround(db, userId, { kind: 'file', id: request.params.id });
    return saved;
  });

  registerEndpoint(app, uploadedFilesApi.delete, {}, async (request) => {
    await service.delete(signedInUserId(request), request.params.id);
  });

  // The stored original is a file, not JSON: it stays outside the contract.
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(UPLOADED_FILE_ORIGINAL_PATH, { schema: { params: idParamsSchema } }, async (request, reply) => {
      const file = await service.get(signedInUserId(request), request.params.id);
      return serveOriginal(request, reply, storage, file);
    });
}
