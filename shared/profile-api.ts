/** The About Me endpoint, as a contract descriptor (docs/decisions/601). */
import { defineEndpoint } from './api-contract.ts';
import { updateProfileSchema } from './profile.ts';
import { currentUserSchema } from './user.ts';

export const profileApi = {
  /** Answers the current user as saved; an email another account uses is 422 UNPROCESSABLE. */
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/user/profile',
    body: updateProfileSchema,
    response: currentUserSchema,
    errors: ['UNPROCESSABLE'],
  }),
};
