/** The public waitlist endpoint, as a contract descriptor (docs/decisions/601). */
import { defineEndpoint } from './api-contract.ts';
import { joinWaitlistRequestSchema, joinWaitlistResponseSchema } from './waitlist.ts';

export const waitlistApi = {
  join: defineEndpoint({
    method: 'POST',
    path: '/api/waitlist',
    body: joinWaitlistRequestSchema,
    response: joinWaitlistResponseSchema,
    errors: ['RATE_LIMITED'],
  }),
};
