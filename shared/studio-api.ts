/** Every memoir-projects endpoint, as contract descriptors (docs/decisions/601). */
import { defineEndpoint, noContent } from './api-contract.ts';
import { acceptChapterActionParamsSchema, acceptChapterActionResponseSchema } from './chapter-actions.ts';
import {
  chapterListSchema,
  chapterOrderSchema,
  chapterParamsSchema,
  chapterSchema,
  chapterTitleSchema,
  chatMessageListSchema,
  createMemoirProjectResponseSchema,
  createMemoirProjectSchema,
  createThemeSchema,
  memoirProjectListSchema,
  memoirProjectSchema,
  projectIdParamsSchema,
  saveChapterOrderSchema,
  sendChatMessageResponseSchema,
  sendChatMessageSchema,
  suggestionsResponseSchema,
  themeListSchema,
  themeParamsSchema,
  themeSchema,
  updateMemoirProjectSchema,
} from './studio.ts';

const projects = '/api/memoir-projects';
const project = `${projects}/:id` as const;

export const memoirProjectsApi = {
  list: defineEndpoint({ method: 'GET', path: projects, response: memoirProjectListSchema }),
  create: defineEndpoint({
    method: 'POST',
    path: projects,
    body: createMemoirProjectSchema,
    response: createMemoirProjectResponseSchema,
  }),
  rename: defineEndpoint({
    method: 'PUT',
    path: project,
    params: projectIdParamsSchema,
    body: updateMemoirProjectSchema,
    response: memoirProjectSchema,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: project,
    params: projectIdParamsSchema,
    response: noContent,
    status: 204,
  }),
  suggestions: defineEndpoint({
    method: 'GET',
    path: `${project}/suggestions`,
    params: projectIdParamsSchema,
    response: suggestionsResponseSchema,
  }),
};

export const chaptersApi = {
  list: defineEndpoint({
    method: 'GET',
    path: `${project}/chapters`,
    params: projectIdParamsSchema,
    response: chapterListSchema,
  }),
  /** At the cap the answer is 422 UNPROCESSABLE with the sentence to show (docs/decisions/542). */
  create: defineEndpoint({
    method: 'POST',
    path: `${project}/chapters`,
    params: projectIdParamsSchema,
    body: chapterTitleSchema,
    response: chapterSchema,
    errors: ['UNPROCESSABLE'],
  }),
  rename: defineEndpoint({
    method: 'PUT',
    path: `${project}/chapters/:chapterId`,
    params: chapterParamsSchema,
    body: chapterTitleSchema,
    response: chapterSchema,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: `${project}/chapters/:chapterId`,
    params: chapterParamsSchema,
    response: noContent,
    status: 204,
  }),
};

/** The order of a project's chapters (docs/decisions/911): her life's order until she moves one herself. */
export const chapterOrderApi = {
  get: defineEndpoint({
    method: 'GET',
    path: `${project}/chapter-order`,
    params: projectIdParamsSchema,
    response: chapterOrderSchema,
  }),
  /**
   * Every chapter once, in the new order; from an older version 409 STALE_CHAPTER with the saved order as
   * `current`; a list that is not exactly the project's chapters 422 UNPROCESSABLE, and nothing changes.
   */
  save: defineEndpoint({
    method: 'PUT',
    path: `${project}/chapter-order`,
    params: projectIdParamsSchema,
    body: saveChapterOrderSchema,
    response: chapterOrderSchema,
    errors: ['NOT_FOUND', 'STALE_CHAPTER', 'UNPROCESSABLE'],
  }),
};

export const themesApi = {
  list: defineEndpoint({
    method: 'GET',
    path: `${project}/themes`,
    params: projectIdParamsSchema,
    response: themeListSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: `${project}/themes`,
    params: projectIdParamsSchema,
    body: createThemeSchema,
    response: themeSchema,
    errors: ['UNPROCESSABLE'],
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: `${project}/themes/:themeId`,
    params: themeParamsSchema,
    response: noContent,
    status: 204,
  }),
};

export const chatApi = {
  list: defineEndpoint({
    method: 'GET',
    path: `${project}/chat`,
    params: projectIdParamsSchema,
    response: chatMessageListSchema,
  }),
  /** An accepted proposal may add chapters or themes, hence UNPROCESSABLE at their cap. */
  send: defineEndpoint({
    method: 'POST',
    path: `${project}/chat`,
    params: projectIdParamsSchema,
    body: sendChatMessageSchema,
    response: sendChatMessageResponseSchema,
    errors: ['UNPROCESSABLE'],
  }),
  /**
   * Accept Clio's chapter proposal stored with message `messageId` (docs/decisions/907): draft the chapter or put
   * the memory in it, through the manuscript's own rules, then record the acceptance and Clio's confirmation.
   * 404 when the message, its chapter or its memory is not the person's; 409 CONFLICT when the proposal is no
   * longer Clio's last word.
   */
  acceptAction: defineEndpoint({
    method: 'POST',
    path: `${project}/chat/:messageId/accept`,
    params: acceptChapterActionParamsSchema,
    response: acceptChapterActionResponseSchema,
    errors: ['CONFLICT', 'UNPROCESSABLE', 'UNAVAILABLE'],
  }),
};
