/**
 * The clean copy of a memory (issue 32): her words as an editor would set them for print ("clean verbatim"),
 * kept beside her exact words, which are never changed. She chooses which the book and drafts use.
 */
import { z } from 'zod';

/**
 * What she chose for a memory's printed words:
 * - `unreviewed`: nobody has looked yet; the clean copy is used, and the Make the Book dialog counts it;
 * - `accepted`: the clean copy as made;
 * - `edited`: the clean copy as she or an editor changed it;
 * - `own-words`: her exact words, as said or typed.
 */
export const CLEAN_COPY_CHOICES = ['unreviewed', 'accepted', 'edited', 'own-words'] as const;
export const cleanCopyChoiceSchema = z.enum(CLEAN_COPY_CHOICES);
export type CleanCopyChoice = z.infer<typeof cleanCopyChoiceSchema>;

/**
 * One stretch of her words against the clean copy, in order: joined, the `ownWords` give her exact words back
 * and the `clean` give the clean copy. `removed` has no clean text, `added` (a full stop, a comma) no own words.
 */
export const cleanCopyPieceSchema = z.object({
  kind: z.enum(['same', 'removed', 'added', 'changed']),
  ownWords: z.string(),
  clean: z.string(),
});
export type CleanCopyPiece = z.infer<typeof cleanCopyPieceSchema>;
