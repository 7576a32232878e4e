/** Interviews' endpoints (issue 12), as contract descriptors (docs/decisions/601). */
import { z } from 'zod';
import { defineEndpoint, noContent } from './api-contract.ts';
import { interviewParamsSchema, interviewSchema } from './interviews.ts';

export const interviewsApi = {
  /** The person's finished interviews, newest first, each with its answers in the order they were given. */
  list: defineEndpoint({
    method: 'GET',
    path: '/api/interviews',
    response: z.array(interviewSchema),
  }),
  /** Deletes an interview with its answers and their audio. */
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/api/interviews/:id',
    params: interviewParamsSchema,
    response: noContent,
    status: 204,
    errors: ['NOT_FOUND'],
  }),
};
