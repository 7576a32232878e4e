import type { FastifyInstance } from 'fastify';
import { signedInUserId } from '#server/auth/session-plugin.ts';
import { registerEndpoint } from '#server/lib/route.ts';
import { interviewsApi } from '#shared/interviews-api.ts';
import { applyLifeOrderAround } from '../manuscript/apply-life-order.ts';
import type { ModuleContext } from '../module-context.ts';
import { createInterviewReminders, REMINDER_CHECK_EVERY_MS } from './interview-reminders.ts';
import { interviewSessionRoutes } from './interview-sessions.routes.ts';
import { createInterviewsRepository } from './interviews.repository.ts';
import { createInterviewsService } from './interviews.service.ts';
import { scheduledCallsRoutes } from './scheduled-calls.routes.ts';

/** Interviews with Clio and the calls booked for them (issue 12). */
export async function interviewsRoutes(app: FastifyInstance, context: ModuleContext) {
  const service = createInterviewsService({
    interviews: createInterviewsRepository(context.db),
    storage: context.storage,
    ai: context.ai,
    log: app.log,
  });
  registerEndpoint(app, interviewsApi.list, {}, async (request) => service.list(signedInUserId(request)));
  registerEndpoint(app, interviewsApi.delete, {}, async (request) =>
    service.delete(signedInUserId(request), request.params.id),
  );
  registerEndpoint(app, interviewsApi.checkAnswerWords, {}, async (request) =>
    service.checkAnswerWords(signedInUserId(request), request.params.id, request.params.answerId),
  );
  registerEndpoint(app, interviewsApi.correctAnswerSentence, {}, async (request) =>
    service.correctAnswerSentence(
      signedInUserId(request),
      request.params.id,
      request.params.answerId,
      request.body,
    ),
  );
  registerEndpoint(app, interviewsApi.setAnswerYear, {}, async (request) => {
    const userId = signedInUserId(request);
    const saved = await service.setAnswerYear(
      userId,
      request.params.id,
      request.params.answerId,
      request.body,
    );
    // A new year can move the answer, and its chapter, in her life's order, as a memory's does (decision 911).
    await applyLifeOrderAround(context.db, userId, { kind: 'answer', id: request.params.answerId });
    return saved;
  });
  if (context.mailer.configured) {
    const reminders = createInterviewReminders({
      db: context.db,
      mailer: context.mailer,
      appUrl: context.config.publicUrl,
      log: app.log,
    });
    context.jobs.repeat('send interview reminders', REMINDER_CHECK_EVERY_MS, () => reminders.sendDue());
  }
  await scheduledCallsRoutes(app, context);
  await interviewSessionRoutes(app, context);
}
