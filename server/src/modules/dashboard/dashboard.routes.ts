import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '#server/auth/session-plugin.ts';
import { missingMomentsResponseSchema, nextChapterResponseSchema } from '#shared/dashboard.ts';
import { createMemoriesRepository } from '../memories/memories.repository.ts';
import type { ModuleContext } from '../module-context.ts';
import { createDashboardRepository } from './dashboard.repository.ts';
import { createDashboardService } from './dashboard.service.ts';

export async function dashboardRoutes(app: FastifyInstance, { db, ai, aiRequests }: ModuleContext) {
  const service = createDashboardService({
    repository: createDashboardRepository(db),
    memories: createMemoriesRepository(db),
    ai,
    aiRequests,
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/generate-next-chapter',
    { preHandler: requireUser, schema: { response: { 200: nextChapterResponseSchema } } },
    async (request) => service.nextChapter(request.userId),
  );

  routes.post(
    '/api/generate-missing-moments',
    { preHandler: requireUser, schema: { response: { 200: missingMomentsResponseSchema } } },
    async (request) => service.missingMoments(request.userId),
  );
}
