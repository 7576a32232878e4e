import { sql } from 'drizzle-orm';
import type { MemoryForAi } from '#server/ai/ai-provider.ts';
import type { Database } from '#server/db/client.ts';
import { type MemoryAnalysis, memoryAnalysisSchema } from '#shared/ai.ts';
import { analyzeMemoriesJobSql } from './memory-analysis.repository.ts';

/**
 * How much of a person's writing one AI request reads (docs/decisions/522):
 * the newest memories with a generous part of their text, then older memories
 * that carry Memory DNA or a stored analysis with their opening only. Chosen
 * and cut in SQL, so a huge memory or archive never enters the process on an
 * AI request.
 */
export const AI_NEWEST_MEMORIES = 200;
export const AI_MEMORIES_MAX = 600;
export const AI_NEWEST_TEXT_CHARS = 10_000;
export const AI_OLDER_TEXT_CHARS = 1_000;

interface Row extends Record<string, unknown> {
  id: string;
  name: string;
  text: string;
  topics: string[];
  when_happened: string | null;
  where_happened: string | null;
  people_involved: string[];
  analysis: unknown;
  created_at: Date | string;
}

function storedAnalysis(value: unknown): MemoryAnalysis | null {
  if (value === null || value === undefined) return null;
  const parsed = memoryAnalysisSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

const hasDna = sql`(cardinality(topics) > 0 or when_happened is not null or where_happened is not null
  or cardinality(people_involved) > 0 or analysis is not null)`;

/**
 * Everything one person has recorded, as the AI engine reads it: typed
 * memories and uploaded files that have text, newest first, bounded as above.
 * (The sample phone sessions live in the client only, spec §3.)
 */
export async function loadMemoriesForAi(db: Database, userId: string): Promise<MemoryForAi[]> {
  const textCut = sql`case when chosen.rank <= ${AI_NEWEST_MEMORIES} then ${AI_NEWEST_TEXT_CHARS}::int
    else ${AI_OLDER_TEXT_CHARS}::int end`;
  const [fragments, files] = await Promise.all([
    db.execute<Row>(sql`
      with ranked as (
        select id, row_number() over (order by created_at desc, id) as rank, ${hasDna} as has_dna
        from memory_fragments where user_id = ${userId}
      ), chosen as (
        select id, rank from ranked where rank <= ${AI_NEWEST_MEMORIES} or has_dna
        order by rank limit ${AI_MEMORIES_MAX}
      )
      select m.id, m.name, left(m.text, ${textCut}) as text, m.topics, m.when_happened, m.where_happened,
             m.people_involved, m.analysis, m.created_at
      from chosen join memory_fragments m on m.id = chosen.id
      order by chosen.rank`),
    db.execute<Row>(sql`
      with ranked as (
        select id, row_number() over (order by created_at desc, id) as rank, ${hasDna} as has_dna
        from uploaded_files where user_id = ${userId} and status = 'ready'
      ), chosen as (
        select id, rank from ranked where rank <= ${AI_NEWEST_MEMORIES} or has_dna
        order by rank limit ${AI_MEMORIES_MAX}
      )
      select f.id, f.title as name, left(f.content, ${textCut}) as text, f.topics, f.when_happened,
             f.where_happened, f.people_involved, f.analysis, f.created_at
      from chosen join uploaded_files f on f.id = chosen.id
      order by chosen.rank`),
  ]);
  const toMemory = (source: 'fragment' | 'file') => (row: Row) => ({
    id: row.id,
    source,
    name: row.name,
    text: row.text,
    topics: row.topics,
    whenHappened: row.when_happened,
    whereHappened: row.where_happened,
    peopleInvolved: row.people_involved,
    createdAt: new Date(row.created_at),
    analysis: storedAnalysis(row.analysis),
  });
  const memories: MemoryForAi[] = [
    ...fragments.rows.map(toMemory('fragment')),
    ...files.rows.map(toMemory('file')),
  ];
  // Memories written before analyses were stored (or imported a moment ago) are read in the background;
  // until then the engine uses the DNA they have.
  if (memories.some((memory) => memory.analysis === null))
    await db.execute(analyzeMemoriesJobSql(userId)).catch(() => {});
  return memories.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, AI_MEMORIES_MAX);
}
