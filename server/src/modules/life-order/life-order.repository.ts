import { sql } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client.ts';
import { FLAG_READ_CHARS } from '#server/life-order/date-flags.ts';
import type { ChapterMemoryKind } from '#shared/manuscript.ts';
import { MEMORY_CHOICES_MAX } from '#shared/manuscript.ts';

/** A memory as "Your life in order" reads it: its when (saved and read), its opening words, its saved DNA. */
export interface LifeOrderRow {
  kind: ChapterMemoryKind;
  id: string;
  name: string;
  text: string;
  savedWhen: string | null;
  readWhen: string | null;
  whereHappened: string | null;
  peopleInvolved: string[];
  version: number | null;
  recording: boolean;
  /** An interview answer's interview, for its year fix (decision 913); null for the other kinds. */
  interviewId: string | null;
}

/** Her memories with words, each kind bounded (decision 522), and her birthday. Always through her id. */
export function createLifeOrderRepository(db: Database) {
  return {
    async memories(userId: string, executor: Executor = db): Promise<LifeOrderRow[]> {
      const { rows } = await executor.execute(sql`
        (select 'fragment' as kind, m.id, m.name, left(m.text, ${FLAG_READ_CHARS}) as text,
           m.when_happened as "savedWhen", m.analysis->>'whenHappened' as "readWhen",
           m.where_happened as "whereHappened", m.people_involved as "peopleInvolved", m.version,
           false as recording, null::uuid as "interviewId"
         from memory_fragments m where m.user_id = ${userId} and m.share_state <> 'left-out'
         order by m.created_at limit ${MEMORY_CHOICES_MAX})
        union all
        (select 'file', m.id, m.title, left(m.content, ${FLAG_READ_CHARS}), m.when_happened,
           m.analysis->>'whenHappened', m.where_happened, m.people_involved, m.version,
           (m.origin = 'recording' or m.mime_type like 'audio/%' or m.mime_type like 'video/%'), null::uuid
         from uploaded_files m where m.user_id = ${userId} and m.status = 'ready' and m.content <> ''
           and m.share_state <> 'left-out'
         order by m.created_at limit ${MEMORY_CHOICES_MAX})
        union all
        (select 'answer', m.id, m.question, left(m.text, ${FLAG_READ_CHARS}), m.when_happened,
           -- No Memory DNA from a spoken answer's words before she checked them (decision 811); the year she gave
           -- it herself is hers (decision 913), and its version is what a fix of that year is based on.
           case when m.words_checked then m.analysis->>'whenHappened' end, null, '{}'::text[], m.version, false,
           m.session_id
         from interview_answers m where m.user_id = ${userId} and m.status = 'ready' and m.text <> ''
           and not exists (select 1 from interview_sessions s where s.id = m.session_id and s.share_state = 'left-out')
         order by m.created_at limit ${MEMORY_CHOICES_MAX})`);
      return rows as unknown as LifeOrderRow[];
    },

    async birthday(userId: string, executor: Executor = db): Promise<string | null> {
      const { rows } = await executor.execute(
        sql`select birthday::text as birthday from users where id = ${userId}`,
      );
      return (rows[0] as { birthday: string | null } | undefined)?.birthday ?? null;
    },
  };
}
