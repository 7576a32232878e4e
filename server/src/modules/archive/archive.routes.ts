import type { FastifyInstance } from 'fastify';
import { signedInUserId } from '#server/auth/session-plugin.ts';
import { contentDisposition } from '#server/lib/content-disposition.ts';
import type { ModuleContext } from '../module-context.ts';
import { createArchiveRepository } from './archive.repository.ts';
import { createArchiveService } from './archive.service.ts';

/** GET /api/export-memories (the Archive's Export Archive): every memory and original as one streamed ZIP. */
export async function archiveRoutes(app: FastifyInstance, { db, storage }: ModuleContext) {
  const service = createArchiveService({
    repository: createArchiveRepository(db),
    storage,
    log: app.log,
  });

  // A streamed ZIP, not JSON: it stays outside the contract.
  app.get('/api/export-memories', async (request, reply) => {
    const { fileName, stream } = await service.export(signedInUserId(request));
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', contentDisposition('attachment', fileName))
      .header('cache-control', 'no-store')
      .send(stream);
  });
}
