/** Storyteller links' endpoints (issue 12, part 4), as contract descriptors (docs/decisions/601). */
import { z } from 'zod';
import { defineEndpoint, noContent } from './api-contract.ts';
import {
  createdStorytellerLinkSchema,
  createStorytellerLinkSchema,
  storytellerLinkParamsSchema,
  storytellerLinkSchema,
} from './storyteller-links.ts';

/** The owner's side: make, list and revoke links (signed in). */
export const storytellerLinksApi = {
  /** Every link the owner made, newest first, with what each recorded. */
  list: defineEndpoint({
    method: 'GET',
    path: '/api/storyteller-links',
    response: z.array(storytellerLinkSchema),
  }),
  /** Makes a new link; its address is in this answer and never again. */
  create: defineEndpoint({
    method: 'POST',
    path: '/api/storyteller-links',
    body: createStorytellerLinkSchema,
    response: createdStorytellerLinkSchema,
    status: 201,
    errors: ['BAD_REQUEST', 'CONFLICT'],
  }),
  /** The link stops working at once. */
  revoke: defineEndpoint({
    method: 'POST',
    path: '/api/storyteller-links/:id/revoke',
    params: storytellerLinkParamsSchema,
    response: noContent,
    status: 204,
    errors: ['NOT_FOUND'],
  }),
};

/** Every token route's path starts here; the link's token travels in a cookie scoped to this path. */
export const STORYTELLER_API_PREFIX = '/api/storyteller/';
/** The cookie the storyteller's page is given when the link is opened. */
export const STORYTELLER_COOKIE = 'heirloom.storyteller';
