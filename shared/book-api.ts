/** The book's endpoints (issue 14). The files and preview pictures are served outside the contract. */
import { defineEndpoint } from './api-contract.ts';
import { type BookFormat, bookStatusSchema, chapterRecordingsSchema, makeBookSchema } from './book.ts';
import { chapterParamsSchema, projectIdParamsSchema } from './studio.ts';

const book = '/api/memoir-projects/:id/book' as const;

export const bookApi = {
  status: defineEndpoint({
    method: 'GET',
    path: book,
    params: projectIdParamsSchema,
    response: bookStatusSchema,
  }),
  /**
   * Make the Book: queued at once, made in the background. While one is being made, 409 CONFLICT; a project
   * with no chapters, 422 UNPROCESSABLE with what to do.
   */
  make: defineEndpoint({
    method: 'POST',
    path: book,
    params: projectIdParamsSchema,
    body: makeBookSchema,
    response: bookStatusSchema,
    status: 201,
    errors: ['CONFLICT', 'UNPROCESSABLE'],
  }),
  /** The recordings of one chapter, for the page a printed code leads to. */
  chapterRecordings: defineEndpoint({
    method: 'GET',
    path: '/api/memoir-projects/:id/chapters/:chapterId/recordings',
    params: chapterParamsSchema,
    response: chapterRecordingsSchema,
  }),
};

/** A finished book's file, as a download (a file, outside the contract). */
export const BOOK_FILE_PATH = `${book}/files/:format`;
export const bookFileUrl = (projectId: string, format: BookFormat) =>
  `/api/memoir-projects/${projectId}/book/files/${format}`;

/** A picture of one of the book's first pages (a PNG, outside the contract). */
export const BOOK_PREVIEW_PATH = `${book}/preview/:page`;
export const bookPreviewUrl = (projectId: string, page: number) =>
  `/api/memoir-projects/${projectId}/book/preview/${page}`;
