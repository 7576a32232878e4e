import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUserId } from '#server/auth/session-plugin.ts';
import { signInSource } from '#server/auth/sign-in-source.ts';
import { contentDisposition } from '#server/lib/content-disposition.ts';
import { createLinkBase } from '#server/lib/link-base.ts';
import { createRateLimitCounters } from '#server/lib/rate-limit/rate-limit-counters.ts';
import { registerEndpoint } from '#server/lib/route.ts';
import { ownerParamsSchema, sharedBookFileParamsSchema, sharedMemoryParamsSchema } from '#shared/family.ts';
import {
  familyApi,
  invitationsApi,
  SHARED_AUDIO_PATH,
  SHARED_BOOK_FILE_PATH,
  sharedWithMeApi,
} from '#shared/family-api.ts';
import { createBookRepository } from '../book/book.repository.ts';
import { createBookService } from '../book/book.service.ts';
import { createCleanCopyRepository } from '../clean-copy/clean-copy.repository.ts';
import { createCleanCopyService } from '../clean-copy/clean-copy.service.ts';
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
import { createFamilyRepository } from './family.repository.ts';
import { createFamilyService } from './family.service.ts';
import { createInvitationsRepository } from './invitations.repository.ts';
import { createInvitationsService } from './invitations.service.ts';
import { createSharedWithMeRepository } from './shared-with-me.repository.ts';
import { createSharedWithMeService } from './shared-with-me.service.ts';
import { registerWorkroomRoutes } from './workroom.routes.ts';

/**
 * The family circle (issue 15, docs/decisions/1510): the owner's access list, releases, questions and
 * perspectives; invitation links; and the family's side, "Shared with me".
 */
export async function familyRoutes(app: FastifyInstance, context: ModuleContext) {
  const { db, config, mailer, ai, storage, jobs, now } = context;
  const family = createFamilyRepository(db);
  const counters = createRateLimitCounters(db);
  const service = createFamilyService({ db, repository: family, mailer, counters, log: app.log, now });
  const invitations = createInvitationsService({
    db,
    repository: createInvitationsRepository(db),
    counters,
  });
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
  const sharedRepository = createSharedWithMeRepository(db, now);
  const shared = createSharedWithMeService({
    db,
    repository: sharedRepository,
    family,
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
  const linkBase = createLinkBase(config);

  registerEndpoint(app, familyApi.members, {}, async (request) => service.members(signedInUserId(request)));
  registerEndpoint(app, familyApi.addMember, {}, async (request) =>
    service.addMember(signedInUserId(request), request.body, linkBase(request)),
  );
  registerEndpoint(app, familyApi.changeRole, {}, async (request) =>
    service.changeRole(signedInUserId(request), request.params.id, request.body.role),
  );
  registerEndpoint(app, familyApi.resendInvitation, {}, async (request) =>
    service.resendInvitation(signedInUserId(request), request.params.id, linkBase(request)),
  );
  registerEndpoint(app, familyApi.removeMember, {}, async (request) => {
    await service.removeMember(signedInUserId(request), request.params.id);
  });
  registerEndpoint(app, familyApi.releases, {}, async (request) => service.releases(signedInUserId(request)));
  registerEndpoint(app, familyApi.setRelease, { bodyLimit: 128 * 1024 }, async (request) =>
    service.setRelease(signedInUserId(request), request.body),
  );
  registerEndpoint(app, familyApi.releaseEverything, {}, async (request) =>
    service.releaseEverything(signedInUserId(request), request.body),
  );
  registerEndpoint(app, familyApi.questions, {}, async (request) =>
    service.questions(signedInUserId(request)),
  );
  registerEndpoint(app, familyApi.answerQuestion, {}, async (request) =>
    service.answerQuestion(signedInUserId(request), request.params.id, request.body.memory),
  );
  registerEndpoint(app, familyApi.dismissQuestion, {}, async (request) => {
    await service.dismissQuestion(signedInUserId(request), request.params.id);
  });
  registerEndpoint(app, familyApi.perspectives, {}, async (request) =>
    service.perspectives(signedInUserId(request)),
  );

  registerEndpoint(app, invitationsApi.preview, { config: { public: true } }, async (request) =>
    invitations.preview(request.params.token, signInSource(request.ip)),
  );
  registerEndpoint(app, invitationsApi.accept, {}, async (request) =>
    invitations.accept(signedInUserId(request), request.body.token),
  );

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

  // An editor's help with chapters and drafts (docs/decisions/1512), behind the same membership check.
  // Registered last: the role matrix walks routes in this order, and an editor's new (private) chapter hides
  // the project's book from the family until the storyteller releases it.
  registerWorkroomRoutes(app, context, {
    requireMembership: shared.requireMembership,
    repository: sharedRepository,
  });
}
