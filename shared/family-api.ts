/** The family circle's endpoints (issue 15), as contract descriptors (docs/decisions/601). */
import { z } from 'zod';
import { defineEndpoint, noContent } from './api-contract.ts';
import { chooseCleanCopySchema, cleanCopyReviewSchema } from './clean-copy-api.ts';
import {
  acceptedInvitationSchema,
  acceptInvitationSchema,
  addContributedMemorySchema,
  addedMemoryListSchema,
  addedMemoryParamsSchema,
  addedMemorySchema,
  addFamilyMemberSchema,
  addPerspectiveSchema,
  answerFamilyQuestionSchema,
  askQuestionSchema,
  changeFamilyRoleSchema,
  familyMemberParamsSchema,
  familyMemberSchema,
  familyQuestionListSchema,
  familyQuestionParamsSchema,
  familyQuestionSchema,
  invitationPreviewSchema,
  invitationSentSchema,
  invitationTokenParamsSchema,
  myQuestionSchema,
  ownerParamsSchema,
  perspectiveListSchema,
  perspectiveSchema,
  releaseCountSchema,
  releaseEverythingSchema,
  releaseStatusListSchema,
  setReleaseResultSchema,
  setReleaseSchema,
  sharedChapterParamsSchema,
  sharedChapterSchema,
  sharedCleanCopyParamsSchema,
  sharedMemoryParamsSchema,
  sharedMemorySchema,
  sharedStoriesSchema,
  sharedStorytellerListSchema,
} from './family.ts';
import { updateNarrativeDnaSchema } from './memories.ts';

/** The storyteller's side: who has access (Legacy Controls), what is released, what the family sent. */
export const familyApi = {
  members: defineEndpoint({
    method: 'GET',
    path: '/api/family/members',
    response: z.array(familyMemberSchema),
  }),
  /** Add Access: the invitation is e-mailed when e-mail is configured, otherwise its link is in the answer. */
  addMember: defineEndpoint({
    method: 'POST',
    path: '/api/family/members',
    body: addFamilyMemberSchema,
    response: invitationSentSchema,
    status: 201,
    errors: ['BAD_REQUEST', 'CONFLICT', 'RATE_LIMITED'],
  }),
  changeRole: defineEndpoint({
    method: 'PUT',
    path: '/api/family/members/:id',
    params: familyMemberParamsSchema,
    body: changeFamilyRoleSchema,
    response: familyMemberSchema,
    errors: ['NOT_FOUND'],
  }),
  /** A new invitation link (the old one stops working); only for someone who has not accepted yet. */
  resendInvitation: defineEndpoint({
    method: 'POST',
    path: '/api/family/members/:id/invitation',
    params: familyMemberParamsSchema,
    response: invitationSentSchema,
    errors: ['NOT_FOUND', 'CONFLICT', 'RATE_LIMITED'],
  }),
  /** Remove: takes effect at once, their next request is refused. */
  removeMember: defineEndpoint({
    method: 'DELETE',
    path: '/api/family/members/:id',
    params: familyMemberParamsSchema,
    response: noContent,
    status: 204,
    errors: ['NOT_FOUND'],
  }),
  /** Every item that is released or left out (private ones are not listed). */
  releases: defineEndpoint({
    method: 'GET',
    path: '/api/family/releases',
    response: releaseStatusListSchema,
  }),
  setRelease: defineEndpoint({
    method: 'PUT',
    path: '/api/family/releases',
    body: setReleaseSchema,
    response: setReleaseResultSchema,
    errors: ['BAD_REQUEST', 'NOT_FOUND'],
  }),
  releaseEverything: defineEndpoint({
    method: 'POST',
    path: '/api/family/releases/everything',
    body: releaseEverythingSchema,
    response: releaseCountSchema,
    errors: ['BAD_REQUEST'],
  }),
  /** Questions from the family, newest first: the Dashboard's list. */
  questions: defineEndpoint({
    method: 'GET',
    path: '/api/family/questions',
    response: familyQuestionListSchema,
  }),
  answerQuestion: defineEndpoint({
    method: 'POST',
    path: '/api/family/questions/:id/answer',
    params: familyQuestionParamsSchema,
    body: answerFamilyQuestionSchema,
    response: familyQuestionSchema,
    errors: ['NOT_FOUND'],
  }),
  dismissQuestion: defineEndpoint({
    method: 'DELETE',
    path: '/api/family/questions/:id',
    params: familyQuestionParamsSchema,
    response: noContent,
    status: 204,
    errors: ['NOT_FOUND'],
  }),
  /** The family's own accounts of the owner's memories, shown beside each memory. */
  perspectives: defineEndpoint({
    method: 'GET',
    path: '/api/family/perspectives',
    response: perspectiveListSchema,
  }),
};

/** Following an invitation link. */
export const invitationsApi = {
  /** Public: who invited, in which role, to which address. An ended or unknown link answers 404. */
  preview: defineEndpoint({
    method: 'GET',
    path: '/api/family/invitations/:token',
    params: invitationTokenParamsSchema,
    response: invitationPreviewSchema,
    errors: ['NOT_FOUND'],
  }),
  /**
   * Signed in: the invitation is accepted by this account and the link stops working. An account whose address
   * is not the invited one is refused (403) and the link keeps working (decision 1518).
   */
  accept: defineEndpoint({
    method: 'POST',
    path: '/api/family/invitations/accept',
    body: acceptInvitationSchema,
    response: acceptedInvitationSchema,
    errors: ['NOT_FOUND', 'CONFLICT', 'FORBIDDEN'],
  }),
};

