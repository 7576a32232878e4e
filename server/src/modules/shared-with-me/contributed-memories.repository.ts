import { sql } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client.ts';
import type { AddedMemory } from '#shared/family.ts';
import { memoryVisible } from '../family-access/release-rules.ts';
import { type StorytellerDay, storytellerDay } from '../family-access/storyteller-day.ts';

/**
 * The memories one member added to one owner's collection (decision 1513), as that member sees them. Every
 * query is scoped to both: the owner's collection and the member's own additions, nothing else. Until the family
 * can see it, the member sees the words they wrote, never the storyteller's later edits (decision 1519); once it
 * is shared, what the family sees.
 */
const ADDED = (ownerId: string, memberId: string, day: StorytellerDay) => sql`select m.id,
    case when ${memoryVisible('fragment', 'm', day)} then m.name else coalesce(m.contributed_name, 'A memory you added') end as name,
    case when ${memoryVisible('fragment', 'm', day)} then m.text else coalesce(m.contributed_text, '') end as text,
    to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
    ${memoryVisible('fragment', 'm', day)} as shared, (m.share_state <> 'released') as removable
  from memory_fragments m where m.user_id = ${ownerId} and m.added_by = ${memberId}`;

export function createContributedMemoriesRepository(db: Database, now: () => Date) {
  return {
    /** Newest first. */
    async list(ownerId: string, memberId: string) {
      const day = await storytellerDay(db, ownerId, now());
      const { rows } = await db.execute(
        sql`${ADDED(ownerId, memberId, day)} order by m.created_at desc, m.id desc`,
      );
      return rows as unknown as AddedMemory[];
    },

    async get(ownerId: string, memberId: string, id: string, executor: Executor = db) {
      const day = await storytellerDay(executor, ownerId, now());
      const { rows } = await executor.execute(sql`${ADDED(ownerId, memberId, day)} and m.id = ${id}`);
      return rows[0] as AddedMemory | undefined;
    },

    /**
     * Deletes the member's addition while the owner has not released it: 'removed', 'released' (kept), or
     * 'missing' when it is not one this member added to this owner's collection.
     */
    async removeUnreleased(ownerId: string, memberId: string, id: string) {
      const { rows } = await db.execute(sql`with target as (
          select id, share_state from memory_fragments
          where user_id = ${ownerId} and added_by = ${memberId} and id = ${id} for update),
        gone as (delete from memory_fragments m using target
          where m.id = target.id and target.share_state <> 'released' returning m.id)
        select (select count(*)::int from target) as found, (select count(*)::int from gone) as removed`);
      const { found, removed } = rows[0] as { found: number; removed: number };
      return removed > 0 ? 'removed' : found > 0 ? 'released' : 'missing';
    },
  };
}
export type ContributedMemoriesRepository = ReturnType<typeof createContributedMemoriesRepository>;
