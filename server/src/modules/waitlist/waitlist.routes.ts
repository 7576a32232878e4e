import type { FastifyInstance } from 'fastify';
import { createRateLimitCounters } from '#server/lib/rate-limit/rate-limit-counters.ts';
import { registerSharedRateLimit } from '#server/lib/rate-limit/shared-rate-limit.ts';
import { registerEndpoint } from '#server/lib/route.ts';
import { waitlistApi } from '#shared/waitlist-api.ts';
import type { ModuleContext } from '../module-context.ts';
import { createWaitlistRepository } from './waitlist.repository.ts';
import { createWaitlistService } from './waitlist.service.ts';

export async function waitlistRoutes(app: FastifyInstance, { db, config }: ModuleContext) {
  const service = createWaitlistService(createWaitlistRepository(db));
  await registerSharedRateLimit(app, createRateLimitCounters(db));

  registerEndpoint(
    app,
    waitlistApi.join,
    {
      bodyLimit: 2048,
      config: { public: true, rateLimit: { max: config.waitlistRateLimitPerMinute, timeWindow: '1 minute' } },
    },
    async (request) => service.join(request.body.email, request.body.role),
  );
}