const owner = '/api/shared-with-me/:ownerId' as const;

/**
 * The family's side: "Shared with me". Every route checks, on every request, that the signed-in person is an
 * active member of that storyteller's circle: anyone else (and anyone removed) gets 404. A role that may not do
 * something gets 403 with the sentence saying whom to ask.
 */
export const sharedWithMeApi = {
  storytellers: defineEndpoint({
    method: 'GET',
    path: '/api/shared-with-me',
    response: sharedStorytellerListSchema,
  }),
  stories: defineEndpoint({
    method: 'GET',
    path: owner,
    params: ownerParamsSchema,
    response: sharedStoriesSchema,
    errors: ['NOT_FOUND'],
  }),
  chapter: defineEndpoint({
    method: 'GET',
    path: `${owner}/chapters/:chapterId`,
    params: sharedChapterParamsSchema,
    response: sharedChapterSchema,
    errors: ['NOT_FOUND'],
  }),
  ask: defineEndpoint({
    method: 'POST',
    path: `${owner}/questions`,
    params: ownerParamsSchema,
    body: askQuestionSchema,
    response: myQuestionSchema,
    status: 201,
    errors: ['NOT_FOUND', 'FORBIDDEN', 'BAD_REQUEST', 'UNPROCESSABLE'],
  }),
  addPerspective: defineEndpoint({
    method: 'POST',
    path: `${owner}/perspectives`,
    params: ownerParamsSchema,
    body: addPerspectiveSchema,
    response: perspectiveSchema,
    status: 201,
    errors: ['NOT_FOUND', 'FORBIDDEN', 'BAD_REQUEST', 'UNPROCESSABLE'],
  }),
  /** What the signed-in person added to this storyteller's collection, newest first, with its state. */
  addedMemories: defineEndpoint({
    method: 'GET',
    path: `${owner}/added-memories`,
    params: ownerParamsSchema,
    response: addedMemoryListSchema,
    errors: ['NOT_FOUND'],
  }),
  /**
   * A contributor's own typed memory, added to the storyteller's collection (decision 1513): private until the
   * storyteller shares it. At the cap: 422.
   */
  addMemory: defineEndpoint({
    method: 'POST',
    path: `${owner}/added-memories`,
    params: ownerParamsSchema,
    body: addContributedMemorySchema,
    response: addedMemorySchema,
    status: 201,
    errors: ['NOT_FOUND', 'FORBIDDEN', 'BAD_REQUEST', 'UNPROCESSABLE'],
  }),
  /** Takes back a memory one added, while the storyteller has not shared it (then 409). */
  removeAddedMemory: defineEndpoint({
    method: 'DELETE',
    path: `${owner}/added-memories/:id`,
    params: addedMemoryParamsSchema,
    response: noContent,
    status: 204,
    errors: ['NOT_FOUND', 'FORBIDDEN', 'CONFLICT'],
  }),
  /** An editor fills in a released memory's Memory DNA (a stale save answers 409 STALE_MEMORY). */
  updateDna: defineEndpoint({
    method: 'PUT',
    path: `${owner}/memories/:kind/:id/narrative-dna`,
    params: sharedMemoryParamsSchema,
    body: updateNarrativeDnaSchema,
    response: sharedMemorySchema,
    errors: ['NOT_FOUND', 'FORBIDDEN', 'STALE_MEMORY'],
  }),
  /**
   * An editor's review of a shared memory's clean copy (docs/decisions/1528): the storyteller's own review, with
   * the owner's id. Words written down automatically that she has not checked answer 404, as they are withheld.
   */
  cleanCopy: defineEndpoint({
    method: 'GET',
    path: `${owner}/memories/:kind/:id/clean-copy`,
    params: sharedCleanCopyParamsSchema,
    response: cleanCopyReviewSchema,
    errors: ['NOT_FOUND', 'FORBIDDEN', 'UNAVAILABLE'],
  }),
  /** An editor uses the clean copy, edits it or keeps her exact words; a stale choice answers 409 STALE_MEMORY. */
  chooseCleanCopy: defineEndpoint({
    method: 'PUT',
    path: `${owner}/memories/:kind/:id/clean-copy`,
    params: sharedCleanCopyParamsSchema,
    body: chooseCleanCopySchema,
    response: cleanCopyReviewSchema,
    errors: ['NOT_FOUND', 'FORBIDDEN', 'STALE_MEMORY', 'UNAVAILABLE'],
  }),
};

/** A released book's file (a download, outside the contract). */
export const SHARED_BOOK_FILE_PATH = `${owner}/books/:projectId/files/:format`;
export const sharedBookFileUrl = (ownerId: string, projectId: string, format: string) =>
  `/api/shared-with-me/${ownerId}/books/${projectId}/files/${format}`;

/** A released recording or spoken answer (audio, outside the contract). */
export const SHARED_AUDIO_PATH = `${owner}/audio/:kind/:id`;
export const sharedAudioUrl = (ownerId: string, kind: 'file' | 'answer', id: string) =>
  `/api/shared-with-me/${ownerId}/audio/${kind}/${id}`;
