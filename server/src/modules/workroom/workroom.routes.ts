import type { FastifyInstance } from 'fastify';
import { signedInUserId } from '#server/auth/session-plugin.ts';
import { registerEndpoint } from '#server/lib/route.ts';
import { workroomApi } from '#shared/family-workroom-api.ts';
import { createManuscriptService } from '../manuscript/manuscript.service.ts';
import type { ModuleContext } from '../module-context.ts';
import { createMembershipCheck } from '../shared-with-me/membership.ts';
import { createSharedWithMeRepository } from '../shared-with-me/shared-with-me.repository.ts';
import { createStudioRepository } from '../studio/studio.repository.ts';
import { createStudioService } from '../studio/studio.service.ts';
import { createWorkroomRepository } from './workroom.repository.ts';
import { createWorkroomService } from './workroom.service.ts';

/**
 * An editor's help with the storyteller's chapters and drafts (docs/decisions/1512), behind the same membership
 * check as Shared with me (shared-with-me/membership.ts) and the same release rules.
 */
export async function workroomRoutes(app: FastifyInstance, { db, ai, aiRequests, now }: ModuleContext) {
  const shared = createSharedWithMeRepository(db, now);
  const service = createWorkroomService({
    repository: createWorkroomRepository(db, now),
    requireMembership: createMembershipCheck(shared),
    visibleKeys: shared.visibleKeys,
    // The owner's own services, with the owner's id: one implementation of chapters and drafts.
    studio: createStudioService(db, createStudioRepository(db), ai, aiRequests),
    manuscript: createManuscriptService(db, ai, aiRequests),
  });
  const place = (params: { ownerId: string; projectId: string; chapterId: string }) => ({
    ownerId: params.ownerId,
    projectId: params.projectId,
    chapterId: params.chapterId,
  });

  registerEndpoint(app, workroomApi.get, {}, async (request) =>
    service.workroom(signedInUserId(request), request.params.ownerId),
  );
  registerEndpoint(app, workroomApi.addChapter, {}, async (request) =>
    service.addChapter(
      signedInUserId(request),
      request.params.ownerId,
      request.params.projectId,
      request.body.title,
    ),
  );
  registerEndpoint(app, workroomApi.memories, {}, async (request) =>
    service.memories(signedInUserId(request), place(request.params)),
  );
  registerEndpoint(app, workroomApi.addMemories, { bodyLimit: 64 * 1024 }, async (request) =>
    service.addMemories(signedInUserId(request), place(request.params), request.body),
  );
  registerEndpoint(app, workroomApi.saveMemories, { bodyLimit: 64 * 1024 }, async (request) =>
    service.saveMemories(signedInUserId(request), place(request.params), request.body),
  );
  registerEndpoint(app, workroomApi.draft, {}, async (request) =>
    service.draft(signedInUserId(request), place(request.params)),
  );
  registerEndpoint(app, workroomApi.composeDraft, {}, async (request) =>
    service.composeDraft(signedInUserId(request), place(request.params)),
  );
  registerEndpoint(app, workroomApi.saveDraft, { bodyLimit: 4 * 1024 * 1024 }, async (request) =>
    service.saveDraft(signedInUserId(request), place(request.params), request.body),
  );
}
