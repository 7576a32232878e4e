import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '#server/auth/session-plugin.ts';
import { ANALYZE_MEMORIES_TASK } from '#server/jobs/job-tasks.ts';
import {
  createMemoryFragmentSchema,
  idParamsSchema,
  memoryFragmentListSchema,
  memoryFragmentSchema,
  narrativeDnaChange,
  updateMemoryFragmentSchema,
  updateNarrativeDnaSchema,
} from '#shared/memories.ts';
import type { ModuleContext } from '../module-context.ts';
import { createMemoriesRepository } from './memories.repository.ts';
import { createMemoriesService } from './memories.service.ts';
import { createMemoryAnalysisRepository } from './memory-analysis.repository.ts';
import { createMemoryAnalysisTask } from './memory-analysis.task.ts';

/** Typed memories (spec §7): list, create with Memory DNA, edit, edit DNA, delete. */
export async function memoriesRoutes(app: FastifyInstance, { db, ai, jobs }: ModuleContext) {
  const service = createMemoriesService(createMemoriesRepository(db), ai, app.log);
  // Reads imported memories for the AI, off the request path (docs/decisions/522).
  jobs.define(
    ANALYZE_MEMORIES_TASK,
    createMemoryAnalysisTask({ repository: createMemoryAnalysisRepository(db), ai, log: app.log }),
  );
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/memory-fragments',
    { preHandler: requireUser, schema: { response: { 200: memoryFragmentListSchema } } },
    async (request) => service.list(request.userId),
  );

  routes.post(
    '/api/memory-fragments',
    {
      preHandler: requireUser,
      schema: { body: createMemoryFragmentSchema, response: { 201: memoryFragmentSchema } },
    },
    async (request, reply) => reply.status(201).send(await service.create(request.userId, request.body)),
  );

  routes.put(
    '/api/memory-fragments/:id',
    {
      preHandler: requireUser,
      schema: {
        params: idParamsSchema,
        body: updateMemoryFragmentSchema,
        response: { 200: memoryFragmentSchema },
      },
    },
    async (request) =>
      service.update(
        request.userId,
        request.params.id,
        { name: request.body.name, text: request.body.text },
        request.body.version,
      ),
  );

  routes.put(
    '/api/memory-fragments/:id/narrative-dna',
    {
      preHandler: requireUser,
      schema: {
        params: idParamsSchema,
        body: updateNarrativeDnaSchema,
        response: { 200: memoryFragmentSchema },
      },
    },
    async (request) =>
      service.updateDna(
        request.userId,
        request.params.id,
        narrativeDnaChange(request.body),
        request.body.version,
      ),
  );

  routes.delete(
    '/api/memory-fragments/:id',
    { preHandler: requireUser, schema: { params: idParamsSchema } },
    async (request, reply) => {
      await service.delete(request.userId, request.params.id);
      return reply.status(204).send();
    },
  );
}
