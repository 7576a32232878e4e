import type { FastifyInstance } from 'fastify';
import { requireUser } from '#server/auth/session-plugin.ts';
import { contentDisposition } from '#server/lib/content-disposition.ts';
import type { ModuleContext } from '../module-context.ts';
import { createArchiveRepository } from './archive.repository.ts';
import { createArchiveService } from './archive.service.ts';

/** GET /api/export-memories: every memory and original as one streamed ZIP (spec §2 Archive, §7). */
export async function archiveRoutes(app: FastifyInstance, { db, storage }: ModuleContext) {
  const service = createArchiveService({
    repository: createArchiveRepository(db),
    storage,
    log: app.log,
  });

  app.get('/api/export-memories', { preHandler: requireUser }, async (request, reply) => {
    const { fileName, stream } = await service.export(request.userId);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', contentDisposition('attachment', fileName))
      .header('cache-control', 'no-store')
      .send(stream);
  });
}
