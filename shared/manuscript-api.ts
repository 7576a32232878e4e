/** The manuscript's endpoints: what each chapter holds, and its draft with every saved version (decision 901). */
import { defineEndpoint } from './api-contract.ts';
import { chapterNeedsSchema } from './chapter-needs.ts';
import {
  addChapterMemoriesSchema,
  chapterContentsSchema,
  chapterDraftResponseSchema,
  chapterDraftSchema,
  draftVersionListSchema,
  draftVersionParamsSchema,
  memoryChoicesSchema,
  saveChapterDraftSchema,
  saveChapterMemoriesSchema,
} from './manuscript.ts';
import { chapterParamsSchema } from './studio.ts';

const chapter = '/api/memoir-projects/:id/chapters/:chapterId' as const;

export const chapterMemoriesApi = {
  list: defineEndpoint({
    method: 'GET',
    path: `${chapter}/memories`,
    params: chapterParamsSchema,
    response: chapterContentsSchema,
  }),
  /** Adds memories at the end; at the cap 422 UNPROCESSABLE with the sentence to show. */
  add: defineEndpoint({
    method: 'POST',
    path: `${chapter}/memories`,
    params: chapterParamsSchema,
    body: addChapterMemoriesSchema,
    response: chapterContentsSchema,
    errors: ['NOT_FOUND', 'UNPROCESSABLE'],
  }),
  /** Saves the order (and removals); from an older version 409 STALE_CHAPTER with the saved list as `current`. */
  save: defineEndpoint({
    method: 'PUT',
    path: `${chapter}/memories`,
    params: chapterParamsSchema,
    body: saveChapterMemoriesSchema,
    response: chapterContentsSchema,
    errors: ['NOT_FOUND', 'STALE_CHAPTER'],
  }),
};

export const memoryChoicesApi = {
  list: defineEndpoint({ method: 'GET', path: '/api/memory-choices', response: memoryChoicesSchema }),
};

export const chapterDraftApi = {
  get: defineEndpoint({
    method: 'GET',
    path: `${chapter}/draft`,
    params: chapterParamsSchema,
    response: chapterDraftResponseSchema,
  }),
  /** Draft this Chapter: composed from the chapter's memories and saved as the next version. */
  compose: defineEndpoint({
    method: 'POST',
    path: `${chapter}/draft`,
    params: chapterParamsSchema,
    response: chapterDraftSchema,
    status: 201,
    errors: ['UNPROCESSABLE', 'UNAVAILABLE'],
  }),
  /** Every save is a new version; from an older version 409 STALE_CHAPTER with the saved draft as `current`. */
  save: defineEndpoint({
    method: 'PUT',
    path: `${chapter}/draft`,
    params: chapterParamsSchema,
    body: saveChapterDraftSchema,
    response: chapterDraftSchema,
    errors: ['NOT_FOUND', 'STALE_CHAPTER'],
  }),
  versions: defineEndpoint({
    method: 'GET',
    path: `${chapter}/draft/versions`,
    params: chapterParamsSchema,
    response: draftVersionListSchema,
  }),
  version: defineEndpoint({
    method: 'GET',
    path: `${chapter}/draft/versions/:version`,
    params: draftVersionParamsSchema,
    response: chapterDraftSchema,
  }),
};

/** What the chapter still needs: the six things, met or not, and the next questions (docs/decisions/905). */
export const chapterNeedsApi = {
  get: defineEndpoint({
    method: 'GET',
    path: `${chapter}/needs`,
    params: chapterParamsSchema,
    response: chapterNeedsSchema,
    errors: ['NOT_FOUND', 'UNAVAILABLE'],
  }),
};
