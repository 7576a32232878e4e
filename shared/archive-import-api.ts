/** The archive import endpoint, as a contract descriptor (docs/decisions/601). */
import { defineEndpoint } from './api-contract.ts';
import { importArchiveResponseSchema } from './archive-import.ts';

export const archiveImportApi = {
  /** Multipart (field `file`): the ZIP that Export Archive made. One import per person at a time. */
  import: defineEndpoint({
    method: 'POST',
    path: '/api/import-archive',
    response: importArchiveResponseSchema,
    errors: ['BAD_REQUEST', 'PAYLOAD_TOO_LARGE', 'UNPROCESSABLE', 'CONFLICT'],
  }),
};
