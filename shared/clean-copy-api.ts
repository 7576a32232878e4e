/**
 * Her review of a memory's clean copy (issue 32, docs/decisions/908–909), as contract descriptors
 * (docs/decisions/601): read it against her exact words, and choose what the book and drafts use.
 */
import { z } from 'zod';
import { defineEndpoint } from './api-contract.ts';
import { cleanCopyChoiceSchema, cleanCopyPieceSchema } from './clean-copy.ts';
import { memoryRefSchema } from './manuscript.ts';
import { MEMORY_TEXT_MAX } from './memories.ts';

/** A memory's clean copy as the review screen shows it. */
export const cleanCopyReviewSchema = z.object({
  kind: memoryRefSchema.shape.kind,
  id: z.string(),
  /** Her exact words, never changed by the clean copy. */
  ownWords: z.string(),
  /** The clean copy as it was made from her words (empty when her words are empty). */
  cleanCopy: z.string(),
  /** Her words against the clean copy, in order: what was removed, added and changed. */
  pieces: z.array(cleanCopyPieceSchema),
  choice: cleanCopyChoiceSchema,
  /** Her edit of the clean copy (kept even after her words change and the choice goes back to unreviewed). */
  edited: z.string().nullable(),
  /** She had accepted or edited a clean copy and her words changed after: it is a new clean copy to look at. */
  wordsChanged: z.boolean(),
  /** The words the book and drafts print, as she chose. */
  forTheBook: z.string(),
  /**
   * Who made the choice (docs/decisions/1528): the storyteller or an editor of her circle, by the name the circle
   * knows them by, and whether it is the person reading. Null while unreviewed, and when it is not known (a
   * choice brought in by an archive, or the account of whoever chose is gone).
   */
  checkedBy: z.object({ name: z.string(), isYou: z.boolean() }).nullable(),
  /** Sent back with a choice; a choice made from an older one answers 409 STALE_MEMORY with `current`. */
  version: z.number().int(),
});
export type CleanCopyReview = z.infer<typeof cleanCopyReviewSchema>;

const version = z.number().int().min(1);

/** Her choice: use the clean copy, keep her exact words, or save her edit of the clean copy. */
export const chooseCleanCopySchema = z.discriminatedUnion(
  'choice',
  [
    z.object({ choice: z.literal('accepted'), version }),
    z.object({ choice: z.literal('own-words'), version }),
    z.object({
      choice: z.literal('edited'),
      version,
      text: z
        .string()
        .trim()
        .min(1, 'Please write the words for the book, or choose “Keep my exact words”.')
        .max(MEMORY_TEXT_MAX, `The words can be up to ${MEMORY_TEXT_MAX.toLocaleString('en')} characters.`),
    }),
  ],
  { error: 'Please choose the clean copy, your edit of it, or your exact words.' },
);
export type ChooseCleanCopy = z.infer<typeof chooseCleanCopySchema>;

const path = '/api/clean-copies/:kind/:id';

export const cleanCopyApi = {
  get: defineEndpoint({
    method: 'GET',
    path,
    params: memoryRefSchema,
    response: cleanCopyReviewSchema,
    errors: ['NOT_FOUND'],
  }),
  choose: defineEndpoint({
    method: 'PUT',
    path,
    params: memoryRefSchema,
    body: chooseCleanCopySchema,
    response: cleanCopyReviewSchema,
    errors: ['NOT_FOUND', 'STALE_MEMORY'],
  }),
};
