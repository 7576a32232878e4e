import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client.ts';
import { recordingChunks, recordings, storytellerLinks } from '#server/db/schema/index.ts';

export type RecordingRow = typeof recordings.$inferSelect;

/** Recordings being made and their chunks; every query a person can reach is scoped to the owner. */
export function createRecordingsRepository(db: Database) {
  const owned = (userId: string, id: string) => and(eq(recordings.userId, userId), eq(recordings.id, id));
  return {
    async start(
      userId: string,
      mimeType: string,
      options: {
        purpose?: RecordingRow['purpose'];
        context?: Record<string, unknown>;
        storytellerLinkId?: string | null;
      } = {},
    ) {
      const [row] = await db
        .insert(recordings)
        .values({
          userId,
          purpose: options.purpose ?? 'memory',
          mimeType,
          context: options.context ?? null,
          storytellerLinkId: options.storytellerLinkId ?? null,
        })
        .returning();
      return row!;
    },
    /**
     * Opens a recording made through a storyteller link when the link's use allows it (docs/decisions/1522):
     * answers the new row, or what stopped it. The link's row is locked, so two starts at once count each other.
     */
    async startThroughLink(
      userId: string,
      mimeType: string,
      options: {
        purpose: RecordingRow['purpose'];
        context: Record<string, unknown>;
        storytellerLinkId: string;
      },
      limits: { openAtOnce: number; silentAfterMs: number; bytesPerDay: number },
    ): Promise<{ row: RecordingRow } | { refused: 'open' | 'bytes' }> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: storytellerLinks.id })
          .from(storytellerLinks)
          .where(and(eq(storytellerLinks.id, options.storytellerLinkId), eq(storytellerLinks.userId, userId)))
          .for('update');
        const [use] = await tx
          .select({
            open: sql<number>`(count(*) filter (where ${recordings.status} = 'recording' and ${recordings.lastChunkAt} > now() - make_interval(secs => ${limits.silentAfterMs / 1000})))::int`,
            bytes: sql<string>`coalesce(sum(${recordings.receivedBytes}), 0)`,
          })
          .from(recordings)
          .where(
            and(
              eq(recordings.userId, userId),
              eq(recordings.storytellerLinkId, options.storytellerLinkId),
              gt(recordings.createdAt, sql`now() - interval '1 day'`),
            ),
          );
        if ((use?.open ?? 0) >= limits.openAtOnce) return { refused: 'open' as const };
        if (Number(use?.bytes ?? 0) >= limits.bytesPerDay) return { refused: 'bytes' as const };
        const [row] = await tx
          .insert(recordings)
          .values({ userId, mimeType, ...options })
          .returning();
        return { row: row! };
      });
    },
    async get(userId: string, id: string, executor: Executor = db) {
      const [row] = await executor.select().from(recordings).where(owned(userId, id));
      return row;
    },
    /**
     * Records one chunk (a retried number replaces the earlier copy) and counts the recording's bytes. Returns the
     * key of a replaced copy, to be removed, or null; undefined when the recording is not open for chunks.
     */
    async addChunk(
      userId: string,
      id: string,
      chunk: { seq: number; sizeBytes: number; storageKey: string },
    ) {
      return db.transaction(async (tx) => {
        const [open] = await tx
          .select()
          .from(recordings)
          .where(and(owned(userId, id), eq(recordings.status, 'recording')))
          .for('update');
        if (!open) return undefined;
        const [earlier] = await tx
          .select()
          .from(recordingChunks)
          .where(and(eq(recordingChunks.recordingId, id), eq(recordingChunks.seq, chunk.seq)));
        await tx
          .insert(recordingChunks)
          .values({ recordingId: id, ...chunk })
          .onConflictDoUpdate({
            target: [recordingChunks.recordingId, recordingChunks.seq],
            set: { sizeBytes: chunk.sizeBytes, storageKey: chunk.storageKey, receivedAt: sql`now()` },
          });
        await tx
          .update(recordings)
          .set({
            receivedBytes: sql`${recordings.receivedBytes} + ${chunk.sizeBytes - (earlier?.sizeBytes ?? 0)}`,
            lastChunkAt: sql`now()`,
          })
          .where(eq(recordings.id, id));
        return earlier?.storageKey ?? null;
      });
    },
    chunks(recordingId: string, executor: Executor = db) {
      return executor
        .select()
        .from(recordingChunks)
        .where(eq(recordingChunks.recordingId, recordingId))
        .orderBy(asc(recordingChunks.seq));
    },
    /** Claims an open recording for finishing, so two finishes (or a finish and the sweep) never both run. */
    async claim(recordingId: string, executor: Executor) {
      const [row] = await executor
        .update(recordings)
        .set({ status: 'finished', finishedAt: sql`now()` })
        .where(and(eq(recordings.id, recordingId), eq(recordings.status, 'recording')))
        .returning();
      return row;
    },
    async setResult(
      recordingId: string,
      result: { durationMs: number | null; storageKey: string | null; uploadedFileId: string | null },
      executor: Executor,
    ) {
      await executor.update(recordings).set(result).where(eq(recordings.id, recordingId));
      await executor.delete(recordingChunks).where(eq(recordingChunks.recordingId, recordingId));
    },
    /** Closes a recording that left nothing to keep; false when someone else closed it first. */
    closeEmpty(recordingId: string, durationMs: number | null) {
      return db.transaction(async (tx) => {
        const row = await this.claim(recordingId, tx);
        if (row)
          await this.setResult(recordingId, { durationMs, storageKey: null, uploadedFileId: null }, tx);
        return Boolean(row);
      });
    },
    /** Recordings nobody finished: no chunk for `quietMs` (the tab was closed, the connection lost). */
    abandoned(quietMs: number, purpose: RecordingRow['purpose'] = 'memory', executor: Executor = db) {
      return executor
        .select()
        .from(recordings)
        .where(
          and(
            eq(recordings.status, 'recording'),
            eq(recordings.purpose, purpose),
            lt(recordings.lastChunkAt, sql`now() - make_interval(secs => ${quietMs / 1000})`),
          ),
        )
        .limit(50);
    },
  };
}
