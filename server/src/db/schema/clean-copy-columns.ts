import { sql } from 'drizzle-orm';
import { boolean, check, integer, text, uuid } from 'drizzle-orm/pg-core';
import { CLEAN_COPY_CHOICES } from '#shared/clean-copy.ts';
import { users } from './users.ts';

/**
 * A memory's clean copy (issue 32, docs/decisions/908), kept beside her exact words, which it never changes:
 * on typed memories, files (documents and recordings) and interview answers alike.
 */
export const cleanCopyColumns = () => ({
  /** Her words as an editor would set them for print; null until it is first made. */
  cleanCopy: text('clean_copy'),
  /**
   * The md5 of the exact words the clean copy was made from. When it differs from md5 of the words now, her
   * words have changed since, and the clean copy is made again (docs/decisions/908).
   */
  cleanCopyOf: text('clean_copy_of'),
  /** What she chose the book and drafts use (shared/clean-copy.ts). */
  cleanCopyChoice: text('clean_copy_choice', { enum: CLEAN_COPY_CHOICES }).notNull().default('unreviewed'),
  /** Her edit of the clean copy, when she chose `edited`; kept (not erased) if her words change after. */
  cleanCopyEdit: text('clean_copy_edit'),
  /**
   * True when she had accepted or edited a clean copy and her words changed after: the choice went back to
   * `unreviewed` and the review screen says so, until she chooses again.
   */
  cleanCopyWordsChanged: boolean('clean_copy_words_changed').notNull().default(false),
  /** Goes up by one on every choice and every new clean copy; a choice made from an older one answers 409. */
  cleanCopyVersion: integer('clean_copy_version').notNull().default(1),
  /**
   * Who made the choice: the storyteller or an editor of her circle (docs/decisions/1528), so the review can say
   * "Checked by Ruth". Null while nobody has chosen, for a choice brought in by an archive (it cannot say who),
   * and once that person's account is deleted: the choice stays, only the name goes.
   */
  cleanCopyChosenBy: uuid('clean_copy_chosen_by').references(() => users.id, { onDelete: 'set null' }),
});

export const cleanCopyChoiceCheck = (table: string, choice: unknown) =>
  check(
    `${table}_clean_copy_choice_check`,
    sql`${choice} in (${sql.raw(CLEAN_COPY_CHOICES.map((c) => `'${c}'`).join(', '))})`,
  );
