import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { signedInUserId } from '#server/auth/session-plugin.ts';
import { type JobQueue, startJobQueue } from '#server/jobs/job-queue.ts';
import { AppError } from '#server/lib/app-error.ts';
import { registerEndpoint } from '#server/lib/route.ts';
import { createStorage } from '#server/storage/storage-provider.ts';
import { idParamsSchema, MAX_UPLOAD_BYTES, narrativeDnaChange, uploadMessages } from '#shared/memories.ts';
import { uploadedFilesApi } from '#shared/memories-api.ts';
import {
  ANALYZE_MEMORIES_TASK,
  createMemoryAnalysisRepository,
} from '../memories/memory-analysis.repository.ts';
import { createMemoryAnalysisTask } from '../memories/memory-analysis.task.ts';
import type { ModuleContext } from '../module-context.ts';
import { serveOriginal } from './serve-original.ts';
import { createTranscriptionTask } from './transcription.task.ts';
import { createUploadSlots, watchUploadPace } from './upload-pace.ts';
import { createUploadsRepository } from './uploads.repository.ts';
import { createUploadsService, TRANSCRIBE_TASK } from './uploads.service.ts';

/** How often the sweep of files left behind by interrupted uploads runs while the app is up. */
const SWEEP_INTERVAL_MS = 30 * 60 * 1000;

/**
 * Uploaded documents and recordings (spec §7): upload, list, Memory DNA,
 * delete, the stored original. Also runs the transcription queue for as long
 * as the app runs.
 */
export async function uploadsRoutes(app: FastifyInstance, { db, ai, config }: ModuleContext) {
  const storage = createStorage(config);
  const repository = createUploadsRepository(db);
  const service = createUploadsService({ repository, storage, ai, log: app.log });
  const slots = createUploadSlots(config.uploads.perPerson);

  let queue: JobQueue | undefined;
  let sweeper: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await storage.init();
    await service.sweep();
    // Also while running: a crash of another instance (or of this one, restarted within the hour)
    // leaves unfinished uploads that only become old enough to remove later.
    sweeper = setInterval(() => {
      service.sweep().catch((error) => app.log.warn({ err: error }, 'could not sweep unfinished uploads'));
    }, SWEEP_INTERVAL_MS);
    sweeper.unref();
    queue = await startJobQueue({
      pool: db.$client as pg.Pool,
      tasks: {
        [TRANSCRIBE_TASK]: createTranscriptionTask({ repository, storage, ai, log: app.log }),
        // Reads imported memories for the AI, off the request path (docs/decisions/522).
        [ANALYZE_MEMORIES_TASK]: createMemoryAnalysisTask({
          repository: createMemoryAnalysisRepository(db),
          ai,
          log: app.log,
        }),
      },
      log: app.log,
    });
  });
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    await queue?.stop();
  });

  await app.register(fastifyMultipart, {
    // One byte over our own limit, so that limit (with its message) is the one that trips.
    limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 10, parts: 20, fieldSize: 4096 },
    throwFileSizeLimit: false,
  });

  registerEndpoint(app, uploadedFilesApi.upload, {}, async (request, reply) => {
    if (!request.isMultipart()) throw new AppError('BAD_REQUEST', uploadMessages.noFile);
    const userId = signedInUserId(request);
    // A few uploads in flight per person; more are refused before their body is read (decision 533).
    let release: () => void;
    try {
      release = slots.take(userId);
    } catch (error) {
      reply.header('connection', 'close');
      throw error;
    }
    const pace = watchUploadPace(request.raw, config.uploads);
    try {
      // Fields before the file are allowed and ignored; the first file part is the upload.
      const part = await pace.race(request.file());
      if (part?.fieldname !== 'file') {
        part?.file.resume();
        throw new AppError('BAD_REQUEST', uploadMessages.noFile);
      }
      try {
        return await pace.race(
          service.upload(userId, { filename: part.filename, stream: part.file }, pace.stop),
        );
      } catch (error) {
        // The rest of a refused upload is not worth reading: answer now and close the connection.
        if (!part.file.readableEnded) reply.header('connection', 'close');
        throw error;
      }
    } finally {
      pace.stop();
      release();
    }
  });

  registerEndpoint(app, uploadedFilesApi.list, {}, async (request) => service.list(signedInUserId(request)));

  registerEndpoint(app, uploadedFilesApi.updateDna, {}, async (request) =>
    service.updateDna(
      signedInUserId(request),
      request.params.id,
      narrativeDnaChange(request.body),
      request.body.version,
    ),
  );

  registerEndpoint(app, uploadedFilesApi.delete, {}, async (request) => {
    await service.delete(signedInUserId(request), request.params.id);
  });

  // The stored original is a file, not JSON: it stays outside the contract.
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/uploaded-files/:id/original',
      { schema: { params: idParamsSchema } },
      async (request, reply) => {
        const file = await service.get(signedInUserId(request), request.params.id);
        return serveOriginal(request, reply, storage, file);
      },
    );
}
