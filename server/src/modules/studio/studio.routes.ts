import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '#server/auth/session-plugin.ts';
import {
  chapterListSchema,
  chapterParamsSchema,
  chapterSchema,
  chapterTitleSchema,
  chatMessageListSchema,
  createMemoirProjectResponseSchema,
  createMemoirProjectSchema,
  createThemeSchema,
  memoirProjectListSchema,
  memoirProjectSchema,
  projectIdParamsSchema,
  sendChatMessageResponseSchema,
  sendChatMessageSchema,
  suggestionsResponseSchema,
  themeListSchema,
  themeParamsSchema,
  themeSchema,
  updateMemoirProjectSchema,
} from '#shared/studio.ts';
import type { ModuleContext } from '../module-context.ts';
import { createStudioRepository } from './studio.repository.ts';
import { createStudioService } from './studio.service.ts';

/** Every memoir-projects call of spec §7. Another person's project answers 404 on each of them. */
export async function studioRoutes(app: FastifyInstance, { db, ai, aiRequests }: ModuleContext) {
  const service = createStudioService(db, createStudioRepository(db), ai, aiRequests);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/memoir-projects';

  api.get(
    base,
    { preHandler: requireUser, schema: { response: { 200: memoirProjectListSchema } } },
    async (request) => service.listProjects(request.userId),
  );

  api.post(
    base,
    {
      preHandler: requireUser,
      bodyLimit: 64 * 1024,
      schema: { body: createMemoirProjectSchema, response: { 200: createMemoirProjectResponseSchema } },
    },
    async (request) => service.createProject(request.userId, request.body),
  );

  api.put(
    `${base}/:id`,
    {
      preHandler: requireUser,
      schema: {
        params: projectIdParamsSchema,
        body: updateMemoirProjectSchema,
        response: { 200: memoirProjectSchema },
      },
    },
    async (request) => service.renameProject(request.userId, request.params.id, request.body.title),
  );

  api.delete(
    `${base}/:id`,
    { preHandler: requireUser, schema: { params: projectIdParamsSchema } },
    async (request, reply) => {
      await service.deleteProject(request.userId, request.params.id);
      return reply.code(204).send();
    },
  );

  api.get(
    `${base}/:id/suggestions`,
    {
      preHandler: requireUser,
      schema: { params: projectIdParamsSchema, response: { 200: suggestionsResponseSchema } },
    },
    async (request) => service.suggestions(request.userId, request.params.id),
  );

  api.get(
    `${base}/:id/chapters`,
    {
      preHandler: requireUser,
      schema: { params: projectIdParamsSchema, response: { 200: chapterListSchema } },
    },
    async (request) => service.listChapters(request.userId, request.params.id),
  );

  api.post(
    `${base}/:id/chapters`,
    {
      preHandler: requireUser,
      schema: { params: projectIdParamsSchema, body: chapterTitleSchema, response: { 200: chapterSchema } },
    },
    async (request) => service.addChapter(request.userId, request.params.id, request.body.title),
  );

  api.put(
    `${base}/:id/chapters/:chapterId`,
    {
      preHandler: requireUser,
      schema: { params: chapterParamsSchema, body: chapterTitleSchema, response: { 200: chapterSchema } },
    },
    async (request) =>
      service.renameChapter(request.userId, request.params.id, request.params.chapterId, request.body.title),
  );

  api.delete(
    `${base}/:id/chapters/:chapterId`,
    { preHandler: requireUser, schema: { params: chapterParamsSchema } },
    async (request, reply) => {
      await service.deleteChapter(request.userId, request.params.id, request.params.chapterId);
      return reply.code(204).send();
    },
  );

  api.get(
    `${base}/:id/themes`,
    {
      preHandler: requireUser,
      schema: { params: projectIdParamsSchema, response: { 200: themeListSchema } },
    },
    async (request) => service.listThemes(request.userId, request.params.id),
  );

  api.post(
    `${base}/:id/themes`,
    {
      preHandler: requireUser,
      schema: { params: projectIdParamsSchema, body: createThemeSchema, response: { 200: themeSchema } },
    },
    async (request) => service.addTheme(request.userId, request.params.id, request.body.theme),
  );

  api.delete(
    `${base}/:id/themes/:themeId`,
    { preHandler: requireUser, schema: { params: themeParamsSchema } },
    async (request, reply) => {
      await service.deleteTheme(request.userId, request.params.id, request.params.themeId);
      return reply.code(204).send();
    },
  );

  api.get(
    `${base}/:id/chat`,
    {
      preHandler: requireUser,
      schema: { params: projectIdParamsSchema, response: { 200: chatMessageListSchema } },
    },
    async (request) => service.listMessages(request.userId, request.params.id),
  );

  api.post(
    `${base}/:id/chat`,
    {
      preHandler: requireUser,
      bodyLimit: 256 * 1024,
      schema: {
        params: projectIdParamsSchema,
        body: sendChatMessageSchema,
        response: { 200: sendChatMessageResponseSchema },
      },
    },
    async (request) => service.sendMessage(request.userId, request.params.id, request.body),
  );
}
