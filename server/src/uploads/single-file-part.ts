/**
 * The multipart scaffolding every upload route shares: one file part named `file`, a slot per person,
 * a minimum pace while the body streams (docs/decisions/533), and a connection closed rather than read
 * to the end when the upload is refused.
 */
import type { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { signedInUserId } from '#server/auth/session-plugin.ts';
import { AppError } from '#server/lib/app-error.ts';
import { type UploadPaceOptions, watchUploadPace } from './upload-pace.ts';

/** Accepts multipart bodies with one file of at most `maxBytes` in this (encapsulated) scope. */
export async function registerSingleFileMultipart(app: FastifyInstance, maxBytes: number) {
  await app.register(fastifyMultipart, {
    // One byte over our own limit, so that limit (with its message) is the one that trips.
    limits: { fileSize: maxBytes + 1, files: 1, fields: 10, parts: 20, fieldSize: 4096 },
    throwFileSizeLimit: false,
  });
}

export interface FilePart {
  filename: string;
  stream: Readable;
}

/**
 * Takes the person's slot (refused before the body is read), finds the file part (fields before it are
 * allowed and ignored) and hands it to `receive`, racing the pace watch. `receive` calls `received` once the
 * whole file is in, from when the pace is no longer watched.
 */
export async function readSingleFilePart<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  options: {
    slots: { take(userId: string): () => void };
    pace: UploadPaceOptions;
    /** The answer when the body is not multipart or has no `file` part. */
    noFileMessage: string;
  },
  receive: (file: FilePart, received: () => void) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST', options.noFileMessage);
  let release: () => void;
  try {
    release = options.slots.take(signedInUserId(request));
  } catch (error) {
    reply.header('connection', 'close');
    throw error;
  }
  const pace = watchUploadPace(request.raw, options.pace);
  try {
    const part = await pace.race(request.file());
    if (part?.fieldname !== 'file') {
      part?.file.resume();
      throw new AppError('BAD_REQUEST', options.noFileMessage);
    }
    try {
      return await pace.race(receive({ filename: part.filename, stream: part.file }, pace.stop));
    } catch (error) {
      // The rest of a refused upload is not worth reading: answer now and close the connection.
      if (!part.file.readableEnded) reply.header('connection', 'close');
      throw error;
    }
  } finally {
    pace.stop();
    release();
  }
}
