import type { FastifyInstance } from 'fastify';
import { signedInUserId } from '#server/auth/session-plugin.ts';
import { createUsersRepository } from '#server/auth/users.repository.ts';
import { registerEndpoint } from '#server/lib/route.ts';
import { profileApi } from '#shared/profile-api.ts';
import type { ModuleContext } from '../module-context.ts';
import { createProfileService } from './profile.service.ts';

export async function profileRoutes(app: FastifyInstance, { db }: ModuleContext) {
  const service = createProfileService(createUsersRepository(db));

  registerEndpoint(app, profileApi.update, { bodyLimit: 8 * 1024 }, async (request) =>
    service.update(signedInUserId(request), request.body),
  );
}
