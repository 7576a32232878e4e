import type { SessionStore } from '@fastify/session';
import { eq, lt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';

type StoredSession = Parameters<SessionStore['set']>[1];
const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Sessions live in PostgreSQL, so any app instance can serve any request and a
 * restart signs nobody out. Expired rows are ignored on read and swept now and then.
 */
export class PostgresSessionStore implements SessionStore {
  private readonly db: Database;
  private lastSweep = 0;

  constructor(db: Database) {
    this.db = db;
  }

  set(sid: string, session: StoredSession, callback: (err?: unknown) => void) {
    const expiresAt = session.cookie?.expires
      ? new Date(session.cookie.expires)
      : new Date(Date.now() + THIRTY_DAYS_MS);
    const userId = (session as { userId?: string }).userId ?? null;
    const data = JSON.stringify(session);
    this.db
      .insert(sessions)
      .values({ sid, userId, data, expiresAt })
      .onConflictDoUpdate({ target: sessions.sid, set: { userId, data, expiresAt } })
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
        callback(null, JSON.parse(row.data) as StoredSession);
      }, callback);
  }

  destroy(sid: string, callback: (err?: unknown) => void) {
    this.db
      .delete(sessions)
      .where(eq(sessions.sid, sid))
      .then(() => callback(), callback);
  }

  private async sweepNowAndThen() {
    if (Date.now() - this.lastSweep < 60 * 60 * 1000) return;
    this.lastSweep = Date.now();
    await this.db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  }
}
