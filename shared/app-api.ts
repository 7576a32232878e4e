/**
 * The app-wide JSON endpoints (health, the client's configuration, the signed-in person), as contract
 * descriptors (docs/decisions/601). Sign-in itself is HTML forms and redirects, outside the contract.
 */
import { z } from 'zod';
import { defineEndpoint } from './api-contract.ts';
import { currentUserSchema } from './user.ts';

/** GET /api/config: what the client needs to know about this server before anyone signs in. */
export const appConfigSchema = z.object({
  /** The interview agent's number, if this server has one configured. */
  agentPhoneNumber: z.string().optional(),
  /** True when people sign in through an identity provider rather than with a password. */
  signInWithProvider: z.boolean(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

export const appApi = {
  health: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    response: z.object({ status: z.literal('ok') }),
  }),
  config: defineEndpoint({ method: 'GET', path: '/api/config', response: appConfigSchema }),
  /** A person counts as signed in when this answers; 401 otherwise. */
  currentUser: defineEndpoint({ method: 'GET', path: '/api/auth/user', response: currentUserSchema }),
};
