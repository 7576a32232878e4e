/** Record a Memory's endpoints (issue 12), as contract descriptors (docs/decisions/601). */
import { defineEndpoint } from './api-contract.ts';
import { uploadedFileSchema } from './memories.ts';
import {
  finishRecordingSchema,
  recordingParamsSchema,
  recordingSchema,
  startRecordingSchema,
} from './recordings.ts';

export const recordingsApi = {
  start: defineEndpoint({
    method: 'POST',
    path: '/api/recordings',
    body: startRecordingSchema,
    response: recordingSchema,
    status: 201,
    errors: ['BAD_REQUEST'],
  }),
  /**
   * The chunk itself is the raw body (application/octet-stream), read as a stream, so it is registered outside
   * the JSON contract: PUT /api/recordings/:id/chunks/:seq. Sending a number again replaces that chunk.
   */
  finish: defineEndpoint({
    method: 'POST',
    path: '/api/recordings/:id/finish',
    params: recordingParamsSchema,
    body: finishRecordingSchema,
    response: uploadedFileSchema,
    status: 201,
    errors: ['BAD_REQUEST', 'NOT_FOUND', 'CONFLICT', 'UNPROCESSABLE'],
  }),
};

export const RECORDING_CHUNK_PATH = '/api/recordings/:id/chunks/:seq';
