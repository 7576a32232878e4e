import fs from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { signedInUserId } from '#server/auth/session-plugin.ts';
import { registerEndpoint } from '#server/lib/route.ts';
import { createImportSlots } from '#server/uploads/import-lock.ts';
import { readSingleFilePart, registerSingleFileMultipart } from '#server/uploads/single-file-part.ts';
import { archiveImportMessages } from '#shared/archive-import.ts';
import { archiveImportApi } from '#shared/archive-import-api.ts';
import type { ModuleContext } from '../module-context.ts';
import { createArchiveImportService } from './archive-import.service.ts';

/** POST /api/import-archive: multipart field `file`, the ZIP from Export Archive (docs/decisions/403). */
export async function archiveImportRoutes(
  app: FastifyInstance,
  { db, config, storage, jobs }: ModuleContext,
) {
  const service = createArchiveImportService({
    db,
    storage,
    jobs,
    maxBytes: config.archiveImportMaxBytes,
    log: app.log,
  });
  const slots = createImportSlots(config.uploads.importsAtOnce);

  await registerSingleFileMultipart(app, config.archiveImportMaxBytes);

  registerEndpoint(app, archiveImportApi.import, {}, async (request, reply) =>
    // A second import of the same person is refused before its archive is read (docs/decisions/531).
    readSingleFilePart(
      request,
      reply,
      { slots, pace: config.uploads, noFileMessage: archiveImportMessages.noFile },
      async (part, received) => {
        const zipPath = await service.receive(part.stream);
        received();
        try {
          return await service.import(signedInUserId(request), zipPath);
        } finally {
          await fs.rm(zipPath, { force: true });
        }
      },
    ),
  );
}
