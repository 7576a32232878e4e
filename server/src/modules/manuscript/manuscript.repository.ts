import { type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client.ts';
import type { ChapterFacts } from '#shared/chapter-actions.ts';
import {
  CHAPTER_MEMORY_KINDS,
  type ChapterMemoryKind,
  type DraftOrigin,
  type DraftParagraph,
  MEMORY_CHOICES_MAX,
  type MemoryRef,
} from '#shared/manuscript.ts';
import { chosenWordsReadySql, chosenWordsSql, unreviewedSql } from '../clean-copy/chosen-words.ts';

/** A chapter that belongs to the person, with the version its list of memories is at. */
export interface OwnedChapter {
  id: string;
  title: string;
  memoriesVersion: number;
  /** Whether she set the order herself; until then it follows the memories' years (docs/decisions/911). */
  memoryOrderSet: boolean;
}

/** A memory as a chapter and the picker list it (before the presenter names its source). */
export interface ChapterMemoryRow {
  kind: ChapterMemoryKind;
  id: string;
  name: string;
  excerpt: string;
  whenHappened: string | null;
  recording: boolean;
}

/** A memory of a chapter with its whole text, as the draft reads it. */
export interface ChapterSourceRow {
  kind: ChapterMemoryKind;
  id: string;
  text: string;
  spoken: boolean;
  /** False for a recording whose automatic transcript the person has not checked yet (decision 807). */
  checked: boolean;
  whenHappened: string | null;
}

/**
 * What a printed story is set under and indexed by: a memory's name (an interview answer's question) and its
 * Memory DNA, as the person saved it, else as read from the text.
 */
export interface StoryFactsRow {
  kind: ChapterMemoryKind;
  id: string;
  title: string;
  whenHappened: string | null;
  whereHappened: string | null;
  peopleInvolved: string[];
}

/** A memory of a chapter as its checklist reads it: Memory DNA (saved, else read from the text) and words. */
export interface NeedsSourceRow {
  chapterId: string;
  name: string;
  text: string;
  whenHappened: string | null;
  whereHappened: string | null;
  peopleInvolved: string[];
}

/** A memory whose clean copy nobody has checked, in a chapter. */
export interface UncheckedMemoryRow {
  chapterId: string;
  kind: ChapterMemoryKind;
  id: string;
  name: string;
}

export interface DraftRow {
  version: number;
  origin: DraftOrigin;
  paragraphs: DraftParagraph[];
  createdAt: Date;
}

const EXCERPT_CHARS = 240;
/** How much of one memory's text a draft reads. */
export const DRAFT_SOURCE_CHARS = 100_000;

/** The column of chapter_memories that points at each kind, and the table and columns of that kind. */
const KINDS: Record<
  ChapterMemoryKind,
  {
    column: SQL;
    table: SQL;
    name: SQL;
    text: SQL;
    when: SQL;
    where: SQL;
    people: SQL;
    readable: SQL;
    spoken: SQL;
    recording: SQL;
    checked: SQL;
    /** Not left out by the person ("Leave this out" keeps it out of every draft and book, decision 1510). */
    kept: SQL;
  }
> = {
  fragment: {
    column: sql`fragment_id`,
    table: sql`memory_fragments`,
    name: sql`m.name`,
    text: sql`m.text`,
    when: sql`coalesce(m.when_happened, m.analysis->>'whenHappened')`,
    where: sql`coalesce(m.where_happened, m.analysis->>'whereHappened')`,
    // The people the person saved, else those read from the text (an empty saved list says nothing).
    people: sql`case when cardinality(m.people_involved) > 0 then to_jsonb(m.people_involved)
      else coalesce(m.analysis->'peopleInvolved', '[]'::jsonb) end`,
    readable: sql`true`,
    spoken: sql`false`,
    recording: sql`false`,
    checked: sql`true`,
    kept: sql`m.share_state <> 'left-out'`,
  },
  file: {
    column: sql`file_id`,
    table: sql`uploaded_files`,
    name: sql`m.title`,
    text: sql`m.content`,
    when: sql`coalesce(m.when_happened, m.analysis->>'whenHappened')`,
    where: sql`coalesce(m.where_happened, m.analysis->>'whereHappened')`,
    // The people the person saved, else those read from the text (an empty saved list says nothing).
    people: sql`case when cardinality(m.people_involved) > 0 then to_jsonb(m.people_involved)
      else coalesce(m.analysis->'peopleInvolved', '[]'::jsonb) end`,
    readable: sql`m.status = 'ready'`,
    spoken: sql`(m.origin = 'recording' or m.mime_type like 'audio/%' or m.mime_type like 'video/%')`,
    recording: sql`(m.origin = 'recording' or m.mime_type like 'audio/%' or m.mime_type like 'video/%')`,
    checked: sql`m.transcript_checked`,
    kept: sql`m.share_state <> 'left-out'`,
  },
  answer: {
    column: sql`answer_id`,
    table: sql`interview_answers`,
    name: sql`m.question`,
    text: sql`m.text`,
    // No Memory DNA from a spoken answer's words before the storyteller checked them (decision 811); a year she
    // gave it herself is hers, not the words' (decision 913).
    when: sql`coalesce(m.when_happened, case when m.words_checked then m.analysis->>'whenHappened' end)`,
    where: sql`case when m.words_checked then m.analysis->>'whereHappened' end`,
    people: sql`case when m.words_checked then coalesce(m.analysis->'peopleInvolved', '[]'::jsonb)
      else '[]'::jsonb end`,
    readable: sql`m.status = 'ready' and m.text <> ''`,
    spoken: sql`(m.storage_key is not null)`,
    recording: sql`false`,
    checked: sql`m.words_checked`,
    // An answer is left out with its whole interview.
    kept: sql`not exists (select 1 from interview_sessions ks where ks.id = m.session_id and ks.share_state = 'left-out')`,
  },
};

/** One kind's memories as the chapter lists them, joined to `chapter_memories` or not. */
function memoriesOf(kind: ChapterMemoryKind, userId: string, where: SQL, order: SQL, limit?: number): SQL {
  const k = KINDS[kind];
  return sql`select ${kind}::text as kind, m.id, ${k.name} as name, left(${k.text}, ${EXCERPT_CHARS}) as excerpt,
      ${k.when} as "whenHappened", ${k.recording} as recording, ${order} as sort
    from ${k.table} m where m.user_id = ${userId} and ${where}
    ${limit === undefined ? sql`` : sql`order by m.created_at desc limit ${limit}`}`;
}

/**
 * What chapters hold and their drafts. Every query reaches a chapter through its project's owner
 * (`chapterOf`), and a memory through its own owner, so another person's ids find nothing.
 */
export function createManuscriptRepository(db: Database) {
  return {
    /** The chapter if it is in this person's project; `lock` holds it until the transaction ends. */
    async chapterOf(
      userId: string,
      projectId: string,
      chapterId: string,
      executor: Executor = db,
      lock = false,
    ): Promise<OwnedChapter | undefined> {
      const { rows } = await executor.execute(sql`
        select c.id, c.title, c.memories_version as "memoriesVersion", c.memory_order_set as "memoryOrderSet"
        from memoir_chapters c join memoir_projects p on p.id = c.project_id
        where c.id = ${chapterId} and p.id = ${projectId} and p.user_id = ${userId}
        ${lock ? sql`for update of c` : sql``}`);
      return rows[0] as OwnedChapter | undefined;
    },

    /** Holds a chapter the caller knows to be the person's until the transaction ends. */
    async lockChapter(chapterId: string, executor: Executor) {
      await executor.execute(sql`select 1 from memoir_chapters where id = ${chapterId} for update`);
    },

    /** The chapter's memories in order (the chapter must have been checked to be the person's). */
    async listChapterMemories(userId: string, chapterId: string, executor: Executor = db) {
      const parts = CHAPTER_MEMORY_KINDS.map(
        (kind) =>
          sql`(${memoriesOf(
            kind,
            userId,
            sql`m.id in (select ${KINDS[kind].column} from chapter_memories where chapter_id = ${chapterId})`,
            sql`(select position from chapter_memories where chapter_id = ${chapterId} and ${KINDS[kind].column} = m.id)`,
          )})`,
      );
      const { rows } = await executor.execute(sql`${sql.join(parts, sql` union all `)} order by sort`);
      return rows as unknown as ChapterMemoryRow[];
    },

    /** Everything the person could put in a chapter, newest first within each kind, bounded. */
    async listChoices(userId: string, executor: Executor = db) {
      const parts = CHAPTER_MEMORY_KINDS.map(
        (kind) =>
          sql`(${memoriesOf(kind, userId, KINDS[kind].readable, sql`m.created_at`, MEMORY_CHOICES_MAX)})`,
      );
      const { rows } = await executor.execute(
        sql`${sql.join(parts, sql` union all `)} order by sort desc limit ${MEMORY_CHOICES_MAX}`,
      );
      return rows as unknown as ChapterMemoryRow[];
    },

    /** Whether every one of these memories is the person's. */
    async ownsAll(userId: string, refs: readonly MemoryRef[], executor: Executor = db) {
      for (const kind of CHAPTER_MEMORY_KINDS) {
        const ids = [...new Set(refs.filter((ref) => ref.kind === kind).map((ref) => ref.id))];
        if (ids.length === 0) continue;
        const { rows } = await executor.execute(
          sql`select count(*)::int as n from ${KINDS[kind].table} where user_id = ${userId}
              and id in (${sql.join(
                ids.map((id) => sql`${id}::uuid`),
                sql`, `,
              )})`,
        );
        if ((rows[0] as { n: number }).n !== ids.length) return false;
      }
      return true;
    },

    async currentRefs(chapterId: string, executor: Executor = db): Promise<MemoryRef[]> {
      const { rows } = await executor.execute(sql`
        select case when fragment_id is not null then 'fragment' when file_id is not null then 'file' else 'answer' end as kind,
               coalesce(fragment_id, file_id, answer_id) as id
        from chapter_memories where chapter_id = ${chapterId} order by position`);
      return rows as unknown as MemoryRef[];
    },

    /** Puts these memories after the ones the chapter holds, in this order (the chapter is locked). */
    async append(chapterId: string, refs: readonly MemoryRef[], executor: Executor = db) {
      if (refs.length === 0) return;
      const values = refs.map(
        (ref, i) => sql`(${chapterId}::uuid,
          ${ref.kind === 'fragment' ? ref.id : null}::uuid, ${ref.kind === 'file' ? ref.id : null}::uuid,
          ${ref.kind === 'answer' ? ref.id : null}::uuid,
          (select coalesce(max(position), -1) + 1 from chapter_memories where chapter_id = ${chapterId}) + ${i})`,
      );
      await executor.execute(sql`
        insert into chapter_memories (chapter_id, fragment_id, file_id, answer_id, position)
        values ${sql.join(values, sql`, `)}`);
    },

    async clear(chapterId: string, executor: Executor = db) {
      await executor.execute(sql`delete from chapter_memories where chapter_id = ${chapterId}`);
    },

    async count(chapterId: string, executor: Executor = db) {
      const { rows } = await executor.execute(
        sql`select count(*)::int as n from chapter_memories where chapter_id = ${chapterId}`,
      );
      return (rows[0] as { n: number }).n;
    },

    /** From now on the chapter keeps the order she gave it, whatever the memories' years. */
    async markOrderSet(chapterId: string, executor: Executor = db) {
      await executor.execute(sql`update memoir_chapters set memory_order_set = true where id = ${chapterId}`);
    },

    async bumpMemoriesVersion(chapterId: string, executor: Executor = db) {
      const { rows } = await executor.execute(sql`
        update memoir_chapters set memories_version = memories_version + 1 where id = ${chapterId}
        returning memories_version as "memoriesVersion"`);
      return (rows[0] as { memoriesVersion: number }).memoriesVersion;
    },

    /** The chapter's memories with their whole text (cut at DRAFT_SOURCE_CHARS), in the chapter's order. */
    async draftSources(userId: string, chapterId: string, executor: Executor = db) {
      const parts = CHAPTER_MEMORY_KINDS.map((kind) => {
        const k = KINDS[kind];
        // The words she chose for the book (docs/decisions/909); a clean copy or her kept words owe no more
        // cleaning, while words whose clean copy is not made yet are cleaned as speech still is.
        return sql`(select ${kind}::text as kind, m.id, left(${chosenWordsSql(k.text)}, ${DRAFT_SOURCE_CHARS}) as text,
            case when ${chosenWordsReadySql(k.text)} then false else ${k.spoken} end as spoken,
            ${k.checked} as checked, ${k.when} as "whenHappened", cm.position
          from chapter_memories cm join ${k.table} m on m.id = cm.${k.column}
          where cm.chapter_id = ${chapterId} and m.user_id = ${userId} and ${k.readable} and ${k.kept})`;
      });
      const { rows } = await executor.execute(sql`${sql.join(parts, sql` union all `)} order by position`);
      return (rows as unknown as (ChapterSourceRow & { position: number })[]).map(
        ({ position: _position, ...row }) => row,
      );
    },

    /**
     * The memories of these chapters whose words in the book are a clean copy nobody has checked
     * (docs/decisions/909): kept, with words, and not a transcript still waiting for its check (the book
     * leaves that out until then). In chapter order, then the chapter's own order.
     */
    async uncheckedMemories(userId: string, chapterIds: readonly string[], executor: Executor = db) {
      if (chapterIds.length === 0) return [];
      const ids = sql.join(
        chapterIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      const parts = CHAPTER_MEMORY_KINDS.map((kind) => {
        const k = KINDS[kind];
        return sql`(select cm.chapter_id as "chapterId", ${kind}::text as kind, m.id, ${k.name} as name,
            array_position(array[${ids}], cm.chapter_id) as chapter_order, cm.position
          from chapter_memories cm join ${k.table} m on m.id = cm.${k.column}
          where cm.chapter_id in (${ids}) and m.user_id = ${userId} and ${k.readable} and ${k.kept}
            and ${k.checked} and btrim(${k.text}) <> '' and ${unreviewedSql(k.text)})`;
      });
      const { rows } = await executor.execute(
        sql`${sql.join(parts, sql` union all `)} order by chapter_order, position`,
      );
      return (rows as unknown as (UncheckedMemoryRow & { chapter_order: number; position: number })[]).map(
        ({ chapter_order: _order, position: _position, ...row }) => row,
      );
    },

    /** Every memory of the chapter with its Memory DNA's when, in the chapter's order (for its life order). */
    async memoryWhens(userId: string, chapterId: string, executor: Executor = db) {
      const parts = CHAPTER_MEMORY_KINDS.map((kind) => {
        const k = KINDS[kind];
        return sql`(select ${kind}::text as kind, m.id, ${k.when} as "whenHappened", cm.position
          from chapter_memories cm join ${k.table} m on m.id = cm.${k.column}
          where cm.chapter_id = ${chapterId} and m.user_id = ${userId})`;
      });
      const { rows } = await executor.execute(sql`${sql.join(parts, sql` union all `)} order by position`);
      return (rows as unknown as (MemoryRef & { whenHappened: string | null; position: number })[]).map(
        ({ position: _position, ...row }) => row,
      );
    },

    /** The chapters (of this person's projects) that hold this memory, with their project. */
    async chaptersHolding(userId: string, ref: MemoryRef, executor: Executor = db) {
      const { rows } = await executor.execute(sql`
        select distinct p.id as "projectId" from chapter_memories cm
        join memoir_chapters c on c.id = cm.chapter_id join memoir_projects p on p.id = c.project_id
        where p.user_id = ${userId} and cm.${KINDS[ref.kind].column} = ${ref.id}`);
      return (rows as { projectId: string }[]).map((row) => row.projectId);
    },

    /** The chapter's memories the person left out, as `kind:id` keys (memoryKey). */
    async leftOutKeys(userId: string, chapterId: string, executor: Executor = db) {
      const parts = CHAPTER_MEMORY_KINDS.map((kind) => {
        const k = KINDS[kind];
        return sql`(select ${kind}::text || ':' || m.id as key
          from chapter_memories cm join ${k.table} m on m.id = cm.${k.column}
          where cm.chapter_id = ${chapterId} and m.user_id = ${userId} and not ${k.kept})`;
      });
      const { rows } = await executor.execute(sql.join(parts, sql` union all `));
      return new Set((rows as Array<{ key: string }>).map((row) => row.key));
    },

    /**
     * The memories of these chapters (each checked to be the person's) as their checklists read them, in each
     * chapter's order, with at most `textChars` of each text and `limit` memories in all (decision 522).
     */
    async needsSources(
      userId: string,
      chapterIds: readonly string[],
      textChars: number,
      limit: number,
      executor: Executor = db,
    ): Promise<NeedsSourceRow[]> {
      if (chapterIds.length === 0) return [];
      const ids = sql.join(
        chapterIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      const parts = CHAPTER_MEMORY_KINDS.map((kind) => {
        const k = KINDS[kind];
        return sql`(select cm.chapter_id as "chapterId", ${k.name} as name, left(${k.text}, ${textChars}) as text,
            ${k.when} as "whenHappened", ${k.where} as "whereHappened", ${k.people} as "peopleInvolved",
            array_position(array[${ids}], cm.chapter_id) as chapter_order, cm.position
          from chapter_memories cm join ${k.table} m on m.id = cm.${k.column}
          where cm.chapter_id in (${ids}) and m.user_id = ${userId} and ${k.readable})`;
      });
      const { rows } = await executor.execute(
        sql`${sql.join(parts, sql` union all `)} order by chapter_order, position limit ${limit}`,
      );
      return (rows as unknown as (NeedsSourceRow & { chapter_order: number; position: number })[]).map(
        ({ chapter_order: _order, position: _position, ...row }) => ({
          ...row,
          peopleInvolved: Array.isArray(row.peopleInvolved)
            ? row.peopleInvolved.filter((p) => typeof p === 'string')
            : [],
        }),
      );
    },

    /** The person's chapters (of one project, or of every project), in the order the studio lists them. */
    async chaptersOf(userId: string, projectId: string | null, limit: number, executor: Executor = db) {
      const { rows } = await executor.execute(sql`
        select c.id, c.title from memoir_chapters c join memoir_projects p on p.id = c.project_id
        where p.user_id = ${userId} ${projectId === null ? sql`` : sql`and p.id = ${projectId}`}
        order by p.created_at, c.position, c.created_at limit ${limit}`);
      return rows as unknown as { id: string; title: string }[];
    },

    /** The project's chapters in list order, with how many memories each holds and whether it has a draft. */
    async chapterFacts(userId: string, projectId: string, executor: Executor = db) {
      const { rows } = await executor.execute(sql`
        select c.id, c.title,
          (select count(*)::int from chapter_memories cm where cm.chapter_id = c.id) as memories,
          exists (select 1 from chapter_drafts d where d.chapter_id = c.id) as drafted
        from memoir_chapters c join memoir_projects p on p.id = c.project_id
        where p.user_id = ${userId} and p.id = ${projectId}
        order by c.position, c.created_at`);
      return (rows as unknown as Omit<ChapterFacts, 'number'>[]).map((row, i) => ({ ...row, number: i + 1 }));
    },

    async latestDraft(chapterId: string, executor: Executor = db) {
      const { rows } = await executor.execute(sql`
        select version, origin, paragraphs, created_at as "createdAt" from chapter_drafts
        where chapter_id = ${chapterId} order by version desc limit 1`);
      return rows[0] as DraftRow | undefined;
    },

    async draftVersion(chapterId: string, version: number, executor: Executor = db) {
      const { rows } = await executor.execute(sql`
        select version, origin, paragraphs, created_at as "createdAt" from chapter_drafts
        where chapter_id = ${chapterId} and version = ${version}`);
      return rows[0] as DraftRow | undefined;
    },

    async listDraftVersions(chapterId: string, limit: number, executor: Executor = db) {
      const { rows } = await executor.execute(sql`
        select version, origin, paragraphs, created_at as "createdAt" from chapter_drafts
        where chapter_id = ${chapterId} order by version desc limit ${limit}`);
      return rows as unknown as DraftRow[];
    },

    /** Saves the next version (the chapter is locked, so versions are numbered one at a time). */
    async insertDraft(
      chapterId: string,
      origin: DraftOrigin,
      paragraphs: DraftParagraph[],
      executor: Executor = db,
    ) {
      const { rows } = await executor.execute(sql`
        insert into chapter_drafts (chapter_id, version, origin, paragraphs)
        values (${chapterId}, (select coalesce(max(version), 0) + 1 from chapter_drafts where chapter_id = ${chapterId}),
                ${origin}, ${JSON.stringify(paragraphs)}::jsonb)
        returning version, origin, paragraphs, created_at as "createdAt"`);
      return rows[0] as unknown as DraftRow;
    },

    /** The title and Memory DNA of each of these memories that is the person's, for the book's story headings. */
    async storyFacts(userId: string, refs: readonly MemoryRef[], executor: Executor = db) {
      const parts: SQL[] = [];
      for (const kind of CHAPTER_MEMORY_KINDS) {
        const ids = [...new Set(refs.filter((ref) => ref.kind === kind).map((ref) => ref.id))];
        if (ids.length === 0) continue;
        const k = KINDS[kind];
        parts.push(sql`(select ${kind}::text as kind, m.id, ${k.name} as title, ${k.when} as "whenHappened",
            ${k.where} as "whereHappened", ${k.people} as "peopleInvolved"
          from ${k.table} m where m.user_id = ${userId} and m.id in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )}))`);
      }
      if (parts.length === 0) return [];
      const { rows } = await executor.execute(sql.join(parts, sql` union all `));
      return rows as unknown as StoryFactsRow[];
    },
  };
}

export type ManuscriptRepository = ReturnType<typeof createManuscriptRepository>;
