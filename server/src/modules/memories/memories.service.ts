import type { AiProvider } from '#server/ai/ai-provider.ts';
import type { Executor } from '#server/db/client.ts';
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
  /**
   * The answer for one row, with the name of the family member who added it, if one did (decision 1513), or the
   * name an imported archive gave (decision 1516).
   */
  async function present(row: MemoryFragmentRow, executor?: Executor) {
    return toMemoryFragment(
      row,
      row.addedBy ? await repository.addedByName(row.addedBy, executor) : row.addedByName,
    );
  }

  /** No row changed: either the memory is not this person's (404) or the save was based on an older version (409). */
  async function savedOrRefused(userId: string, id: string, row: MemoryFragmentRow | undefined) {
    if (row) return present(row);
    const current = await repository.get(userId, id);
    if (!current) throw missing();
    throw staleMemory(await present(current));
  }

  /** Memory DNA, topics and the stored analysis of a text, read before anything is written (decision 522). */
  async function read(userId: string, text: string) {
    const [dna, analysis] = await Promise.all([
      analyzeOrEmpty(ai, userId, text, log),
      readForStorage(ai, userId, text, log),
    ]);
    return { ...dna, analysis };
  }
  type Reading = Awaited<ReturnType<typeof read>>;

  /** Stores a memory already read, inside the caller's transaction when it gives one. */
  async function store(
    userId: string,
    input: { name: string; text: string; addedBy?: string; answersQuestion?: string | undefined },
    reading: Reading,
    executor?: Executor,
  ) {
    return present(await repository.create(userId, { ...input, ...reading }, executor), executor);
  }

  return {
    list(userId: string) {
      return repository.list(userId);
    },
    /** Stores the memory with Memory DNA and topics from the AI engine. */
    async create(
      userId: string,
      input: { name: string; text: string; answersQuestion?: string | undefined },
    ) {
      return store(userId, input, await read(userId, input.text));
    },
    /**
     * A memory a family member adds to this person's collection (decision 1513): read like any typed memory,
     * then stored by `store` with the caller's own checks (membership, cap) around it, in its transaction.
     */
    read,
    store,
    /** `basedOn`: the version the person edited; absent = last write (docs/decisions/541). */
    async update(userId: string, id: string, input: { name: string; text: string }, basedOn?: number) {
      // Read before the save, so the stored analysis always belongs to the text saved with it.
      const analysis = await readForStorage(ai, userId, input.text, log);
      return savedOrRefused(userId, id, await repository.update(userId, id, { ...input, analysis }, basedOn));
    },
    /** Saves the Memory DNA the person sent; `version` is the copy it was based on (decision 543). */
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
