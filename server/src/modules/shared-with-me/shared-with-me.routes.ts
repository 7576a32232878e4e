import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUserId } from '#server/auth/session-plugin.ts';
import { contentDisposition } from '#server/lib/content-disposition.ts';
import { registerEndpoint } from '#server/lib/route.ts';
import { ownerParamsSchema, sharedBookFileParamsSchema, sharedMemoryParamsSchema } from '#shared/family.ts';
import { SHARED_AUDIO_PATH, SHARED_BOOK_FILE_PATH, sharedWithMeApi } from '#shared/family-api.ts';
import { createBookRepository } from '../book/book.repository.ts';
import { createBookService } from '../book/book.service.ts';
import { createCleanCopyRepository } from '../clean-copy/clean-copy.repository.ts';
import { createCleanCopyService } from '../clean-copy/clean-copy.service.ts';
import { createFamilyRepository } from '../family-access/family.repository.ts';
import { applyLifeOrderAround } from '../manuscript/apply-life-order.ts';
import { createManuscriptRepository } from '../manuscript/manuscript.repository.ts';
import { createMemoriesRepository } from '../memories/memories.repository.ts';
import { createMemoriesService } from '../memories/memories.service.ts';
import type { ModuleContext } from '../module-context.ts';
import { serveOriginal } from '../uploads/serve-original.ts';
import { createUploadsRepository } from '../uploads/uploads.repository.ts';
import { createUploadsService } from '../uploads/uploads.service.ts';
import { createContributedMemoriesRepository } from './contributed-memories.repository.ts';
import { createContributedMemoriesService } from './contributed-memories.service.ts';
import { createSharedWithMeRepository } from './shared-with-me.repository.ts';
import { createSharedWithMeService } from './shared-with-me.service.ts';

/**
 * The family's side of the circle, "Shared with me" (issue 15, docs/decisions/1510): what a member reads (only
 * what the release rules open, release-rules.ts), asks and adds, behind the membership check of membership.ts.
 */
export async function sharedWithMeRoutes(app: FastifyInstance, context: ModuleContext) {
  const { db, ai, storage, jobs, now } = context;
  const memories = createMemoriesService(createMemoriesRepository(db), ai, app.log);
  const uploads = createUploadsService({
    repository: createUploadsRepository(db),
    storage,
    ai,
    jobs,
    log: app.log,
  });
  const books = createBookService({
    db,
    repository: createBookRepository(db),
    manuscript: createManuscriptRepository(db),
    storage,
    jobs,
  });
  const shared = createSharedWithMeService({
    db,
    repository: createSharedWithMeRepository(db, now),
    family: createFamilyRepository(db),
    // An editor's save goes through the owner's own services: the same validation and version check.
    dna: { fragment: memories.updateDna, file: uploads.updateDna },
    // An editor's review of a clean copy is the storyteller's own service, with her id (decision 1528).
    cleanCopies: createCleanCopyService(createCleanCopyRepository(db), ai, app.log),
  });
  const contributed = createContributedMemoriesService({
    db,
    repository: createContributedMemoriesRepository(db, now),
    memories,
    requireMembership: shared.requireMembership,
  });

  registerEndpoint(app, sharedWithMeApi.storytellers, {}, async (request) =>
    shared.storytellers(signedInUserId(request)),
  );
  registerEndpoint(app, sharedWithMeApi.stories, {}, async (request) =>
    shared.stories(signedInUserId(request), request.params.ownerId),
  );
  registerEndpoint(app, sharedWithMeApi.chapter, {}, async (request) =>
    shared.chapter(signedInUserId(request), request.params.ownerId, request.params.chapterId),
  );
  registerEndpoint(app, sharedWithMeApi.ask, {}, async (request) =>
    shared.ask(signedInUserId(request), request.params.ownerId, request.body.text),
  );
  registerEndpoint(app, sharedWithMeApi.addPerspective, { bodyLimit: 128 * 1024 }, async (request) =>
    shared.addPerspective(
      signedInUserId(request),
      request.params.ownerId,
      request.body.memory,
      request.body.text,
    ),
  );
  registerEndpoint(app, sharedWithMeApi.addedMemories, {}, async (request) =>
    contributed.list(signedInUserId(request), request.params.ownerId),
  );
  registerEndpoint(app, sharedWithMeApi.addMemory, {}, async (request) =>
    contributed.add(signedInUserId(request), request.params.ownerId, request.body),
  );
  registerEndpoint(app, sharedWithMeApi.removeAddedMemory, {}, async (request) => {
    await contributed.remove(signedInUserId(request), request.params.ownerId, request.params.id);
  });
  registerEndpoint(app, sharedWithMeApi.updateDna, {}, async (request) => {
    const { ownerId, kind, id } = request.params;
    const saved = await shared.updateDna(signedInUserId(request), ownerId, { kind, id }, request.body);
    // An editor's new year moves the memory in the storyteller's life order too (docs/decisions/911).
    await applyLifeOrderAround(db, ownerId, { kind, id });
    return saved;
  });
  registerEndpoint(app, sharedWithMeApi.cleanCopy, {}, async (request) => {
    const { ownerId, kind, id } = request.params;
    return shared.cleanCopy(signedInUserId(request), ownerId, { kind, id });
  });
  registerEndpoint(app, sharedWithMeApi.chooseCleanCopy, {}, async (request) => {
    const { ownerId, kind, id } = request.params;
    return shared.chooseCleanCopy(signedInUserId(request), ownerId, { kind, id }, request.body);
  });

  const files = app.withTypeProvider<ZodTypeProvider>();
  // A released book's file: the owner's own download, once the book is visible to this member.
  files.get(
    SHARED_BOOK_FILE_PATH,
    { schema: { params: sharedBookFileParamsSchema } },
    async (request, reply) => {
      const { ownerId, projectId, format } = request.params;
      await shared.requireBook(signedInUserId(request), ownerId, projectId);
      const file = await books.download(ownerId, projectId, format);
      return reply
        .header('content-type', file.mediaType)
        .header('content-length', file.sizeBytes)
        .header('content-disposition', contentDisposition('attachment', file.fileName))
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );
  // A released recording or spoken answer, played with byte ranges like the owner's own.
  const audioParams = ownerParamsSchema.extend({
    kind: z.enum(['file', 'answer']),
    id: sharedMemoryParamsSchema.shape.id,
  });
  files.get(SHARED_AUDIO_PATH, { schema: { params: audioParams } }, async (request, reply) => {
    const { ownerId, kind, id } = request.params;
    const audio = await shared.audio(signedInUserId(request), ownerId, kind, id);
    return serveOriginal(request, reply, storage, audio);
  });
}
