import { type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client.ts';
import { enqueueJob } from '#server/jobs/enqueue-job.ts';
import { CLEAN_COPY_TASK } from '#server/jobs/job-tasks.ts';
import type { CleanCopyChoice } from '#shared/clean-copy.ts';
import type { ChapterMemoryKind, MemoryRef } from '#shared/manuscript.ts';
import type { TranscriptSegment } from '#shared/voice.ts';
import { personName } from '../family-access/family.repository.ts';

/** A memory's words and its clean copy, as stored. */
export interface CleanCopyRow {
  kind: ChapterMemoryKind;
  id: string;
  /** Her exact words. */
  text: string;
  /** md5 of `text`, as PostgreSQL computes it: what a new clean copy says it was made from. */
  textHash: string;
  spoken: boolean;
  /** A recording's sentences with their timings: the recogniser's pauses mark where sentences end. */
  segments: TranscriptSegment[] | null;
  cleanCopy: string | null;
  cleanCopyOf: string | null;
  choice: CleanCopyChoice;
  edited: string | null;
  wordsChanged: boolean;
  version: number;
  /** Who made the choice, and their name as the family circle shows it (docs/decisions/1528). */
  chosenBy: string | null;
  chosenByName: string | null;
}

/** The table of each kind of memory, its words column, and whether its words were said rather than typed. */
const KINDS: Record<ChapterMemoryKind, { table: SQL; text: SQL; spoken: SQL; ready: SQL; segments: SQL }> = {
  fragment: {
    table: sql`memory_fragments`,
    text: sql`m.text`,
    spoken: sql`false`,
    ready: sql`true`,
    segments: sql`null::jsonb`,
  },
  file: {
    table: sql`uploaded_files`,
    text: sql`m.content`,
    spoken: sql`(m.origin = 'recording' or m.mime_type like 'audio/%' or m.mime_type like 'video/%')`,
    ready: sql`m.status = 'ready'`,
    segments: sql`m.transcript_segments`,
  },
  answer: {
    table: sql`interview_answers`,
    text: sql`m.text`,
    spoken: sql`(m.storage_key is not null)`,
    ready: sql`m.status = 'ready'`,
    segments: sql`m.transcript_segments`,
  },
};

/** The words column as a bare name, for UPDATE statements that cannot alias the table. */
const TEXT_COLUMN: Record<ChapterMemoryKind, SQL> = {
  fragment: sql`text`,
  file: sql`content`,
  answer: sql`text`,
};

const selectRow = (kind: ChapterMemoryKind) => {
  const k = KINDS[kind];
  return sql`select ${kind}::text as kind, m.id, ${k.text} as text, md5(${k.text}) as "textHash",
    ${k.spoken} as spoken, ${k.segments} as segments, m.clean_copy as "cleanCopy", m.clean_copy_of as "cleanCopyOf",
    m.clean_copy_choice as choice, m.clean_copy_edit as edited, m.clean_copy_words_changed as "wordsChanged",
    m.clean_copy_version as version, m.clean_copy_chosen_by as "chosenBy",
    (select ${personName('u')} from users u where u.id = m.clean_copy_chosen_by) as "chosenByName"
    from ${k.table} m`;
};

/**
 * Clean copies of every kind of memory (docs/decisions/908). Every query is scoped to the owner: another
 * person's id finds nothing.
 */
export function createCleanCopyRepository(db: Database) {
  return {
    async find(userId: string, ref: MemoryRef, executor: Executor = db): Promise<CleanCopyRow | undefined> {
      const { rows } = await executor.execute(
        sql`${selectRow(ref.kind)} where m.user_id = ${userId} and m.id = ${ref.id} and ${KINDS[ref.kind].ready}`,
      );
      return rows[0] as unknown as CleanCopyRow | undefined;
    },

    /** Up to `limit` of her memories whose clean copy was not made from the words they hold now. */
    async stale(userId: string, limit: number, executor: Executor = db): Promise<CleanCopyRow[]> {
      const parts = (Object.keys(KINDS) as ChapterMemoryKind[]).map(
        (kind) => sql`(${selectRow(kind)} where m.user_id = ${userId} and ${KINDS[kind].ready}
          and m.clean_copy_of is distinct from md5(${KINDS[kind].text}) limit ${limit})`,
      );
      const { rows } = await executor.execute(sql`${sql.join(parts, sql` union all `)} limit ${limit}`);
      return rows as unknown as CleanCopyRow[];
    },

    /**
     * Stores a clean copy made from the words whose md5 is `madeFrom`, unless her words changed again meanwhile
     * (then the next refresh makes it) or another maker (the job, a review opened) stored one of them first. A choice of `accepted` or `edited` was about the old words: it goes
     * back to `unreviewed`, and the review screen says her words changed. `own-words` stays: her words are
     * still hers.
     */
    async store(userId: string, kind: ChapterMemoryKind, id: string, madeFrom: string, cleanCopy: string) {
      const reset = sql`(clean_copy_of is not null and clean_copy_choice in ('accepted', 'edited'))`;
      await db.execute(sql`update ${KINDS[kind].table} set
          clean_copy_words_changed = clean_copy_words_changed or ${reset},
          clean_copy_choice = case when ${reset} then 'unreviewed' else clean_copy_choice end,
          clean_copy = ${cleanCopy}, clean_copy_of = ${madeFrom},
          clean_copy_version = clean_copy_version + 1
        where user_id = ${userId} and id = ${id} and md5(${TEXT_COLUMN[kind]}) = ${madeFrom}
          and clean_copy_of is distinct from ${madeFrom}`);
    },

    /**
     * Her choice, made by `chosenBy` (she, or an editor of her circle) from clean copy `version`; false when that
     * is no longer the stored version (or the memory is not hers): nothing is written.
     */
    async choose(
      userId: string,
      ref: MemoryRef,
      choice: CleanCopyChoice,
      edited: string | null,
      version: number,
      chosenBy: string,
    ): Promise<boolean> {
      const { rows } = await db.execute(sql`update ${KINDS[ref.kind].table} set
          clean_copy_choice = ${choice},
          clean_copy_edit = ${edited === null ? sql`clean_copy_edit` : sql`${edited}`},
          clean_copy_words_changed = false,
          clean_copy_chosen_by = ${chosenBy},
          clean_copy_version = clean_copy_version + 1
        where user_id = ${userId} and id = ${ref.id} and clean_copy_version = ${version}
          and clean_copy_of = md5(${TEXT_COLUMN[ref.kind]})
        returning id`);
      return rows.length > 0;
    },

    /**
     * The names and places she has put into her Memory DNA herself, across her typed memories and checked
     * files: an entry the engine only guessed from that memory's words (still as guessed) is not hers yet.
     * The clean copy writes them with her capitals.
     */
    async knownNames(userId: string, executor: Executor = db): Promise<string[]> {
      const own = (table: SQL, where: SQL) => sql`
        select person as name from ${table} m, unnest(m.people_involved) person
          where m.user_id = ${userId} and ${where}
            and not coalesce(m.analysis->'peopleInvolved', '[]'::jsonb) ? person
        union all select m.where_happened from ${table} m
          where m.user_id = ${userId} and ${where} and m.where_happened is distinct from m.analysis->>'whereHappened'`;
      const { rows } = await executor.execute(sql`
        select distinct name from (${own(sql`memory_fragments`, sql`true`)}
          union all ${own(sql`uploaded_files`, sql`m.transcript_checked`)}) known
        where name is not null and name <> '' limit 2000`);
      return (rows as Array<{ name: string }>).map((row) => row.name);
    },

    /** Queues the background making of her stale clean copies (one waiting job per person). */
    async queue(userId: string, executor: Executor = db) {
      await enqueueJob(executor, CLEAN_COPY_TASK, { userId });
    },
  };
}

export type CleanCopyRepository = ReturnType<typeof createCleanCopyRepository>;
