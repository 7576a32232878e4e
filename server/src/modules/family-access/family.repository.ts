import { sql } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client.ts';
import type { FamilyRole, ReleaseKind, ReleaseState } from '#shared/family.ts';
import type { MemoryRef } from '#shared/manuscript.ts';
import { memoryVisible } from './release-rules.ts';
import type { StorytellerDay } from './storyteller-day.ts';

/** A row of the owner's list, with the member's name once they accepted. */
export interface FamilyMemberRow {
  id: string;
  email: string;
  role: FamilyRole;
  memberId: string | null;
  invitedAt: Date;
  acceptedAt: Date | null;
  firstName: string | null;
  lastName: string | null;
}

export interface FamilyQuestionRow {
  id: string;
  text: string;
  askedAt: Date;
  askerName: string;
  fragmentId: string | null;
  fileId: string | null;
  answerId: string | null;
}

export interface PerspectiveRow {
  id: string;
  authorId: string;
  authorName: string;
  text: string;
  createdAt: Date;
  fragmentId: string | null;
  fileId: string | null;
  answerId: string | null;
}

/** A person's name as the family circle shows it: first and last name, else their e-mail address. */
export const personName = (alias: string) =>
  sql.raw(
    `coalesce(nullif(trim(concat_ws(' ', ${alias}.first_name, ${alias}.last_name)), ''), ${alias}.email)`,
  );

/** An active member is listed by their account's own address (decision 1518): who holds the access, today. */
const MEMBER_COLUMNS = sql`fm.id, coalesce(u.email, fm.email) as email, fm.role, fm.member_id as "memberId", fm.invited_at as "invitedAt",
  fm.accepted_at as "acceptedAt", u.first_name as "firstName", u.last_name as "lastName"`;

/** The table of each release kind and how it is reached from the owner. */
const RELEASE_TABLES: Record<ReleaseKind, { table: string; owned: string; key: string }> = {
  fragment: { table: 'memory_fragments', owned: 't.user_id = $owner', key: 't.id' },
  file: { table: 'uploaded_files', owned: 't.user_id = $owner', key: 't.id' },
  interview: { table: 'interview_sessions', owned: 't.user_id = $owner', key: 't.id' },
  chapter: {
    table: 'memoir_chapters',
    owned: 't.project_id in (select id from memoir_projects where user_id = $owner)',
    key: 't.id',
  },
  // A book is named by its project's id.
  book: { table: 'books', owned: 't.user_id = $owner', key: 't.project_id' },
};

const ownedWhere = (kind: ReleaseKind, ownerId: string) => {
  const [before, after] = RELEASE_TABLES[kind].owned.split('$owner') as [string, string];
  return sql`${sql.raw(before)}${ownerId}${sql.raw(after)}`;
};

interface ReleaseRow {
  kind: ReleaseKind;
  id: string;
  state: 'released' | 'left-out';
  opensOn: string | null;
  heldBack: boolean;
}

/**
 * For a chapter (alias t): the latest day one of its shared memories opens, and whether one of them is not
 * shared at all (private or left out), which keeps the chapter from the family (release-rules.ts).
 */
const CHAPTER_MEMORY_STATES = sql.raw(`select
    max(case when coalesce(f.share_state, u.share_state, s.share_state) = 'released'
      then coalesce(f.opens_on, u.opens_on, s.opens_on) end) as latest,
    bool_or(coalesce(f.share_state, u.share_state, s.share_state) <> 'released') as held
  from chapter_memories cm
    left join memory_fragments f on f.id = cm.fragment_id
    left join uploaded_files u on u.id = cm.file_id
    left join interview_answers a on a.id = cm.answer_id
    left join interview_sessions s on s.id = a.session_id
  where cm.chapter_id = t.id`);

