/** The typed-memory and uploaded-file endpoints, as contract descriptors (docs/decisions/601). */
import type { z } from 'zod';
import { defineEndpoint, noContent } from './api-contract.ts';
import {
  checkTranscriptSchema,
  createMemoryFragmentSchema,
  idParamsSchema,
  memoryFragmentListSchema,
  memoryFragmentSchema,
  updateMemoryFragmentSchema,
  updateNarrativeDnaSchema,
  uploadedFileListSchema,
  uploadedFileSchema,
} from './memories.ts';
import { correctTranscriptSentenceSchema } from './voice.ts';

const fragment = '/api/memory-fragments/:id';
const file = '/api/uploaded-files/:id';

/**
 * A typed memory and an uploaded file take their Memory DNA and are deleted the same way; each answers with
 * its own entity.
 */
function dnaAndDeleteEndpoints<const Path extends `/api/${string}/:id`, Response extends z.ZodType>(
  path: Path,
  response: Response,
) {
  return {
    updateDna: defineEndpoint({
      method: 'PUT',
      // TypeScript does not see that a path under /api/ stays under /api/ once a segment is added.
      path: `${path}/narrative-dna` as `/api/${string}/narrative-dna`,
      params: idParamsSchema,
      body: updateNarrativeDnaSchema,
      response,
      errors: ['NOT_FOUND', 'STALE_MEMORY'],
    }),
    delete: defineEndpoint({
      method: 'DELETE',
      path,
      params: idParamsSchema,
      response: noContent,
      status: 204,
    }),
  };
}

export const memoryFragmentsApi = {
  list: defineEndpoint({ method: 'GET', path: '/api/memory-fragments', response: memoryFragmentListSchema }),
  /** The answer carries the Memory DNA and topics the server found in the text. */
  create: defineEndpoint({
    method: 'POST',
    path: '/api/memory-fragments',
    body: createMemoryFragmentSchema,
    response: memoryFragmentSchema,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: fragment,
    params: idParamsSchema,
    body: updateMemoryFragmentSchema,
    response: memoryFragmentSchema,
    errors: ['NOT_FOUND', 'STALE_MEMORY'],
  }),
  ...dnaAndDeleteEndpoints(fragment, memoryFragmentSchema),
};

export const uploadedFilesApi = {
  /** Multipart (field `file`), so no body schema: the upload pipeline reads the stream itself. */
  upload: defineEndpoint({
    method: 'POST',
    path: '/api/upload-file',
    response: uploadedFileSchema,
    status: 201,
    errors: ['BAD_REQUEST', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'UNPROCESSABLE', 'RATE_LIMITED'],
  }),
  list: defineEndpoint({ method: 'GET', path: '/api/uploaded-files', response: uploadedFileListSchema }),
  /** The person has read an automatic transcript: it may now feed Memory DNA and Clio. */
  checkTranscript: defineEndpoint({
    method: 'POST',
    path: '/api/uploaded-files/:id/transcript-check',
    params: idParamsSchema,
    body: checkTranscriptSchema,
    response: uploadedFileSchema,
    errors: ['NOT_FOUND', 'STALE_MEMORY', 'UNPROCESSABLE'],
  }),
  /**
   * Listen and fix (decision 723): one sentence of a recording's transcript corrected, checked or not; the recording
   * and the sentence's moment in it stay, and a checked transcript's Memory DNA suggestions are read again.
   */
  correctTranscriptSentence: defineEndpoint({
    method: 'POST',
    path: '/api/uploaded-files/:id/transcript-corrections',
    params: idParamsSchema,
    body: correctTranscriptSentenceSchema,
    response: uploadedFileSchema,
    errors: ['BAD_REQUEST', 'NOT_FOUND', 'STALE_MEMORY', 'UNPROCESSABLE'],
  }),
  ...dnaAndDeleteEndpoints(file, uploadedFileSchema),
};

/** The stored original of an uploaded file or recording (a file, outside the contract). */
export const UPLOADED_FILE_ORIGINAL_PATH = '/api/uploaded-files/:id/original';
export const uploadedFileOriginalUrl = (fileId: string) =>
  `/api/uploaded-files/${encodeURIComponent(fileId)}/original`;
