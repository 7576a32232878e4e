/**
 * An editor's help with the storyteller's chapters and drafts (docs/decisions/1512), under Shared with me. Every
 * route asks, on every request, that the signed-in person is an editor in that storyteller's circle (not a
 * member: 404; a lower role: 403), and answers 404 for a chapter that is not open to them.
 */
import { defineEndpoint } from './api-contract.ts';
import { ownerParamsSchema } from './family.ts';
import {
  workroomChapterParamsSchema,
  workroomChapterSchema,
  workroomProjectParamsSchema,
  workroomSchema,
} from './family-workroom.ts';
import {
  addChapterMemoriesSchema,
  chapterContentsSchema,
  chapterDraftResponseSchema,
  chapterDraftSchema,
  saveChapterDraftSchema,
  saveChapterMemoriesSchema,
} from './manuscript.ts';
import { chapterTitleSchema } from './studio.ts';

const workroom = '/api/shared-with-me/:ownerId/workroom' as const;
const chapter = `${workroom}/projects/:projectId/chapters/:chapterId` as const;

export const workroomApi = {
  /** The storyteller's memoirs with the chapters open to this editor. */
  get: defineEndpoint({
    method: 'GET',
    path: workroom,
    params: ownerParamsSchema,
    response: workroomSchema,
    errors: ['NOT_FOUND', 'FORBIDDEN'],
  }),
  /** Add a chapter (empty, private to the family until the storyteller releases it). */
  addChapter: defineEndpoint({
    method: 'POST',
    path: `${workroom}/projects/:projectId/chapters`,
    params: workroomProjectParamsSchema,
    body: chapterTitleSchema,
    response: workroomChapterSchema,
    status: 201,
    errors: ['NOT_FOUND', 'FORBIDDEN', 'UNPROCESSABLE'],
  }),
  memories: defineEndpoint({
    method: 'GET',
    path: `${chapter}/memories`,
    params: workroomChapterParamsSchema,
    response: chapterContentsSchema,
    errors: ['NOT_FOUND', 'FORBIDDEN'],
  }),
  /** Adds memories shared with the editor at the end; any other memory answers 404 and nothing is added. */
  addMemories: defineEndpoint({
    method: 'POST',
    path: `${chapter}/memories`,
    params: workroomChapterParamsSchema,
    body: addChapterMemoriesSchema,
    response: chapterContentsSchema,
    errors: ['NOT_FOUND', 'FORBIDDEN', 'UNPROCESSABLE'],
  }),
  /** The order (a memory left out of the list is taken out of the chapter, never deleted); stale: 409. */
  saveMemories: defineEndpoint({
    method: 'PUT',
    path: `${chapter}/memories`,
    params: workroomChapterParamsSchema,
    body: saveChapterMemoriesSchema,
    response: chapterContentsSchema,
    errors: ['NOT_FOUND', 'FORBIDDEN', 'STALE_CHAPTER'],
  }),
  draft: defineEndpoint({
    method: 'GET',
    path: `${chapter}/draft`,
    params: workroomChapterParamsSchema,
    response: chapterDraftResponseSchema,
    errors: ['NOT_FOUND', 'FORBIDDEN'],
  }),
  /** Draft this Chapter, from its memories, as the storyteller's own studio drafts it. */
  composeDraft: defineEndpoint({
    method: 'POST',
    path: `${chapter}/draft`,
    params: workroomChapterParamsSchema,
    response: chapterDraftSchema,
    status: 201,
    errors: ['NOT_FOUND', 'FORBIDDEN', 'UNPROCESSABLE', 'UNAVAILABLE'],
  }),
  /** A new version of the draft; from an older version 409 STALE_CHAPTER with the saved draft as `current`. */
  saveDraft: defineEndpoint({
    method: 'PUT',
    path: `${chapter}/draft`,
    params: workroomChapterParamsSchema,
    body: saveChapterDraftSchema,
    response: chapterDraftSchema,
    errors: ['NOT_FOUND', 'FORBIDDEN', 'STALE_CHAPTER'],
  }),
};
