import type { AiProvider } from '#server/ai/ai-provider.ts';
import { notFound } from '#server/lib/app-error.ts';
import { type NarrativeDnaUpdate, narrativeDnaChange } from '#shared/memories.ts';
import type { MemoryFragmentRow } from '../memory-types.ts';
import { toMemoryFragment } from '../presenters.ts';
import type { createMemoriesRepository } from './memories.repository.ts';
import { analyzeOrEmpty, readForStorage } from './memory-analysis.ts';
import { staleMemory } from './stale-memory.ts';

const missing = () => notFound('That memory');

export function createMemoriesService(
  repository: ReturnType<typeof createMemoriesRepository>,
  ai: AiProvider,
  log: { warn(obj: object, msg?: string): void },
) {
  /** No row changed: either the memory is not this person's (404) or the save was based on an older version (409). */
  async function savedOrRefused(userId: string, id: string, row: MemoryFragmentRow | undefined) {
    if (row) return toMemoryFragment(row);
    const current = await repository.get(userId, id);
    if (!current) throw missing();
    throw staleMemory(toMemoryFragment(current));
  }

  return {
    list(userId: string) {
      return repository.list(userId);
    },
    /** Stores the memory with Memory DNA and topics from the AI engine. */
    async create(userId: string, input: { name: string; text: string }) {
      const [dna, analysis] = await Promise.all([
        analyzeOrEmpty(ai, input.text, log),
        readForStorage(ai, input.text, log),
      ]);
      return toMemoryFragment(await repository.create(userId, { ...input, ...dna, analysis }));
    },
    /** `basedOn`: the version the person edited; absent = last write (docs/decisions/541). */
    async update(userId: string, id: string, input: { name: string; text: string }, basedOn?: number) {
      // Read before the save, so the stored analysis always belongs to the text saved with it.
      const analysis = await readForStorage(ai, input.text, log);
      return savedOrRefused(userId, id, await repository.update(userId, id, { ...input, analysis }, basedOn));
    },
    /** Saves the Memory DNA the person sent; `version` is the copy it was based on (decision 541). */
    async updateDna(userId: string, id: string, dna: NarrativeDnaUpdate) {
      const change = narrativeDnaChange(dna);
      const basedOn = dna.version;
      return savedOrRefused(userId, id, await repository.updateDna(userId, id, change, basedOn));
    },
    async delete(userId: string, id: string) {
      if (!(await repository.delete(userId, id))) throw missing();
    },
  };
}