/** The family circle as its owner reaches it; every method takes the owner's id (decision 614). */
export function createFamilyRepository(db: Database) {
  return {
    async listMembers(ownerId: string, executor: Executor = db) {
      const { rows } = await executor.execute(sql`select ${MEMBER_COLUMNS}
        from family_members fm left join users u on u.id = fm.member_id
        where fm.owner_id = ${ownerId} order by fm.invited_at, fm.email`);
      return rows as unknown as FamilyMemberRow[];
    },

    async getMember(ownerId: string, id: string, executor: Executor = db) {
      const { rows } = await executor.execute(sql`select ${MEMBER_COLUMNS}
        from family_members fm left join users u on u.id = fm.member_id
        where fm.owner_id = ${ownerId} and fm.id = ${id}`);
      return rows[0] as FamilyMemberRow | undefined;
    },

    /** Holds the owner's row until the transaction ends, so two adds cannot both pass the list cap. */
    async lockOwner(ownerId: string, executor: Executor) {
      const { rows } = await executor.execute(
        sql`select email, ${personName('users')} as name from users where id = ${ownerId} for update`,
      );
      return rows[0] as { email: string; name: string } | undefined;
    },

    /** The owner's name as the family reads it. */
    async ownerName(ownerId: string) {
      const { rows } = await db.execute(
        sql`select ${personName('users')} as name from users where id = ${ownerId}`,
      );
      return (rows[0] as { name: string } | undefined)?.name ?? '';
    },

    async countMembers(ownerId: string, executor: Executor = db) {
      const { rows } = await executor.execute(
        sql`select count(*)::int as count from family_members where owner_id = ${ownerId}`,
      );
      return (rows[0] as { count: number }).count;
    },

    /** The new row's id, or undefined when that address is already listed. */
    async insertMember(
      ownerId: string,
      input: { email: string; role: FamilyRole; tokenHash: string; expiresAt: Date },
      executor: Executor = db,
    ) {
      const { rows } = await executor.execute(sql`insert into family_members
          (owner_id, email, role, token_hash, invitation_expires_at)
        values (${ownerId}, ${input.email}, ${input.role}, ${input.tokenHash}, ${input.expiresAt.toISOString()})
        on conflict (owner_id, email) do nothing returning id`);
      return (rows[0] as { id: string } | undefined)?.id;
    },

    async changeRole(ownerId: string, id: string, role: FamilyRole) {
      const { rowCount } = await db.execute(
        sql`update family_members set role = ${role} where owner_id = ${ownerId} and id = ${id}`,
      );
      return (rowCount ?? 0) > 0;
    },

    /** A new token for an invitation not yet accepted; false when there is none with that id. */
    async replaceToken(ownerId: string, id: string, tokenHash: string, expiresAt: Date) {
      const { rowCount } = await db.execute(sql`update family_members
        set token_hash = ${tokenHash}, invitation_expires_at = ${expiresAt.toISOString()}, invited_at = now()
        where owner_id = ${ownerId} and id = ${id} and member_id is null`);
      return (rowCount ?? 0) > 0;
    },

    async removeMember(ownerId: string, id: string) {
      const { rowCount } = await db.execute(
        sql`delete from family_members where owner_id = ${ownerId} and id = ${id}`,
      );
      return (rowCount ?? 0) > 0;
    },

    /** Every item that is not private. */
    /**
     * Every item that is not private, with the day it opens when that is after `day` (the storyteller's today).
     * A chapter opens when the last of its memories does, and is held back while one of them is not shared.
     */
    async listReleases(ownerId: string, day: StorytellerDay) {
      const parts = (Object.keys(RELEASE_TABLES) as ReleaseKind[]).map((kind) =>
        kind === 'chapter'
          ? sql`(select 'chapter'::text as kind, t.id, t.share_state as state,
              to_char(greatest(t.opens_on, m.latest), 'YYYY-MM-DD') as "opensOn",
              (t.share_state = 'released' and coalesce(m.held, false)) as "heldBack"
            from memoir_chapters t
              left join lateral (${CHAPTER_MEMORY_STATES}) m on true
            where ${ownedWhere(kind, ownerId)} and t.share_state <> 'private')`
          : sql`(select ${kind}::text as kind, ${sql.raw(RELEASE_TABLES[kind].key)} as id,
              t.share_state as state, to_char(t.opens_on, 'YYYY-MM-DD') as "opensOn", false as "heldBack"
            from ${sql.raw(RELEASE_TABLES[kind].table)} t
            where ${ownedWhere(kind, ownerId)} and t.share_state <> 'private')`,
      );
      const { rows } = await db.execute(sql`${sql.join(parts, sql` union all `)} order by kind, id`);
      // A day that has come is no longer news: the item is simply shared.
      return (rows as unknown as ReleaseRow[]).map((row) =>
        row.opensOn && row.opensOn <= day ? { ...row, opensOn: null } : row,
      );
    },

    /** The memories of a chapter its family cannot see on `day`, in order, with the day each opens (null: not shared). */
    async heldBackIn(chapterId: string, day: StorytellerDay, executor: Executor) {
      const { rows } = await executor.execute(sql`select coalesce(f.name, u.title, a.question) as name,
          to_char(case when coalesce(f.share_state, u.share_state, s.share_state) = 'released'
            then coalesce(f.opens_on, u.opens_on, s.opens_on) end, 'YYYY-MM-DD') as "opensOn"
        from chapter_memories cm
          left join memory_fragments f on f.id = cm.fragment_id
          left join uploaded_files u on u.id = cm.file_id
          left join interview_answers a on a.id = cm.answer_id
          left join interview_sessions s on s.id = a.session_id
        where cm.chapter_id = ${chapterId} and not coalesce(${memoryVisible('fragment', 'f', day)}
          or ${memoryVisible('file', 'u', day)} or ${memoryVisible('answer', 'a', day)}, false)
        order by cm.position`);
      return rows as unknown as Array<{ name: string; opensOn: string | null }>;
    },

    /** Sets one item's state; false when it is not the owner's. */
    async setState(
      ownerId: string,
      item: { kind: ReleaseKind; id: string },
      state: ReleaseState,
      opensOn: string | null,
      executor: Executor,
    ) {
      const { table, key } = RELEASE_TABLES[item.kind];
      const { rowCount } = await executor.execute(sql`update ${sql.raw(table)} t
        set share_state = ${state}, opens_on = ${state === 'released' ? opensOn : null}
        where ${sql.raw(key)} = ${item.id} and ${ownedWhere(item.kind, ownerId)}`);
      return (rowCount ?? 0) > 0;
    },

    /**
     * Releases the private memories of a chapter (an answer through its interview) with the chapter's day;
     * left-out ones stay out and released ones keep their own day. The chapter must be the owner's.
     */
    async releaseChapterMemories(
      ownerId: string,
      chapterId: string,
      opensOn: string | null,
      executor: Executor,
    ) {
      let changed = 0;
      const targets = [
        sql`update memory_fragments t set share_state = 'released', opens_on = ${opensOn}
          where t.user_id = ${ownerId} and t.share_state = 'private'
            and t.id in (select fragment_id from chapter_memories where chapter_id = ${chapterId})`,
        sql`update uploaded_files t set share_state = 'released', opens_on = ${opensOn}
          where t.user_id = ${ownerId} and t.share_state = 'private'
            and t.id in (select file_id from chapter_memories where chapter_id = ${chapterId})`,
        sql`update interview_sessions t set share_state = 'released', opens_on = ${opensOn}
          where t.user_id = ${ownerId} and t.share_state = 'private'
            and t.id in (select a.session_id from chapter_memories cm join interview_answers a on a.id = cm.answer_id
              where cm.chapter_id = ${chapterId})`,
      ];
      for (const update of targets) changed += (await executor.execute(update)).rowCount ?? 0;
      return changed;
    },

    /** The zone whose midnight opens the owner's dated releases (decision 1523). */
    async setTimeZone(ownerId: string, timeZone: string, executor: Executor) {
      await executor.execute(sql`update users set time_zone = ${timeZone} where id = ${ownerId}`);
    },

    /** "Release everything so far": every private memory, chapter and book of the owner. */
    async releaseEverything(ownerId: string, opensOn: string | null, executor: Executor) {
      let changed = 0;
      for (const kind of Object.keys(RELEASE_TABLES) as ReleaseKind[]) {
        const { rowCount } = await executor.execute(sql`update ${sql.raw(RELEASE_TABLES[kind].table)} t
          set share_state = 'released', opens_on = ${opensOn}
          where ${ownedWhere(kind, ownerId)} and t.share_state = 'private'`);
        changed += rowCount ?? 0;
      }
      return changed;
    },

    /** Whether the memory is the owner's (an answer through its interview). */
    async ownsMemory(ownerId: string, ref: MemoryRef) {
      const table = { fragment: 'memory_fragments', file: 'uploaded_files', answer: 'interview_answers' }[
        ref.kind
      ];
      const { rows } = await db.execute(
        sql`select 1 from ${sql.raw(table)} where id = ${ref.id} and user_id = ${ownerId}`,
      );
      return rows.length > 0;
    },

    /** Open questions newest first (dismissed ones are gone from the list). */
    async listQuestions(ownerId: string, id?: string) {
      const { rows } = await db.execute(sql`select q.id, q.text, q.asked_at as "askedAt",
          ${personName('u')} as "askerName", q.fragment_id as "fragmentId", q.file_id as "fileId",
          q.answer_id as "answerId"
        from family_questions q join users u on u.id = q.asker_id
        where q.owner_id = ${ownerId} and q.dismissed_at is null ${id ? sql`and q.id = ${id}` : sql``}
        order by q.asked_at desc, q.id`);
      return rows as unknown as FamilyQuestionRow[];
    },

    /** This memory answers the question; false when the question is not the owner's (or was dismissed). */
    async answerQuestion(ownerId: string, id: string, ref: MemoryRef, executor: Executor = db) {
      const { rowCount } = await executor.execute(sql`update family_questions
        set fragment_id = ${ref.kind === 'fragment' ? ref.id : null}, file_id = ${ref.kind === 'file' ? ref.id : null},
          answer_id = ${ref.kind === 'answer' ? ref.id : null}, answered_at = now()
        where owner_id = ${ownerId} and id = ${id} and dismissed_at is null`);
      return (rowCount ?? 0) > 0;
    },

    async dismissQuestion(ownerId: string, id: string) {
      const { rowCount } = await db.execute(sql`update family_questions set dismissed_at = now()
        where owner_id = ${ownerId} and id = ${id} and dismissed_at is null`);
      return (rowCount ?? 0) > 0;
    },

    /** Every perspective on the owner's memories, newest first. */
    async listPerspectives(ownerId: string, memory?: MemoryRef) {
      const column = memory
        ? { fragment: 'fragment_id', file: 'file_id', answer: 'answer_id' }[memory.kind]
        : '';
      const { rows } =
        await db.execute(sql`select p.id, p.author_id as "authorId", ${personName('u')} as "authorName",
          p.text, p.created_at as "createdAt", p.fragment_id as "fragmentId", p.file_id as "fileId",
          p.answer_id as "answerId"
        from family_perspectives p join users u on u.id = p.author_id
        where p.owner_id = ${ownerId} ${memory ? sql`and p.${sql.raw(column)} = ${memory.id}` : sql``}
        order by p.created_at desc, p.id`);
      return rows as unknown as PerspectiveRow[];
    },
  };
}
export type FamilyRepository = ReturnType<typeof createFamilyRepository>;

/** The memory a row with one column per kind points at. */
export function refOf(row: { fragmentId: string | null; fileId: string | null; answerId: string | null }) {
  if (row.fragmentId) return { kind: 'fragment' as const, id: row.fragmentId };
  if (row.fileId) return { kind: 'file' as const, id: row.fileId };
  if (row.answerId) return { kind: 'answer' as const, id: row.answerId };
  return null;
}
