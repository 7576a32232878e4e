import { desc, eq } from 'drizzle-orm';
import type { MemoryForAi } from '../../ai/ai-provider.ts';
import type { Database } from '../../db/client.ts';
import { memoryFragments, uploadedFiles } from '../../db/schema/index.ts';

/**
 * Everything one person has recorded, as the AI engine reads it: typed
 * memories and uploaded files that have text, newest first. (The sample phone
 * sessions live in the client only, spec §3.)
 */
export async function loadMemoriesForAi(db: Database, userId: string): Promise<MemoryForAi[]> {
  const [fragments, files] = await Promise.all([
    db
      .select()
      .from(memoryFragments)
      .where(eq(memoryFragments.userId, userId))
      .orderBy(desc(memoryFragments.createdAt)),
    db
      .select()
      .from(uploadedFiles)
      .where(eq(uploadedFiles.userId, userId))
      .orderBy(desc(uploadedFiles.createdAt)),
  ]);
  const memories: MemoryForAi[] = [
    ...fragments.map((row) => ({
      id: row.id,
      source: 'fragment' as const,
      name: row.name,
      text: row.text,
      topics: row.topics,
      whenHappened: row.whenHappened,
      whereHappened: row.whereHappened,
      peopleInvolved: row.peopleInvolved,
      createdAt: row.createdAt,
    })),
    ...files
      .filter((row) => row.status === 'ready')
      .map((row) => ({
        id: row.id,
        source: 'file' as const,
        name: row.title,
        text: row.content,
        topics: row.topics,
        whenHappened: row.whenHappened,
        whereHappened: row.whereHappened,
        peopleInvolved: row.peopleInvolved,
        createdAt: row.createdAt,
      })),
  ];
  return memories.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}
