import type { FastifyInstance } from 'fastify';
import { signedInUserId } from '#server/auth/session-plugin.ts';
import { registerEndpoint } from '#server/lib/route.ts';
import { chapterOrderApi, chaptersApi, chatApi, memoirProjectsApi, themesApi } from '#shared/studio-api.ts';
import { createBookRepository } from '../book/book.repository.ts';
import type { ModuleContext } from '../module-context.ts';
import { createStudioRepository } from './studio.repository.ts';
import { createStudioService } from './studio.service.ts';

/**
 * Every /api/memoir-projects call: projects, chapters, themes, chat and suggestions. Another person's project
 * answers 404 on each of them.
 */
export async function studioRoutes(app: FastifyInstance, { db, ai, aiRequests, storage }: ModuleContext) {
  const service = createStudioService(db, createStudioRepository(db), ai, aiRequests);
  const books = createBookRepository(db);

  registerEndpoint(app, memoirProjectsApi.list, {}, async (request) =>
    service.listProjects(signedInUserId(request)),
  );

  registerEndpoint(app, memoirProjectsApi.create, { bodyLimit: 64 * 1024 }, async (request) =>
    service.createProject(signedInUserId(request), request.body),
  );

  registerEndpoint(app, memoirProjectsApi.rename, {}, async (request) =>
    service.renameProject(signedInUserId(request), request.params.id, request.body.title),
  );

  registerEndpoint(app, memoirProjectsApi.delete, {}, async (request) => {
    const userId = signedInUserId(request);
    // The project's book goes with it (docs/decisions/1003): its rows by cascade, its stored files here.
    const bookFiles = await books.allFileKeys(userId, request.params.id);
    await service.deleteProject(userId, request.params.id);
    for (const key of bookFiles) {
      // A file left behind is not lost work: the start-up and half-hourly sweep removes it.
      await storage
        .delete(key)
        .catch((error) => app.log.warn({ err: error, key }, 'could not remove a book file'));
    }
  });

  registerEndpoint(app, memoirProjectsApi.suggestions, {}, async (request) =>
    service.suggestions(signedInUserId(request), request.params.id),
  );

  registerEndpoint(app, chaptersApi.list, {}, async (request) =>
    service.listChapters(signedInUserId(request), request.params.id),
  );

  registerEndpoint(app, chapterOrderApi.get, {}, async (request) =>
    service.chapterOrder(signedInUserId(request), request.params.id),
  );

  registerEndpoint(app, chapterOrderApi.save, {}, async (request) =>
    service.saveChapterOrder(signedInUserId(request), request.params.id, request.body),
  );

  registerEndpoint(app, chaptersApi.create, {}, async (request) =>
    service.addChapter(signedInUserId(request), request.params.id, request.body.title),
  );

  registerEndpoint(app, chaptersApi.rename, {}, async (request) =>
    service.renameChapter(
      signedInUserId(request),
      request.params.id,
      request.params.chapterId,
      request.body.title,
    ),
  );

  registerEndpoint(app, chaptersApi.delete, {}, async (request) => {
    await service.deleteChapter(signedInUserId(request), request.params.id, request.params.chapterId);
  });

  registerEndpoint(app, themesApi.list, {}, async (request) =>
    service.listThemes(signedInUserId(request), request.params.id),
  );

  registerEndpoint(app, themesApi.create, {}, async (request) =>
    service.addTheme(signedInUserId(request), request.params.id, request.body.theme),
  );

  registerEndpoint(app, themesApi.delete, {}, async (request) => {
    await service.deleteTheme(signedInUserId(request), request.params.id, request.params.themeId);
  });

  registerEndpoint(app, chatApi.list, {}, async (request) =>
    service.listMessages(signedInUserId(request), request.params.id),
  );

  registerEndpoint(app, chatApi.send, { bodyLimit: 256 * 1024 }, async (request) =>
    service.sendMessage(signedInUserId(request), request.params.id, request.body),
  );

  registerEndpoint(app, chatApi.acceptAction, {}, async (request) =>
    service.acceptChapterAction(signedInUserId(request), request.params.id, request.params.messageId),
  );
}
