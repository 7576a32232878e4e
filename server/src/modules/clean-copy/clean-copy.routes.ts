import type { FastifyInstance } from 'fastify';
import { signedInUserId } from '#server/auth/session-plugin.ts';
import { CLEAN_COPY_TASK } from '#server/jobs/job-tasks.ts';
import { registerEndpoint } from '#server/lib/route.ts';
import { cleanCopyApi } from '#shared/clean-copy-api.ts';
import type { ModuleContext } from '../module-context.ts';
import { createCleanCopyRepository } from './clean-copy.repository.ts';
import { createCleanCopyService } from './clean-copy.service.ts';
import { createCleanCopyTask } from './clean-copy.task.ts';

/** A memory's clean copy and her choice of what the book prints (issue 32). */
export async function cleanCopyRoutes(app: FastifyInstance, { db, ai, jobs }: ModuleContext) {
  const repository = createCleanCopyRepository(db);
  const service = createCleanCopyService(repository, ai, app.log);
  jobs.define(CLEAN_COPY_TASK, createCleanCopyTask({ service, repository }));

  registerEndpoint(app, cleanCopyApi.get, {}, async (request) =>
    service.review(signedInUserId(request), request.params),
  );

  registerEndpoint(app, cleanCopyApi.choose, {}, async (request) =>
    service.choose(signedInUserId(request), request.params, request.body),
  );
}
