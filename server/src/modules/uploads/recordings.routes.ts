import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUserId } from '#server/auth/session-plugin.ts';
import { registerEndpoint } from '#server/lib/route.ts';
import { withUploadPace } from '#server/uploads/upload-pace.ts';
import { recordingChunkParamsSchema } from '#shared/recordings.ts';
import { RECORDING_CHUNK_PATH, recordingsApi } from '#shared/recordings-api.ts';
import type { ModuleContext } from '../module-context.ts';
import { createRecordingsRepository } from './recordings.repository.ts';
import { createRecordingsService } from './recordings.service.ts';
import type { createUploadsRepository } from './uploads.repository.ts';

/** How often recordings nobody finished are looked for, and how long one must be quiet to count. */
const SWEEP_INTERVAL_MS = 2 * 60 * 1000;
const ABANDONED_AFTER_MS = 10 * 60 * 1000;

/**
 * Record a Memory (issue 12): start a recording, send its chunks while recording, finish it. The chunk is the
 * request's raw body, streamed to storage as it arrives; it never passes through a JSON parser.
 */
export async function recordingRoutes(
  app: FastifyInstance,
  deps: Pick<ModuleContext, 'db' | 'storage' | 'jobs' | 'config'> & {
    repository: ReturnType<typeof createUploadsRepository>;
  },
) {
  const service = createRecordingsService({
    recordings: createRecordingsRepository(deps.db),
    uploads: deps.repository,
    storage: deps.storage,
    jobs: deps.jobs,
    log: app.log,
  });
  deps.jobs.repeat('keep recordings nobody finished', SWEEP_INTERVAL_MS, () =>
    service.sweepAbandoned(ABANDONED_AFTER_MS),
  );

  // The chunk's bytes are handed on as the stream they arrive in (limits are counted while it is read).
  app.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));

  registerEndpoint(app, recordingsApi.start, {}, async (request) =>
    service.start(signedInUserId(request), request.body.mimeType),
  );

  app
    .withTypeProvider<ZodTypeProvider>()
    .put(RECORDING_CHUNK_PATH, { schema: { params: recordingChunkParamsSchema } }, async (request, reply) => {
      const body = request.body as Readable | object | undefined;
      const stream =
        body && 'pipe' in body && typeof body.pipe === 'function' ? (body as Readable) : undefined;
      // A piece that stalls or trickles is cut off like a slow upload (docs/decisions/533).
      await withUploadPace(request.raw, deps.config.uploads, () =>
        service.receiveChunk(signedInUserId(request), request.params.id, request.params.seq, stream),
      );
      return reply.code(204).send();
    });

  registerEndpoint(app, recordingsApi.finish, {}, async (request) =>
    service.finish(
      signedInUserId(request),
      request.params.id,
      request.body.durationMs,
      request.body.answersQuestion,
    ),
  );
}
