/** The account security endpoints, as contract descriptors (docs/decisions/601). */
import { z } from 'zod';
import {
  accountSecuritySchema,
  changeEmailResultSchema,
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  signedOutOthersSchema,
} from './account.ts';
import { defineEndpoint } from './api-contract.ts';

export const accountApi = {
  security: defineEndpoint({ method: 'GET', path: '/api/account/security', response: accountSecuritySchema }),
  /** Sets a new password; the server signs out every other device. */
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/api/account/password',
    body: changePasswordSchema,
    response: signedOutOthersSchema,
  }),
  signOutOthers: defineEndpoint({
    method: 'POST',
    path: '/api/account/sign-out-others',
    response: signedOutOthersSchema,
  }),
  changeEmail: defineEndpoint({
    method: 'POST',
    path: '/api/account/email',
    body: changeEmailSchema,
    response: changeEmailResultSchema,
  }),
  /** Deletes the account forever; the server also ends the session. */
  delete: defineEndpoint({
    method: 'POST',
    path: '/api/account/delete',
    body: deleteAccountSchema,
    response: z.object({ deleted: z.literal(true) }),
  }),
};
