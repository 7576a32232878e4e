import type { FastifyInstance } from 'fastify';
import { signedInUserId } from '#server/auth/session-plugin.ts';
import { createLinkBase } from '#server/lib/link-base.ts';
import { registerEndpoint } from '#server/lib/route.ts';
import { storytellerLinksApi } from '#shared/storyteller-api.ts';
import type { ModuleContext } from '../module-context.ts';
import { storytellerInterviewRoutes } from './storyteller-interview.routes.ts';
import { createStorytellerLinksRepository } from './storyteller-links.repository.ts';
import { createStorytellerLinksService } from './storyteller-links.service.ts';

/**
 * Storyteller links (issue 12, part 4): the owner makes, lists and revokes them; the storyteller's interview goes
 * through the token routes.
 */
export async function storytellerRoutes(app: FastifyInstance, context: ModuleContext) {
  const links = createStorytellerLinksRepository(context.db);
  const service = createStorytellerLinksService({ db: context.db, links });
  const linkBase = createLinkBase(context.config);

  registerEndpoint(app, storytellerLinksApi.list, {}, async (request) =>
    service.list(signedInUserId(request)),
  );
  registerEndpoint(app, storytellerLinksApi.create, {}, async (request) =>
    service.create(signedInUserId(request), request.body.label, linkBase(request)),
  );
  registerEndpoint(app, storytellerLinksApi.revoke, {}, async (request) =>
    service.revoke(signedInUserId(request), request.params.id),
  );
  await storytellerInterviewRoutes(app, context, links);
}
