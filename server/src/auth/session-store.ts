import type { SessionStore } from '@fastify/session';
import { eq, lt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';

type StoredSession = Parameters<SessionStore['set']>[1];
const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;
/** A rolling expiry that moved less than this is not worth a database write. */
const EXPIRY_WRITE_GRANULARITY_MS = 24 * 60 * 60 * 1000;
const REMEMBERED_SESSIONS_MAX = 10_000;

/**
 * Sessions live in PostgreSQL, so any app instance can serve any request and a
 * restart signs nobody out. Expired rows are ignored on read and swept now and then.
 */
export class PostgresSessionStore implements SessionStore {
  private readonly db: Database;
  private lastSweep = 0;
  /**
   * What each recently seen session looks like in the database. Rolling sessions
   * are "saved" on every request; when only the expiry moved, and by less than a
   * day, the write is skipped (a 30-day session then lasts 29 to 30 days).
   */
  private readonly stored = new Map<string, { data: string; expiresAt: number }>();
  /**
   * Sessions this instance ended (sign-out). A request of the same browser that
   * was still running when the person signed out saves its session afterwards;
   * that save must not bring the session back.
   */
  private readonly ended = new Set<string>();

  constructor(db: Database) {
    this.db = db;
  }

  set(sid: string, session: StoredSession, callback: (err?: unknown) => void) {
    const expiresAt = session.cookie?.expires
      ? new Date(session.cookie.expires)
      : new Date(Date.now() + THIRTY_DAYS_MS);
    const userId = (session as { userId?: string }).userId ?? null;
    const data = JSON.stringify({ ...session, cookie: undefined });
    if (this.ended.has(sid)) {
      callback();
      return;
    }
    const known = this.stored.get(sid);
    if (known && known.data === data && expiresAt.getTime() - known.expiresAt < EXPIRY_WRITE_GRANULARITY_MS) {
      callback();
      return;
    }
    // A session this instance has seen exists in the database, unless it was ended since (sign-out,
    // "sign out other devices", account deletion): then it is only updated, so a request that was
    // still running when the session ended cannot write it back.
    const write = known
      ? this.db
          .update(sessions)
          .set({ userId, data, expiresAt })
          .where(eq(sessions.sid, sid))
          .returning({ sid: sessions.sid })
          .then((rows) => rows.length > 0)
      : this.db
          .insert(sessions)
          .values({ sid, userId, data, expiresAt })
          .onConflictDoUpdate({ target: sessions.sid, set: { userId, data, expiresAt } })
          .then(() => true);
    write
      .then((exists) => (exists ? this.remember(sid, data, expiresAt.getTime()) : this.stored.delete(sid)))
      .then(() => this.sweepNowAndThen())
      .then(() => callback(), callback);
  }

  get(sid: string, callback: (err: unknown, result?: StoredSession | null) => void) {
    this.db
      .select()
      .from(sessions)
      .where(eq(sessions.sid, sid))
      .then(([row]) => {
        if (!row || row.expiresAt.getTime() <= Date.now()) return callback(null, null);
        this.remember(sid, row.data, row.expiresAt.getTime());
        const session = JSON.parse(row.data) as StoredSession;
        // The cookie's expiry is the row's; the plugin rolls it forward from here.
        callback(null, {
          ...session,
          cookie: { ...(session.cookie ?? {}), expires: row.expiresAt },
        } as StoredSession);
      }, callback);
  }

  destroy(sid: string, callback: (err?: unknown) => void) {
    this.stored.delete(sid);
    this.ended.add(sid);
    if (this.ended.size > REMEMBERED_SESSIONS_MAX) this.ended.delete(this.ended.values().next().value!);
    this.db
      .delete(sessions)
      .where(eq(sessions.sid, sid))
      .then(() => callback(), callback);
  }

  private remember(sid: string, data: string, expiresAt: number) {
    this.stored.delete(sid);
    this.stored.set(sid, { data, expiresAt });
    if (this.stored.size > REMEMBERED_SESSIONS_MAX) this.stored.delete(this.stored.keys().next().value!);
  }

  private async sweepNowAndThen() {
    if (Date.now() - this.lastSweep < 60 * 60 * 1000) return;
    this.lastSweep = Date.now();
    await this.db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  }
}
