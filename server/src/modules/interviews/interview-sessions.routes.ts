import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUserId } from '#server/auth/session-plugin.ts';
import { users } from '#server/db/schema/index.ts';
import { notFound } from '#server/lib/app-error.ts';
import { registerEndpoint } from '#server/lib/route.ts';
import { withUploadPace } from '#server/uploads/upload-pace.ts';
import {
  answerChunkParamsSchema,
  type InterviewActor,
  interviewAnswerParamsSchema,
} from '#shared/interview-sessions.ts';
import {
  INTERVIEW_ANSWER_AUDIO_PATH,
  INTERVIEW_RECORDING_CHUNK_PATH,
  interviewSessionsApi,
} from '#shared/interview-sessions-api.ts';
import { RECORDING_CONTAINERS, type RecordingContainer } from '#shared/recordings.ts';
import { createMemoriesRepository } from '../memories/memories.repository.ts';
import type { ModuleContext } from '../module-context.ts';
import { createRecordingsRepository } from '../uploads/recordings.repository.ts';
import { createRecordingsService } from '../uploads/recordings.service.ts';
import { serveOriginal } from '../uploads/serve-original.ts';
import { createUploadsRepository } from '../uploads/uploads.repository.ts';
import { createInterviewSessionsRepository } from './interview-sessions.repository.ts';
import { createInterviewSessionsService } from './interview-sessions.service.ts';
import { createScheduledCallsRepository } from './scheduled-calls.repository.ts';

/** How often spoken answers nobody finished are looked for, and how long one must be quiet to count. */
const SWEEP_INTERVAL_MS = 2 * 60 * 1000;
const ABANDONED_AFTER_MS = 10 * 60 * 1000;

/** The service for an interview with Clio, made once per app; the storyteller link's routes use it too. */
export function interviewSessionsServiceFor(app: FastifyInstance, context: ModuleContext) {
  return createInterviewSessionsService({
    db: context.db,
    sessions: createInterviewSessionsRepository(context.db),
    memories: createMemoriesRepository(context.db),
    calls: createScheduledCallsRepository(context.db),
    recordings: createRecordingsService({
      recordings: createRecordingsRepository(context.db),
      uploads: createUploadsRepository(context.db),
      storage: context.storage,
      jobs: context.jobs,
      log: app.log,
    }),
    storage: context.storage,
    jobs: context.jobs,
    ai: context.ai,
    aiRequests: context.aiRequests,
    log: app.log,
  });
}

/**
 * An interview with Clio for the signed-in owner (issue 12, part 3): the actor is the account, under its first
 * name. Spoken answers' chunks are raw bodies streamed to storage, as Record a Memory's are.
 */
export async function interviewSessionRoutes(app: FastifyInstance, context: ModuleContext) {
  const service = interviewSessionsServiceFor(app, context);
  const sessions = createInterviewSessionsRepository(context.db);
  context.jobs.repeat('keep interview answers nobody finished', SWEEP_INTERVAL_MS, () =>
    service.sweepAbandoned(ABANDONED_AFTER_MS),
  );

  /** The signed-in owner as the one talking to Clio. */
  async function ownerActor(request: FastifyRequest): Promise<InterviewActor> {
    const ownerId = signedInUserId(request);
    const [user] = await context.db
      .select({ firstName: users.firstName })
      .from(users)
      .where(eq(users.id, ownerId));
    return { ownerId, person: user?.firstName?.trim() || 'Me' };
  }

  app.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));

  registerEndpoint(app, interviewSessionsApi.start, {}, async (request) =>
    service.start(await ownerActor(request), request.body),
  );
  registerEndpoint(app, interviewSessionsApi.current, {}, async (request) => ({
    session: await service.current(await ownerActor(request)),
  }));
  registerEndpoint(app, interviewSessionsApi.get, {}, async (request) =>
    service.get(await ownerActor(request), request.params.id),
  );
  registerEndpoint(app, interviewSessionsApi.answerByText, {}, async (request) =>
    service.answerByText(await ownerActor(request), request.params.id, request.body.text),
  );
  registerEndpoint(app, interviewSessionsApi.startRecording, {}, async (request) =>
    service.startRecording(
      await ownerActor(request),
      request.params.id,
      request.body.mimeType as RecordingContainer,
    ),
  );
  app
    .withTypeProvider<ZodTypeProvider>()
    .put(
      INTERVIEW_RECORDING_CHUNK_PATH,
      { schema: { params: answerChunkParamsSchema } },
      async (request, reply) => {
        const body = request.body as Readable | object | undefined;
        const stream =
          body && 'pipe' in body && typeof body.pipe === 'function' ? (body as Readable) : undefined;
        const { id, recordingId, seq } = request.params;
        const actor = await ownerActor(request);
        // A piece that stalls or trickles is cut off like a slow upload (docs/decisions/533).
        await withUploadPace(request.raw, context.config.uploads, () =>
          service.receiveChunk(actor, id, recordingId, seq, stream),
        );
        return reply.code(204).send();
      },
    );
  registerEndpoint(app, interviewSessionsApi.finishRecording, {}, async (request) =>
    service.finishRecording(
      await ownerActor(request),
      request.params.id,
      request.params.recordingId,
      request.body.durationMs,
    ),
  );
  registerEndpoint(app, interviewSessionsApi.next, {}, async (request) =>
    service.next(await ownerActor(request), request.params.id),
  );
  registerEndpoint(app, interviewSessionsApi.skip, {}, async (request) =>
    service.skip(await ownerActor(request), request.params.id),
  );
  registerEndpoint(app, interviewSessionsApi.pause, {}, async (request) =>
    service.pause(await ownerActor(request), request.params.id),
  );
  registerEndpoint(app, interviewSessionsApi.resume, {}, async (request) =>
    service.resume(await ownerActor(request), request.params.id),
  );
  registerEndpoint(app, interviewSessionsApi.leaveOut, {}, async (request) =>
    service.leaveOut(await ownerActor(request), request.params.id),
  );
  registerEndpoint(app, interviewSessionsApi.finish, {}, async (request) =>
    service.finish(await ownerActor(request), request.params.id),
  );

  // An answer's original audio, for Memory Details: only the owner's, only of their own interview.
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      INTERVIEW_ANSWER_AUDIO_PATH,
      { schema: { params: interviewAnswerParamsSchema } },
      async (request, reply) => {
        const answer = await sessions.getAnswerOf(
          signedInUserId(request),
          request.params.id,
          request.params.answerId,
        );
        if (!answer?.storageKey || !answer.mimeType) throw notFound('That answer’s recording');
        const extension = RECORDING_CONTAINERS[answer.mimeType as RecordingContainer] ?? 'webm';
        return serveOriginal(request, reply, context.storage, {
          storageKey: answer.storageKey,
          mimeType: answer.mimeType,
          sizeBytes: answer.sizeBytes ?? 0,
          originalName: `Interview answer ${answer.position + 1}.${extension}`,
        });
      },
    );
}
