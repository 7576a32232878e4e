/**
 * How much of a person's writing one AI request reads (docs/decisions/522):
 * the newest memories with a generous part of their text, then older memories
 * that carry Memory DNA or a stored analysis with their opening only. Chosen
 * and cut in SQL, so a huge memory or archive never enters the process on an
 * AI request. The memories repository runs these queries (`listForAi`).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { MemoryForAi } from '#server/ai/ai-provider.ts';
import { type MemoryAnalysis, memoryAnalysisSchema } from '#shared/ai.ts';
import { dnaOf } from '../presenters.ts';

export const AI_NEWEST_MEMORIES = 200;
export const AI_MEMORIES_MAX = 600;
export const AI_NEWEST_TEXT_CHARS = 10_000;
export const AI_OLDER_TEXT_CHARS = 1_000;

/** A row as the query below returns it: the AI's memory fields, with the raw analysis and time. */
type Row = Omit<MemoryForAi, 'source' | 'analysis' | 'createdAt'> & {
  analysis: unknown;
  createdAt: Date | string;
} & Record<string, unknown>;

function storedAnalysis(value: unknown): MemoryAnalysis | null {
  if (value === null || value === undefined) return null;
  const parsed = memoryAnalysisSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

const hasDna = sql`(cardinality(topics) > 0 or when_happened is not null or where_happened is not null
  or cardinality(people_involved) > 0 or analysis is not null)`;

type StoredSource = 'fragment' | 'file';

/** Where each kind of memory is stored, and which of them the AI may read. */
const SOURCES: Record<StoredSource, { table: SQL; name: SQL; text: SQL; readable: SQL }> = {
  fragment: { table: sql`memory_fragments`, name: sql`m.name`, text: sql`m.text`, readable: sql`true` },
  // Only ready files have their text, and an automatic transcript is read once the person has checked it.
  file: {
    table: sql`uploaded_files`,
    name: sql`m.title`,
    text: sql`m.content`,
    readable: sql`status = 'ready' and transcript_checked`,
  },
};

/** The query choosing one kind of this person's memories for the AI, newest first. */
export function chosenForAi(source: StoredSource, userId: string): SQL<Row> {
  const { table, name, text, readable } = SOURCES[source];
  const textCut = sql`case when chosen.rank <= ${AI_NEWEST_MEMORIES} then ${AI_NEWEST_TEXT_CHARS}::int
    else ${AI_OLDER_TEXT_CHARS}::int end`;
  return sql<Row>`
    with ranked as (
      select id, row_number() over (order by created_at desc, id) as rank, ${hasDna} as has_dna
      from ${table} where user_id = ${userId} and ${readable}
    ), chosen as (
      select id, rank from ranked where rank <= ${AI_NEWEST_MEMORIES} or has_dna
      order by rank limit ${AI_MEMORIES_MAX}
    )
    select m.id, ${name} as name, left(${text}, ${textCut}) as text, m.topics,
           m.when_happened as "whenHappened", m.where_happened as "whereHappened",
           m.people_involved as "peopleInvolved", m.analysis, m.created_at as "createdAt"
    from chosen join ${table} m on m.id = chosen.id
    order by chosen.rank`;
}

export const toMemoryForAi =
  (source: StoredSource) =>
  (row: Record<string, unknown>): MemoryForAi => {
    const memory = row as Row;
    return {
      id: memory.id,
      source,
      name: memory.name,
      text: memory.text,
      ...dnaOf(memory),
      createdAt: new Date(memory.createdAt),
      analysis: storedAnalysis(memory.analysis),
    };
  };
