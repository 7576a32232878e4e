import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '#server/auth/session-plugin.ts';
import { createUsersRepository } from '#server/auth/users.repository.ts';
import { updateProfileSchema } from '#shared/profile.ts';
import { currentUserSchema } from '#shared/user.ts';
import type { ModuleContext } from '../module-context.ts';
import { createProfileService } from './profile.service.ts';

export async function profileRoutes(app: FastifyInstance, { db }: ModuleContext) {
  const service = createProfileService(createUsersRepository(db));

  app.withTypeProvider<ZodTypeProvider>().put(
    '/api/user/profile',
    {
      preHandler: requireUser,
      bodyLimit: 8 * 1024,
      schema: { body: updateProfileSchema, response: { 200: currentUserSchema } },
    },
    async (request) => service.update(request.userId, request.body),
  );
}
