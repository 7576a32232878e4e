import fs from 'node:fs/promises';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { signedInUserId } from '#server/auth/session-plugin.ts';
import { AppError } from '#server/lib/app-error.ts';
import { registerEndpoint } from '#server/lib/route.ts';
import { createStorage } from '#server/storage/storage-provider.ts';
import { archiveImportMessages } from '#shared/archive-import.ts';
import { archiveImportApi } from '#shared/archive-import-api.ts';
import type { ModuleContext } from '../module-context.ts';
import { watchUploadPace } from '../uploads/upload-pace.ts';
import { createArchiveImportService } from './archive-import.service.ts';
import { createImportSlots } from './import-lock.ts';

/** POST /api/import-archive: multipart field `file`, the ZIP from Export Archive (docs/decisions/403). */
export async function archiveImportRoutes(app: FastifyInstance, { db, config }: ModuleContext) {
  const storage = createStorage(config);
  const service = createArchiveImportService({
    db,
    storage,
    maxBytes: config.archiveImportMaxBytes,
    log: app.log,
  });
  app.addHook('onReady', () => storage.init());
  const slots = createImportSlots(config.uploads.importsAtOnce);

  await app.register(fastifyMultipart, {
    // One byte over our own limit, so that limit (with its message) is the one that trips.
    limits: { fileSize: config.archiveImportMaxBytes + 1, files: 1, fields: 10, parts: 20, fieldSize: 4096 },
    throwFileSizeLimit: false,
  });

  registerEndpoint(app, archiveImportApi.import, {}, async (request, reply) => {
    if (!request.isMultipart()) throw new AppError('BAD_REQUEST', archiveImportMessages.noFile);
    const userId = signedInUserId(request);
    // A second import of the same person is refused before its archive is read (docs/decisions/531).
    let release: () => void;
    try {
      release = slots.take(userId);
    } catch (error) {
      reply.header('connection', 'close');
      throw error;
    }
    const pace = watchUploadPace(request.raw, config.uploads);
    try {
      const part = await pace.race(request.file());
      if (part?.fieldname !== 'file') {
        part?.file.resume();
        throw new AppError('BAD_REQUEST', archiveImportMessages.noFile);
      }
      let zipPath: string;
      try {
        zipPath = await pace.race(service.receive(part.file));
      } catch (error) {
        // The rest of a refused upload is not worth reading: answer now and close the connection.
        if (!part.file.readableEnded) reply.header('connection', 'close');
        throw error;
      } finally {
        pace.stop();
      }
      try {
        return await service.import(userId, zipPath);
      } finally {
        await fs.rm(zipPath, { force: true });
      }
    } finally {
      pace.stop();
      release();
    }
  });
}
