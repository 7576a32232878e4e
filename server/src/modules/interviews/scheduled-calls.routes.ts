import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUserId } from '#server/auth/session-plugin.ts';
import { registerEndpoint } from '#server/lib/route.ts';
import { scheduledCallParamsSchema } from '#shared/scheduled-calls.ts';
import { SCHEDULED_CALL_CALENDAR_PATH, scheduledCallsApi } from '#shared/scheduled-calls-api.ts';
import type { ModuleContext } from '../module-context.ts';
import { createScheduledCallsRepository } from './scheduled-calls.repository.ts';
import { createScheduledCallsService } from './scheduled-calls.service.ts';

/** Schedule a Call (issue 12, part 5): book, list, cancel, and "Add to calendar". */
export async function scheduledCallsRoutes(app: FastifyInstance, context: ModuleContext) {
  const service = createScheduledCallsService({
    db: context.db,
    calls: createScheduledCallsRepository(context.db),
    appUrl: context.config.publicUrl,
  });

  registerEndpoint(app, scheduledCallsApi.listUpcoming, {}, async (request) =>
    service.listUpcoming(signedInUserId(request)),
  );
  registerEndpoint(app, scheduledCallsApi.schedule, {}, async (request) =>
    service.schedule(signedInUserId(request), request.body),
  );
  registerEndpoint(app, scheduledCallsApi.cancel, {}, async (request) =>
    service.cancel(signedInUserId(request), request.params.id),
  );

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      SCHEDULED_CALL_CALENDAR_PATH,
      { schema: { params: scheduledCallParamsSchema } },
      async (request, reply) => {
        const file = await service.calendarFile(signedInUserId(request), request.params.id);
        return reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('content-disposition', 'attachment; filename="heirloom-interview.ics"')
          .header('cache-control', 'no-store')
          .send(file);
      },
    );
}
