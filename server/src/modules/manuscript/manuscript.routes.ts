import type { FastifyInstance } from 'fastify';
import { signedInUserId } from '#server/auth/session-plugin.ts';
import { registerEndpoint } from '#server/lib/route.ts';
import {
  chapterDraftApi,
  chapterMemoriesApi,
  chapterNeedsApi,
  memoryChoicesApi,
} from '#shared/manuscript-api.ts';
import type { ModuleContext } from '../module-context.ts';
import { createChapterNeedsService } from './chapter-needs.service.ts';
import { createManuscriptService } from './manuscript.service.ts';

/** What chapters hold and their drafts. Another person's project, chapter or memory answers 404. */
export async function manuscriptRoutes(app: FastifyInstance, { db, ai, aiRequests }: ModuleContext) {
  const service = createManuscriptService(db, ai, aiRequests);
  const needs = createChapterNeedsService(db, ai, aiRequests);

  registerEndpoint(app, chapterMemoriesApi.list, {}, async (request) =>
    service.listMemories(signedInUserId(request), request.params.id, request.params.chapterId),
  );

  registerEndpoint(app, chapterMemoriesApi.add, { bodyLimit: 64 * 1024 }, async (request) =>
    service.addMemories(signedInUserId(request), request.params.id, request.params.chapterId, request.body),
  );

  registerEndpoint(app, chapterMemoriesApi.save, { bodyLimit: 64 * 1024 }, async (request) =>
    service.saveMemories(signedInUserId(request), request.params.id, request.params.chapterId, request.body),
  );

  registerEndpoint(app, memoryChoicesApi.list, {}, async (request) =>
    service.listChoices(signedInUserId(request)),
  );

  registerEndpoint(app, chapterDraftApi.get, {}, async (request) =>
    service.getDraft(signedInUserId(request), request.params.id, request.params.chapterId),
  );

  registerEndpoint(app, chapterDraftApi.compose, {}, async (request) =>
    service.composeDraft(signedInUserId(request), request.params.id, request.params.chapterId),
  );

  registerEndpoint(app, chapterDraftApi.save, { bodyLimit: 4 * 1024 * 1024 }, async (request) =>
    service.saveDraft(signedInUserId(request), request.params.id, request.params.chapterId, request.body),
  );

  registerEndpoint(app, chapterDraftApi.versions, {}, async (request) =>
    service.listDraftVersions(signedInUserId(request), request.params.id, request.params.chapterId),
  );

  registerEndpoint(app, chapterDraftApi.version, {}, async (request) =>
    service.getDraftVersion(
      signedInUserId(request),
      request.params.id,
      request.params.chapterId,
      request.params.version,
    ),
  );

  registerEndpoint(app, chapterNeedsApi.get, {}, async (request) =>
    needs.needs(signedInUserId(request), request.params.id, request.params.chapterId),
  );
}
