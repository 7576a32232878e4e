import type { FastifyInstance } from 'fastify';
import { signedInUserId } from '#server/auth/session-plugin.ts';
import { signInSource } from '#server/auth/sign-in-source.ts';
import { createLinkBase } from '#server/lib/link-base.ts';
import { createRateLimitCounters } from '#server/lib/rate-limit/rate-limit-counters.ts';
import { registerEndpoint } from '#server/lib/route.ts';
import { familyApi, invitationsApi } from '#shared/family-api.ts';
import type { ModuleContext } from '../module-context.ts';
import { createFamilyRepository } from './family.repository.ts';
import { createFamilyService } from './family.service.ts';
import { createInvitationsRepository } from './invitations.repository.ts';
import { createInvitationsService } from './invitations.service.ts';

/**
 * The family circle, the owner's side (issue 15, docs/decisions/1510): the access list, releases (the rule is
 * release-rules.ts), the family's questions and perspectives; and invitation links. What a member reads and adds
 * is shared-with-me/, an editor's help is workroom/.
 */
export async function familyAccessRoutes(app: FastifyInstance, context: ModuleContext) {
  const { db, config, mailer, now } = context;
  const family = createFamilyRepository(db);
  const counters = createRateLimitCounters(db);
  const service = createFamilyService({ db, repository: family, mailer, counters, log: app.log, now });
  const invitations = createInvitationsService({
    db,
    repository: createInvitationsRepository(db),
    counters,
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
}
