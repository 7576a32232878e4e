import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUserId } from '#server/auth/session-plugin.ts';
import { MAKE_BOOK_TASK } from '#server/jobs/job-tasks.ts';
import { contentDisposition } from '#server/lib/content-disposition.ts';
import { createLinkBase } from '#server/lib/link-base.ts';
import { registerEndpoint } from '#server/lib/route.ts';
import { bookFileParamsSchema, bookPreviewParamsSchema } from '#shared/book.ts';
import { BOOK_FILE_PATH, BOOK_PREVIEW_PATH, bookApi } from '#shared/book-api.ts';
import { createCleanCopyRepository } from '../clean-copy/clean-copy.repository.ts';
import { createCleanCopyService } from '../clean-copy/clean-copy.service.ts';
import { createManuscriptRepository } from '../manuscript/manuscript.repository.ts';
import type { ModuleContext } from '../module-context.ts';
import { createBookRepository } from './book.repository.ts';
import { createBookService } from './book.service.ts';
import { createFamilyListening } from './family-listening.ts';
import { createMakeBookTask, removeStaleBookScratch } from './make-book.task.ts';

const SCRATCH_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const SCRATCH_STALE_AFTER_MS = 6 * 60 * 60 * 1000;

/** The book of a memoir project (issue 14): made in the background, the owner's alone, 404 to anyone else. */
export async function bookRoutes(
  app: FastifyInstance,
  { db, ai, storage, jobs, config, now }: ModuleContext,
) {
  const repository = createBookRepository(db);
  const manuscript = createManuscriptRepository(db);
  const service = createBookService({
    db,
    repository,
    manuscript,
    storage,
    jobs,
    publicUrl: config.publicUrl,
    familyListening: createFamilyListening(db, now, repository),
  });
  const linkBase = createLinkBase(config);
  const cleanCopies = createCleanCopyService(createCleanCopyRepository(db), ai, app.log);
  jobs.define(
    MAKE_BOOK_TASK,
    createMakeBookTask({
      repository,
      manuscript,
      storage,
      log: app.log,
      prepareWords: async (userId) => {
        await cleanCopies.refreshStale(userId);
      },
    }),
  );

  // A server stopped mid-make leaves its scratch folder; one untouched for hours belongs to no make.
  jobs.repeat('remove the scratch of interrupted book makes', SCRATCH_SWEEP_INTERVAL_MS, () =>
    removeStaleBookScratch(storage.scratchDir, SCRATCH_STALE_AFTER_MS),
  );

  registerEndpoint(app, bookApi.status, {}, async (request) =>
    service.status(signedInUserId(request), request.params.id),
  );

  registerEndpoint(app, bookApi.make, { bodyLimit: 16 * 1024 }, async (request) =>
    service.make(
      signedInUserId(request),
      request.params.id,
      request.body,
      // Where the printed codes lead: PUBLIC_URL, or without it only an address this server itself listens on
      // (decisions 538 and 1017); the dialog has said a code made without PUBLIC_URL works only inside the home.
      // A book without codes needs no address at all.
      request.body.recordingCodes === false ? '' : linkBase(request),
    ),
  );

  registerEndpoint(app, bookApi.chapterRecordings, {}, async (request) =>
    service.chapterRecordings(signedInUserId(request), request.params.id, request.params.chapterId),
  );

  const files = app.withTypeProvider<ZodTypeProvider>();
  files.get(BOOK_FILE_PATH, { schema: { params: bookFileParamsSchema } }, async (request, reply) => {
    const file = await service.download(signedInUserId(request), request.params.id, request.params.format);
    return reply
      .header('content-type', file.mediaType)
      .header('content-length', file.sizeBytes)
      .header('content-disposition', contentDisposition('attachment', file.fileName))
      .header('cache-control', 'private, no-store')
      .send(file.stream);
  });
  files.get(BOOK_PREVIEW_PATH, { schema: { params: bookPreviewParamsSchema } }, async (request, reply) => {
    const picture = await service.preview(signedInUserId(request), request.params.id, request.params.page);
    return reply
      .header('content-type', 'image/png')
      .header('content-length', picture.sizeBytes)
      .header('cache-control', 'private, no-cache')
      .send(picture.stream);
  });
}
