import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '#server/lib/app-error.ts';
import { contentDisposition } from '#server/lib/content-disposition.ts';
import type { StorageProvider } from '#server/storage/storage-provider.ts';
import type { UploadedFileRow } from '../memory-types.ts';

/** One byte range of `bytes=a-b`, `bytes=a-` or `bytes=-n`; null when unsatisfiable, undefined when absent. */
function parseRange(header: string | undefined, size: number) {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (!match[1] && !match[2])) return undefined;
  let start: number;
  let end: number;
  if (!match[1]) {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  }
  if (start > end || start >= size) return null;
  return { start, end };
}

/**
 * Streams a stored original: recordings inline (so the Memory Details dialog
 * can play them, with byte ranges for seeking), documents as a download.
 */
export async function serveOriginal(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: StorageProvider,
  file: Pick<UploadedFileRow, 'sizeBytes' | 'storageKey' | 'mimeType' | 'originalName'>,
) {
  const range = parseRange(request.headers.range, file.sizeBytes);
  if (range === null) {
    return reply.status(416).header('content-range', `bytes */${file.sizeBytes}`).send({
      message: 'That part of the file does not exist.',
      code: 'BAD_REQUEST',
    });
  }
  let stream: Awaited<ReturnType<StorageProvider['read']>>;
  try {
    stream = await storage.read(file.storageKey, range);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new AppError(
        'NOT_FOUND',
        'The original of this file is missing from storage. Its text is still here; please upload the file again if you have it.',
      );
    }
    throw error;
  }
  const audio = file.mimeType.startsWith('audio/');
  reply
    .header('content-type', file.mimeType)
    .header('content-disposition', contentDisposition(audio ? 'inline' : 'attachment', file.originalName))
    .header('accept-ranges', 'bytes')
    .header('cache-control', 'private, no-cache');
  if (range) {
    reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${file.sizeBytes}`)
      .header('content-length', range.end - range.start + 1);
  } else {
    reply.header('content-length', file.sizeBytes);
  }
  return reply.send(stream);
}
