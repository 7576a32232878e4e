/** The dashboard's AI endpoints, as contract descriptors (docs/decisions/601). */
import { defineEndpoint } from './api-contract.ts';
import { missingMomentsResponseSchema, nextChapterResponseSchema, storyProgressSchema } from './dashboard.ts';

export const dashboardApi = {
  nextChapter: defineEndpoint({
    method: 'POST',
    path: '/api/generate-next-chapter',
    response: nextChapterResponseSchema,
  }),
  missingMoments: defineEndpoint({
    method: 'POST',
    path: '/api/generate-missing-moments',
    response: missingMomentsResponseSchema,
  }),
  /** The Progress panel: the ring and the counts beside it (decision 204). */
  progress: defineEndpoint({
    method: 'GET',
    path: '/api/dashboard/progress',
    response: storyProgressSchema,
  }),
};
