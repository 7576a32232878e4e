import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import type { MemoryRowKind } from '#shared/memory-rules.ts';
import { MEMORY_SEARCH_PAGE, type MemorySearchSort } from '#shared/memory-search.ts';

/**
 * Marks around the found words in ts_headline's answer: private-use characters no one types, removed from the
 * text first, so the words are split on them and the client never receives markup (decision 1620).
 */
export const MATCH_START = '\uE000';
export const MATCH_STOP = '\uE001';

export interface MemorySearchFilters {
  words: string;
  kind?: MemoryRowKind;
  topic?: string;
  person?: string;
  decade?: number;
  dna?: 'Complete' | 'Partial' | 'None';
  sort: MemorySearchSort;
  offset: number;
}

export type MemorySearchRow = {
  id: string;
  kind: MemoryRowKind;
  name: string;
  excerpt: string;
  total: number;
};

/** `%` and `_` typed by a person are letters, not LIKE wildcards. */
const likeLiteral = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Every memory of one person as one set of rows: typed memories and files with their stored search vectors,
 * finished interviews with their answers read as they go (fifty interviews are cheap to read). The DNA lists
 * are read into a vector of their own here (see the schema: they cannot be stored).
 */
const memoriesOf = (userId: string) => sql`
  select id, 'fragment' as kind, name, text as body, search_vector as vector, topics,
         people_involved as people, when_happened, where_happened, created_at
    from memory_fragments where user_id = ${userId}
  union all
  select id, 'file', title, content, search_vector, topics, people_involved, when_happened,
         where_happened, created_at
    from uploaded_files where user_id = ${userId}
  union all
  select s.id, 'interview', array_to_string(s.topics, ' & '), a.body,
         setweight(to_tsvector('english', array_to_string(s.topics, ' ')), 'A') ||
           setweight(to_tsvector('english', coalesce(a.body, '')), 'B'),
         s.topics, array[s.person], null, null, s.started_at
    from interview_sessions s
    left join lateral (
      -- An interview's text as the list shows it (interviewText in shared/interviews.ts).
      select string_agg(question || E'\\n' || coalesce(nullif(text, ''), '(No words yet.)'), E'\\n\\n'
                        order by position) as body
        from interview_answers where session_id = s.id and user_id = ${userId}
    ) a on true
   where s.user_id = ${userId} and s.status = 'finished'`;

/** The first year written in "when it happened" ("Summer 1965", "the 1940s"), for decades and sorting. */
const yearHappened = sql`substring(m.when_happened from '(1[6-9][0-9][0-9]|20[0-9][0-9])')::int`;

/** The spec's completeness rule (dnaCompleteness in shared/memory-rules.ts): when, where and people filled. */
const dnaFilled = sql`(
  (coalesce(trim(m.when_happened), '') <> '')::int + (coalesce(trim(m.where_happened), '') <> '')::int +
  (exists (select 1 from unnest(m.people) p where trim(p) <> ''))::int)`;

/** Full-text search over one person's memories (decision 1620); every query is scoped to the owner. */
export function createMemorySearchRepository(db: Database) {
  return {
    async search(userId: string, filters: MemorySearchFilters): Promise<MemorySearchRow[]> {
      const conditions: SQL[] = [sql`true`];
      if (filters.words) {
        conditions.push(
          sql`(m.vector @@ q.query or to_tsvector('english', array_to_string(m.topics || m.people, ' ')) @@ q.query)`,
        );
      }
      if (filters.kind) conditions.push(sql`m.kind = ${filters.kind}`);
      if (filters.topic) {
        conditions.push(
          sql`exists (select 1 from unnest(m.topics) t where lower(t) = lower(${filters.topic}))`,
        );
      }
      if (filters.person) {
        // "Tom" finds "Tom" and "Tom (brother)", not "Tomas".
        const person = likeLiteral(filters.person);
        conditions.push(
          sql`exists (select 1 from unnest(m.people) p where p ilike ${person} or p ilike ${`${person} (%`})`,
        );
      }
      if (filters.decade !== undefined) {
        conditions.push(sql`${yearHappened} between ${filters.decade} and ${filters.decade + 9}`);
      }
      if (filters.dna) {
        conditions.push(
          filters.dna === 'Complete'
            ? sql`${dnaFilled} = 3`
            : filters.dna === 'None'
              ? sql`${dnaFilled} = 0`
              : sql`${dnaFilled} between 1 and 2`,
        );
      }
      const order =
        filters.sort === 'best' && filters.words
          ? sql`ts_rank(m.vector, q.query) desc, m.created_at desc`
          : filters.sort === 'happened'
            ? sql`${yearHappened} asc nulls last, m.created_at desc`
            : sql`m.created_at desc`;
      const marks = `StartSel=${MATCH_START}, StopSel=${MATCH_STOP}`;
      // Only the page's rows are highlighted: ts_headline reads the whole text and is the slow part.
      const { rows } = await db.execute<MemorySearchRow>(sql`
        with q as (select websearch_to_tsquery('english', ${filters.words}) as query),
        found as (
          select m.id, m.kind, m.name, m.body, count(*) over () as total,
                 row_number() over (order by ${order}, m.id) as place
            from (${memoriesOf(userId)}) as m (id, kind, name, body, vector, topics, people, when_happened,
                                             where_happened, created_at), q
           where ${sql.join(conditions, sql` and `)}
           order by place
           limit ${MEMORY_SEARCH_PAGE} offset ${filters.offset}
        )
        select f.id, f.kind,
               ts_headline('english', translate(f.name, ${MATCH_START + MATCH_STOP}, ''), q.query,
                           ${`${marks}, HighlightAll=true`}) as name,
               ts_headline('english', translate(left(coalesce(f.body, ''), 20000), ${MATCH_START + MATCH_STOP}, ''),
                           q.query, ${`${marks}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`})
                 as excerpt,
               f.total::int as total
          from found f, q
         order by f.place`);
      return rows;
    },
  };
}
