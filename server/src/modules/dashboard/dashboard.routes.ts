import type { FastifyInstance } from 'fastify';
import { signedInUserId } from '#server/auth/session-plugin.ts';
import { registerEndpoint } from '#server/lib/route.ts';
import { dashboardApi } from '#shared/dashboard-api.ts';
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

  registerEndpoint(app, dashboardApi.nextChapter, {}, async (request) =>
    service.nextChapter(signedInUserId(request)),
  );

  registerEndpoint(app, dashboardApi.missingMoments, {}, async (request) =>
    service.missingMoments(signedInUserId(request)),
  );

  registerEndpoint(app, dashboardApi.progress, {}, async (request) =>
    service.progress(signedInUserId(request)),
  );
}
