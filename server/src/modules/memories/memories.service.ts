import type { MemoryFragment } from '../../../../shared/memories.ts';
import type { AiProvider } from '../../ai/ai-provider.ts';
import { notFound } from '../../lib/app-error.ts';
import type { createMemoriesRepository, DnaChange, MemoryFragmentRow } from './memories.repository.ts';
import { analyzeOrEmpty } from './memory-analysis.ts';

export function toMemoryFragment(row: MemoryFragmentRow): MemoryFragment {
  return {
    id: row.id,
    name: row.name,
    text: row.text,
    topics: row.topics,
    whenHappened: row.whenHappened,
    whereHappened: row.whereHappened,
    peopleInvolved: row.peopleInvolved,
    createdAt: row.createdAt.toISOString(),
  };
}

const missing = () => notFound('That memory');

export function createMemoriesService(
  repository: ReturnType<typeof createMemoriesRepository>,
  ai: AiProvider,
  log: { warn(obj: object, msg?: string): void },
) {
  return {
    async list(userId: string) {
      return (await repository.list(userId)).map(toMemoryFragment);
    },
    /** Stores the memory with Memory DNA and topics from the AI engine. */
    async create(userId: string, input: { name: string; text: string }) {
      const analysis = await analyzeOrEmpty(ai, input.text, log);
      return toMemoryFragment(await repository.create(userId, { ...input, ...analysis }));
    },
    async update(userId: string, id: string, input: { name: string; text: string }) {
      const row = await repository.update(userId, id, input);
      if (!row) throw missing();
      return toMemoryFragment(row);
    },
    async updateDna(userId: string, id: string, change: DnaChange) {
      const row = await repository.updateDna(userId, id, change);
      if (!row) throw missing();
      return toMemoryFragment(row);
    },
    async delete(userId: string, id: string) {
      if (!(await repository.delete(userId, id))) throw missing();
    },
  };
}
