/**
 * Puts a project's chapters, and the memories within each chapter, in her life's order (docs/decisions/911),
 * except what she ordered herself. Runs where that order can change: memories added to a chapter, Clio's
 * chapters accepted, a Memory DNA's when saved, and before a draft or a book reads the chapters. The order is
 * stored in `position`, so everything that lists chapters or their memories reads it without knowing why.
 */
import { sql } from 'drizzle-orm';
import { type Database, type Executor, withTransaction } from '#server/db/client.ts';
import { chapterYear, inLifeOrder, memoryYear, orderChanged } from '#server/life-order/life-order.ts';
import { type MemoryRef, memoryKey } from '#shared/manuscript.ts';
import { createManuscriptRepository } from './manuscript.repository.ts';

interface ChapterOrderRow {
  id: string;
  memoryOrderSet: boolean;
  chapterOrderSet: boolean;
}

/** Applies the life order inside the caller's transaction (the project's chapters are locked here). */
export async function applyLifeOrderIn(db: Database, tx: Executor, userId: string, projectId: string) {
  const manuscript = createManuscriptRepository(db);
  // The project first, then its chapters: every writer of a project's chapters takes them in this order.
  await lockOwnedProject(tx, userId, projectId);
  const { rows } = await tx.execute(sql`
    select c.id, c.memory_order_set as "memoryOrderSet", p.chapter_order_set as "chapterOrderSet"
    from memoir_chapters c join memoir_projects p on p.id = c.project_id
    where p.id = ${projectId} and p.user_id = ${userId}
    order by c.position, c.created_at
    for update of c`);
  const chapters = rows as unknown as ChapterOrderRow[];
  const yearsOf = new Map<string, (number | null)[]>();
  for (const chapter of chapters) {
    const memories = await manuscript.memoryWhens(userId, chapter.id, tx);
    const ordered = chapter.memoryOrderSet
      ? memories
      : inLifeOrder(memories, (memory) => memoryYear(memory.whenHappened));
    yearsOf.set(
      chapter.id,
      ordered.map((memory) => memoryYear(memory.whenHappened)),
    );
    if (orderChanged(memories.map(memoryKey), ordered.map(memoryKey))) {
      await manuscript.clear(chapter.id, tx);
      await manuscript.append(
        chapter.id,
        ordered.map(({ kind, id }): MemoryRef => ({ kind, id })),
        tx,
      );
      await manuscript.bumpMemoriesVersion(chapter.id, tx);
    }
  }
  if (chapters.length === 0 || chapters[0]!.chapterOrderSet) return;
  const ordered = inLifeOrder(chapters, (chapter) => chapterYear(yearsOf.get(chapter.id) ?? []));
  const before = chapters.map((chapter) => chapter.id);
  const after = ordered.map((chapter) => chapter.id);
  if (!orderChanged(before, after)) return;
  await writeChapterPositions(tx, projectId, after);
}

/** Holds the person's project row until the transaction ends (nothing when it is not theirs). */
export async function lockOwnedProject(tx: Executor, userId: string, projectId: string) {
  await tx.execute(
    sql`select 1 from memoir_projects where id = ${projectId} and user_id = ${userId} for update`,
  );
}

/** Stores the chapters' order and moves the project's chapter-list version on. */
export async function writeChapterPositions(tx: Executor, projectId: string, chapterIds: readonly string[]) {
  for (const [position, id] of chapterIds.entries()) {
    await tx.execute(
      sql`update memoir_chapters set position = ${position} where id = ${id} and project_id = ${projectId}`,
    );
  }
  await tx.execute(
    sql`update memoir_projects set chapters_version = chapters_version + 1 where id = ${projectId}`,
  );
}

/** Applies the life order to one of the person's projects, in a transaction of its own. */
export function applyLifeOrder(db: Database, userId: string, projectId: string) {
  return withTransaction(db, (tx) => applyLifeOrderIn(db, tx, userId, projectId));
}

/** After a memory's when changed: every project that holds it in a chapter takes its life order again. */
export async function applyLifeOrderAround(db: Database, userId: string, ref: MemoryRef) {
  const projects = await createManuscriptRepository(db).chaptersHolding(userId, ref);
  for (const projectId of projects) await applyLifeOrder(db, userId, projectId);
}
