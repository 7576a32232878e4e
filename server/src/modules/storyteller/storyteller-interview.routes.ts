import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { storytellerActor } from '#server/auth/storyteller-gate.ts';
import type { EndpointOptions } from '#server/lib/route.ts';
import { registerEndpoint } from '#server/lib/route.ts';
import { withUploadPace } from '#server/uploads/upload-pace.ts';
import { answerChunkParamsSchema } from '#shared/interview-sessions.ts';
import type { RecordingContainer } from '#shared/recordings.ts';
import { STORYTELLER_RECORDING_CHUNK_PATH, storytellerInterviewApi } from '#shared/storyteller-api.ts';
import { interviewSessionsServiceFor } from '../interviews/interview-sessions.routes.ts';
import type { ModuleContext } from '../module-context.ts';
import type { createStorytellerLinksRepository } from './storyteller-links.repository.ts';

/** Every route here answers to a working storyteller link and to nothing else (docs/decisions/721). */
const tokenRoute: EndpointOptions = { config: { storyteller: true } };

/**
 * The storyteller's interview (issue 12, part 4): the interview with Clio, acting for the owner through the link,
 * as the link's label ("Mum"). The service keeps a link to the interviews made through it.
 */
export async function storytellerInterviewRoutes(
  app: FastifyInstance,
  context: ModuleContext,
  links: ReturnType<typeof createStorytellerLinksRepository>,
) {
  const service = interviewSessionsServiceFor(app, context);
  app.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));

  registerEndpoint(app, storytellerInterviewApi.welcome, tokenRoute, async (request) => {
    const actor = storytellerActor(request);
    return {
      ownerFirstName: await links.ownerFirstName(actor.ownerId),
      session: await service.current(actor),
    };
  });
  registerEndpoint(app, storytellerInterviewApi.start, tokenRoute, async (request) =>
    service.start(storytellerActor(request), { topics: request.body.topics }),
  );
  registerEndpoint(app, storytellerInterviewApi.answerByText, tokenRoute, async (request) =>
    service.answerByText(storytellerActor(request), request.params.id, request.body.text),
  );
  registerEndpoint(app, storytellerInterviewApi.startRecording, tokenRoute, async (request) =>
    service.startRecording(
      storytellerActor(request),
      request.params.id,
      request.body.mimeType as RecordingContainer,
    ),
  );
  app
    .withTypeProvider<ZodTypeProvider>()
    .put(
      STORYTELLER_RECORDING_CHUNK_PATH,
      { ...tokenRoute, schema: { params: answerChunkParamsSchema } },
      async (request, reply) => {
        const body = request.body as Readable | object | undefined;
        const stream =
          body && 'pipe' in body && typeof body.pipe === 'function' ? (body as Readable) : undefined;
        const { id, recordingId, seq } = request.params;
        // A piece that stalls or trickles is cut off like a slow upload (docs/decisions/533).
        await withUploadPace(request.raw, context.config.uploads, () =>
          service.receiveChunk(storytellerActor(request), id, recordingId, seq, stream),
        );
        return reply.code(204).send();
      },
    );
  registerEndpoint(app, storytellerInterviewApi.finishRecording, tokenRoute, async (request) =>
    service.finishRecording(
      storytellerActor(request),
      request.params.id,
      request.params.recordingId,
      request.body.durationMs,
    ),
  );
  registerEndpoint(app, storytellerInterviewApi.next, tokenRoute, async (request) =>
    service.next(storytellerActor(request), request.params.id),
  );
  registerEndpoint(app, storytellerInterviewApi.skip, tokenRoute, async (request) =>
    service.skip(storytellerActor(request), request.params.id),
  );
  registerEndpoint(app, storytellerInterviewApi.pause, tokenRoute, async (request) =>
    service.pause(storytellerActor(request), request.params.id),
  );
  registerEndpoint(app, storytellerInterviewApi.resume, tokenRoute, async (request) =>
    service.resume(storytellerActor(request), request.params.id),
  );
  registerEndpoint(app, storytellerInterviewApi.leaveOut, tokenRoute, async (request) =>
    service.leaveOut(storytellerActor(request), request.params.id),
  );
  registerEndpoint(app, storytellerInterviewApi.finish, tokenRoute, async (request) =>
    service.finish(storytellerActor(request), request.params.id),
  );
}
