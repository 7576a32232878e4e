import { type SQL, sql } from 'drizzle-orm';
import type { CleanCopyChoice } from '#shared/clean-copy.ts';

/**
 * What the book and drafts print of a memory, as she chose (docs/decisions/909): her exact words when she kept
 * them, her edit when she edited the clean copy, else the clean copy (also when nobody has looked at it yet).
 * A clean copy not made from the words she has now is not used: her words are, until it is made again.
 */
export function chosenWords(row: {
  text: string;
  textHash: string;
  cleanCopy: string | null;
  cleanCopyOf: string | null;
  choice: CleanCopyChoice;
  edited: string | null;
}): string {
  if (row.choice === 'own-words' || row.cleanCopy === null || row.cleanCopyOf !== row.textHash)
    return row.text;
  if (row.choice === 'edited' && row.edited !== null) return row.edited;
  return row.cleanCopy;
}

/** `chosenWords` in SQL, for the memory aliased `m` whose words are `text`. */
export const chosenWordsSql = (text: SQL): SQL => sql`case
    when m.clean_copy_choice = 'own-words' or m.clean_copy is null
      or m.clean_copy_of is distinct from md5(${text}) then ${text}
    when m.clean_copy_choice = 'edited' and m.clean_copy_edit is not null then m.clean_copy_edit
    else m.clean_copy end`;

/** True when the memory's words as printed are her own words or a fresh clean copy: no cleaning is owed. */
export const chosenWordsReadySql = (text: SQL): SQL =>
  sql`(m.clean_copy_choice = 'own-words' or m.clean_copy_of = md5(${text}))`;

/**
 * True when the book would print words nobody has checked: a clean copy nobody has looked at, or one that
 * was accepted or edited before her words changed again.
 */
export const unreviewedSql = (text: SQL): SQL => sql`(m.clean_copy_choice = 'unreviewed'
    or (m.clean_copy_choice in ('accepted', 'edited') and m.clean_copy_of is distinct from md5(${text})))`;
