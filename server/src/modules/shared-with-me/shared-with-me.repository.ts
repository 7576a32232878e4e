import { type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client.ts';
import type { FamilyRole } from '#shared/family.ts';
import type { MemoryRef } from '#shared/manuscript.ts';
import { personName } from '../family-access/family.repository.ts';
import { bookVisible, chapterVisible, isWaiting, memoryVisible } from '../family-access/release-rules.ts';
import { type StorytellerDay, storytellerDay } from '../family-access/storyteller-day.ts';

/** A visible memory as the family reads it (before the presenter adds its perspectives). */
export interface SharedMemoryRow {
  kind: 'fragment' | 'file' | 'answer';
  id: string;
  name: string;
  /** Empty for a recording whose automatic transcript the owner has not checked yet (decision 807). */
  text: string;
  /** True when `text` was held back because the transcript is not checked yet. */
  wordsUnchecked: boolean;
  recording: boolean;
  audio: boolean;
  whenHappened: string | null;
  whereHappened: string | null;
  peopleInvolved: string[];
  topics: string[];
  createdAt: Date;
  version: number | null;
}

/** Each kind's visible memories of one owner; `where` narrows them further (alias m). */
const MEMORIES: Record<SharedMemoryRow['kind'], (ownerId: string, day: StorytellerDay, where: SQL) => SQL> = {
  fragment: (ownerId, day, where) => sql`select 'fragment'::text as kind, m.id, m.name, m.text,
      false as "wordsUnchecked", false as recording,
      false as audio, m.when_happened as "whenHappened", m.where_happened as "whereHappened",
      m.people_involved as "peopleInvolved", m.topics, m.created_at as "createdAt", m.version
    from memory_fragments m where m.user_id = ${ownerId} and ${memoryVisible('fragment', 'm', day)} and ${where}`,
  // An automatic transcript the owner has not checked may hold misheard words: like the book (decision 807), the
  // family gets the recording but not those words, and they never leave the database.
  file: (ownerId, day, where) => sql`select 'file'::text as kind, m.id, m.title as name,
      case when m.transcript_checked then m.content else '' end as text,
      (not m.transcript_checked) as "wordsUnchecked",
      (m.origin = 'recording' or m.mime_type like 'audio/%') as recording,
      (m.mime_type like 'audio/%') as audio, m.when_happened as "whenHappened",
      m.where_happened as "whereHappened", m.people_involved as "peopleInvolved", m.topics,
      m.created_at as "createdAt", m.version
    from uploaded_files m where m.user_id = ${ownerId} and m.status = 'ready' and ${memoryVisible('file', 'm', day)}
      and ${where}`,
  // A spoken answer's words are written down automatically too (decision 811): until the storyteller checks
  // them, the family hears the answer, reads none of its words and no Memory DNA drawn from them.
  answer: (ownerId, day, where) => sql`select 'answer'::text as kind, m.id, m.question as name,
      case when m.words_checked then m.text else '' end as text,
      (not m.words_checked) as "wordsUnchecked", false as recording, (m.storage_key is not null) as audio,
      case when m.words_checked then coalesce(m.when_happened, m.analysis->>'whenHappened') end as "whenHappened",
      case when m.words_checked then m.analysis->>'whereHappened' end as "whereHappened",
      array(select jsonb_array_elements_text(case when m.words_checked
        then coalesce(m.analysis->'peopleInvolved', '[]'::jsonb) else '[]'::jsonb end)) as "peopleInvolved",
      '{}'::text[] as topics, m.created_at as "createdAt", null::int as version
    from interview_answers m where m.user_id = ${ownerId} and m.status = 'ready' and m.text <> ''
      and ${memoryVisible('answer', 'm', day)} and ${where}`,
};

/**
 * The family's side, "Shared with me". Every read goes through the owner's id and the release rules
 * (release-rules.ts); the membership itself is read from the database on every request.
 */
export function createSharedWithMeRepository(db: Database, now: () => Date) {
  /** The owner's today, which decides what a dated release shows (decision 1523). */
  const dayOf = (ownerId: string) => storytellerDay(db, ownerId, now());
  return {
    /** The member's role in the owner's circle, or undefined when they are not (or no longer) in it. */
    async membership(memberId: string, ownerId: string) {
      const { rows } = await db.execute(sql`select fm.role, ${personName('o')} as "ownerName"
        from family_members fm join users o on o.id = fm.owner_id
        where fm.owner_id = ${ownerId} and fm.member_id = ${memberId}`);
      return rows[0] as { role: FamilyRole; ownerName: string } | undefined;
    },

    async storytellers(memberId: string) {
      const { rows } =
        await db.execute(sql`select fm.owner_id as "ownerId", ${personName('o')} as "ownerName",
          fm.role
        from family_members fm join users o on o.id = fm.owner_id
        where fm.member_id = ${memberId} order by 2`);
      return rows as unknown as Array<{ ownerId: string; ownerName: string; role: FamilyRole }>;
    },

    /**
     * Whether the person's own account holds anything of their own story (decision 1524). A contributor's
     * memories for a storyteller are stored under the storyteller's id, so they do not count here.
     */
    async ownStoryStarted(userId: string) {
      const { rows } = await db.execute(sql`select
          exists (select 1 from memory_fragments where user_id = ${userId})
          or exists (select 1 from uploaded_files where user_id = ${userId})
          or exists (select 1 from interview_sessions where user_id = ${userId})
          or exists (select 1 from memoir_projects where user_id = ${userId})
          or exists (select 1 from scheduled_calls where user_id = ${userId})
          or exists (select 1 from storyteller_links where user_id = ${userId})
          or exists (select 1 from family_members where owner_id = ${userId}) as started`);
      return (rows[0] as { started: boolean }).started;
    },

    async notices(memberId: string, days: number) {
      const { rows } = await db.execute(sql`select text from family_notices
        where member_id = ${memberId} and created_at > now() - make_interval(days => ${days})
        order by created_at desc`);
      return (rows as Array<{ text: string }>).map((row) => row.text);
    },

    async addNotice(memberId: string, text: string) {
      await db.execute(sql`insert into family_notices (member_id, text) values (${memberId}, ${text})`);
    },

    /** Visible memories, newest first; `ref` narrows to one. */
    async memories(ownerId: string, ref?: MemoryRef) {
      const kinds = ref ? [ref.kind] : (['fragment', 'file', 'answer'] as const);
      const day = await dayOf(ownerId);
      const parts = kinds.map(
        (kind) => sql`(${MEMORIES[kind](ownerId, day, ref ? sql`m.id = ${ref.id}` : sql`true`)})`,
      );
      const { rows } = await db.execute(
        sql`${sql.join(parts, sql` union all `)} order by "createdAt" desc, id`,
      );
      return rows as unknown as SharedMemoryRow[];
    },

    async visibleChapters(ownerId: string, chapterId?: string) {
      const day = await dayOf(ownerId);
      const { rows } =
        await db.execute(sql`select c.id, c.project_id as "projectId", p.title as "projectTitle",
          c.title
        from memoir_chapters c join memoir_projects p on p.id = c.project_id
        where p.user_id = ${ownerId} and ${chapterVisible('c', day)} ${chapterId ? sql`and c.id = ${chapterId}` : sql``}
        order by p.created_at, c.position`);
      return rows as unknown as Array<{ id: string; projectId: string; projectTitle: string; title: string }>;
    },

    /** The newest draft's paragraphs of a chapter already checked visible. */
    async newestDraft(chapterId: string) {
      const { rows } =
        await db.execute(sql`select paragraphs from chapter_drafts where chapter_id = ${chapterId}
        order by version desc limit 1`);
      return (rows[0] as { paragraphs: Array<{ text: string; sources?: MemoryRef[] }> } | undefined)
        ?.paragraphs;
    },

    /** Which of these memories of the owner are visible, as `kind:id` keys. */
    async visibleKeys(ownerId: string, refs: readonly MemoryRef[]) {
      const visible = new Set<string>();
      const day = await dayOf(ownerId);
      for (const kind of ['fragment', 'file', 'answer'] as const) {
        const ids = [...new Set(refs.filter((ref) => ref.kind === kind).map((ref) => ref.id))];
        if (ids.length === 0) continue;
        const table = { fragment: 'memory_fragments', file: 'uploaded_files', answer: 'interview_answers' }[
          kind
        ];
        const { rows } = await db.execute(sql`select m.id from ${sql.raw(table)} m
          where m.user_id = ${ownerId} and m.id in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )}) and ${memoryVisible(kind, 'm', day)}`);
        for (const row of rows as Array<{ id: string }>) visible.add(`${kind}:${row.id}`);
      }
      return visible;
    },

    /**
     * A visible chapter's memories' own words, in the chapter's order; like the book, without the words of an
     * automatic transcript or spoken answer the owner has not checked yet (decisions 807, 811).
     */
    async chapterTexts(ownerId: string, chapterId: string) {
      const { rows } = await db.execute(sql`select coalesce(f.text,
          case when u.transcript_checked then u.content end, case when a.words_checked then a.text end) as text
        from chapter_memories cm
          left join memory_fragments f on f.id = cm.fragment_id and f.user_id = ${ownerId}
          left join uploaded_files u on u.id = cm.file_id and u.user_id = ${ownerId}
          left join interview_answers a on a.id = cm.answer_id and a.user_id = ${ownerId}
        where cm.chapter_id = ${chapterId} order by cm.position`);
      return (rows as Array<{ text: string | null }>).flatMap((row) => (row.text?.trim() ? [row.text] : []));
    },

    /** Visible, made books with the formats of their finished make. */
    async visibleBooks(ownerId: string, projectId?: string) {
      const day = await dayOf(ownerId);
      const { rows } = await db.execute(sql`select b.project_id as "projectId", p.title as "projectTitle",
          b.made_at as "madeAt",
          array(select f.kind from book_files f where f.book_id = b.id and f.attempt = b.ready_attempt
            and f.kind not like 'preview-%' order by f.kind) as formats
        from books b join memoir_projects p on p.id = b.project_id
        where b.user_id = ${ownerId} and b.ready_attempt is not null and b.made_at is not null and ${bookVisible('b', day)}
          ${projectId ? sql`and b.project_id = ${projectId}` : sql``}
        order by p.created_at`);
      return rows as unknown as Array<{
        projectId: string;
        projectTitle: string;
        madeAt: Date;
        formats: string[];
      }>;
    },

    /** How many released items open on each later day (no names until then). */
    async upcoming(ownerId: string) {
      const day = await dayOf(ownerId);
      const { rows } =
        await db.execute(sql`select to_char(day, 'YYYY-MM-DD') as "opensOn", count(*)::int as count
        from (
          select t.opens_on as day from memory_fragments t where t.user_id = ${ownerId} and ${isWaiting('t', day)}
          union all select t.opens_on from uploaded_files t where t.user_id = ${ownerId} and ${isWaiting('t', day)}
          union all select t.opens_on from interview_sessions t where t.user_id = ${ownerId} and ${isWaiting('t', day)}
          union all select t.opens_on from memoir_chapters t join memoir_projects p on p.id = t.project_id
            where p.user_id = ${ownerId} and ${isWaiting('t', day)}
          union all select t.opens_on from books t where t.user_id = ${ownerId} and ${isWaiting('t', day)}
        ) waiting group by day order by day`);
      return rows as unknown as Array<{ opensOn: string; count: number }>;
    },

    async myQuestions(ownerId: string, askerId: string, id?: string) {
      const { rows } =
        await db.execute(sql`select id, text, asked_at as "askedAt", fragment_id as "fragmentId",
          file_id as "fileId", answer_id as "answerId"
        from family_questions where owner_id = ${ownerId} and asker_id = ${askerId}
          ${id ? sql`and id = ${id}` : sql``}
        order by asked_at desc, id`);
      return rows as unknown as Array<{
        id: string;
        text: string;
        askedAt: Date;
        fragmentId: string | null;
        fileId: string | null;
        answerId: string | null;
      }>;
    },

    async addQuestion(ownerId: string, askerId: string, text: string, executor: Executor = db) {
      const { rows } = await executor.execute(sql`insert into family_questions (owner_id, asker_id, text)
        values (${ownerId}, ${askerId}, ${text}) returning id`);
      return (rows[0] as { id: string }).id;
    },

    async addPerspective(
      ownerId: string,
      authorId: string,
      memory: MemoryRef,
      text: string,
      executor: Executor = db,
    ) {
      const { rows } = await executor.execute(sql`insert into family_perspectives
          (owner_id, author_id, fragment_id, file_id, answer_id, text)
        values (${ownerId}, ${authorId}, ${memory.kind === 'fragment' ? memory.id : null},
          ${memory.kind === 'file' ? memory.id : null}, ${memory.kind === 'answer' ? memory.id : null}, ${text})
        returning id`);
      return (rows[0] as { id: string }).id;
    },

    /** A visible recording or spoken answer's stored original. */
    async audioOf(ownerId: string, kind: 'file' | 'answer', id: string) {
      const day = await dayOf(ownerId);
      const { rows } = await db.execute(
        kind === 'file'
          ? sql`select m.storage_key as "storageKey", m.mime_type as "mimeType", m.size_bytes as "sizeBytes",
                m.original_name as "originalName"
              from uploaded_files m where m.user_id = ${ownerId} and m.id = ${id} and m.status = 'ready'
                and m.mime_type like 'audio/%' and ${memoryVisible('file', 'm', day)}`
          : sql`select m.storage_key as "storageKey", m.mime_type as "mimeType", m.size_bytes as "sizeBytes",
                'Interview answer ' || (m.position + 1) as "originalName"
              from interview_answers m where m.user_id = ${ownerId} and m.id = ${id}
                and m.storage_key is not null and ${memoryVisible('answer', 'm', day)}`,
      );
      return rows[0] as
        | { storageKey: string; mimeType: string; sizeBytes: number | string; originalName: string }
        | undefined;
    },
  };
}
export type SharedWithMeRepository = ReturnType<typeof createSharedWithMeRepository>;
