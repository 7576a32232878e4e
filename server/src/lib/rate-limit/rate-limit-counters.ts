import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';

/** How often expired counters are deleted; a counter is also reset in place when it is hit after its window. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;

export interface CounterHit {
  /** Hits in the current window, this one included. */
  hits: number;
  /** Milliseconds until the window ends and the count starts again. */
  resetInMs: number;
}

/**
 * Fixed-window counters in PostgreSQL (table rate_limit_counters), so every app
 * instance of one deployment counts against the same limit. One statement per
 * hit: the upsert takes the row lock, so concurrent hits never count the same number.
 */
export function createRateLimitCounters(db: Database) {
  let lastSweep = 0;
  const sweepNowAndThen = async () => {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    await db.execute(sql`delete from rate_limit_counters where expires_at < now()`);
  };

  return {
    async hit(key: string, windowMs: number): Promise<CounterHit> {
      const result = await db.execute<{ hits: number; reset_in_ms: number }>(sql`
        insert into rate_limit_counters as counter (key, hits, expires_at)
        values (${key}, 1, now() + ${windowMs}::int * interval '1 millisecond')
        on conflict (key) do update set
          hits = case when counter.expires_at <= now() then 1 else counter.hits + 1 end,
          expires_at = case when counter.expires_at <= now() then excluded.expires_at else counter.expires_at end
        returning hits, greatest(0, extract(epoch from (expires_at - now())) * 1000)::float8 as reset_in_ms`);
      await sweepNowAndThen().catch(() => {});
      const row = result.rows[0]!;
      return { hits: Number(row.hits), resetInMs: Math.ceil(Number(row.reset_in_ms)) };
    },

    /** Takes one hit back, for an attempt that turned out to be allowed (a right password). */
    async unhit(key: string): Promise<void> {
      await db.execute(sql`update rate_limit_counters set hits = greatest(hits - 1, 0) where key = ${key}`);
    },

    /** The current count without counting a hit (0 when the window has ended). */
    async peek(key: string): Promise<CounterHit> {
      const result = await db.execute<{ hits: number; reset_in_ms: number }>(sql`
        select hits, greatest(0, extract(epoch from (expires_at - now())) * 1000)::float8 as reset_in_ms
        from rate_limit_counters where key = ${key} and expires_at > now()`);
      const row = result.rows[0];
      return row
        ? { hits: Number(row.hits), resetInMs: Math.ceil(Number(row.reset_in_ms)) }
        : { hits: 0, resetInMs: 0 };
    },
  };
}
export type RateLimitCounters = ReturnType<typeof createRateLimitCounters>;
