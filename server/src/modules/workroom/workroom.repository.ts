import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import type { ChapterMemoryKind, MemoryRef } from '#shared/manuscript.ts';
import { chapterOpenToEditor } from '../family-access/release-rules.ts';
import { storytellerDay } from '../family-access/storyteller-day.ts';

export interface WorkroomChapterRow {
  id: string;
  projectId: string;
  title: string;
  hasDraft: boolean;
}

export interface WorkroomMemoryRow {
  chapterId: string;
  kind: ChapterMemoryKind;
  id: string;
  name: string;
}

/**
 * What an editor's help reads of the storyteller's memoirs (docs/decisions/1512). Every query goes through the
 * owner's id, and every chapter through `chapterOpenToEditor` (release-rules.ts); writes go through the owner's own
 * studio and manuscript services, never from here.
 */
export function createWorkroomRepository(db: Database, now: () => Date) {
  return {
    /**
     * Which of these memories of the owner are words written down automatically and not checked yet, as
     * `kind:id` keys: a recording's transcript (decision 807) or a spoken answer's words (decision 811).
     */
    async uncheckedMemories(ownerId: string, refs: readonly MemoryRef[]) {
      const unchecked = new Set<string>();
      const ids = (kind: MemoryRef['kind']) => refs.filter((ref) => ref.kind === kind).map((ref) => ref.id);
      const queries = [
        { kind: 'file', ids: ids('file'), table: sql`uploaded_files`, mark: sql`m.transcript_checked` },
        { kind: 'answer', ids: ids('answer'), table: sql`interview_answers`, mark: sql`m.words_checked` },
      ];
      for (const { kind, ids: some, table, mark } of queries) {
        if (some.length === 0) continue;
        const { rows } = await db.execute(sql`select m.id from ${table} m where m.user_id = ${ownerId}
          and not ${mark} and m.id in (${sql.join(
            some.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`);
        for (const row of rows as Array<{ id: string }>) unchecked.add(`${kind}:${row.id}`);
      }
      return unchecked;
    },

    async projects(ownerId: string, projectId?: string) {
      const { rows } = await db.execute(sql`select p.id, p.title from memoir_projects p
        where p.user_id = ${ownerId} ${projectId ? sql`and p.id = ${projectId}` : sql``}
        order by p.created_at, p.id`);
      return rows as unknown as Array<{ id: string; title: string }>;
    },

    /** The chapters open to an editor, in the storyteller's order; narrowed to one project or chapter. */
    async openChapters(ownerId: string, only: { projectId?: string; chapterId?: string } = {}) {
      const day = await storytellerDay(db, ownerId, now());
      const { rows } = await db.execute(sql`select c.id, c.project_id as "projectId", c.title,
          exists (select 1 from chapter_drafts d where d.chapter_id = c.id) as "hasDraft"
        from memoir_chapters c join memoir_projects p on p.id = c.project_id
        where p.user_id = ${ownerId} and ${chapterOpenToEditor('c', day)}
          ${only.projectId ? sql`and c.project_id = ${only.projectId}` : sql``}
          ${only.chapterId ? sql`and c.id = ${only.chapterId}` : sql``}
        order by p.created_at, c.position`);
      return rows as unknown as WorkroomChapterRow[];
    },

    /** The memories of these chapters (all visible: the chapters were checked open), each chapter in order. */
    async memoryNames(ownerId: string, chapterIds: readonly string[]) {
      if (chapterIds.length === 0) return [];
      const { rows } = await db.execute(sql`select cm.chapter_id as "chapterId",
          case when cm.fragment_id is not null then 'fragment' when cm.file_id is not null then 'file'
            else 'answer' end as kind,
          coalesce(cm.fragment_id, cm.file_id, cm.answer_id) as id,
          coalesce(f.name, u.title, a.question) as name
        from chapter_memories cm
          left join memory_fragments f on f.id = cm.fragment_id and f.user_id = ${ownerId}
          left join uploaded_files u on u.id = cm.file_id and u.user_id = ${ownerId}
          left join interview_answers a on a.id = cm.answer_id and a.user_id = ${ownerId}
        where cm.chapter_id in (${sql.join(
          chapterIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
        order by cm.chapter_id, cm.position`);
      return rows as unknown as WorkroomMemoryRow[];
    },
  };
}
export type WorkroomRepository = ReturnType<typeof createWorkroomRepository>;
