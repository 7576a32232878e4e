import type { Database, Executor } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import { type AddContributedMemory, type FamilyRole, familyMessages } from '#shared/family.ts';
import type { createMemoriesService } from '../memories/memories.service.ts';
import type { ContributedMemoriesRepository } from './contributed-memories.repository.ts';
import { withinMemberCap } from './member-caps.ts';

type MemoriesService = ReturnType<typeof createMemoriesService>;

const notYours = () => new AppError('NOT_FOUND', familyMessages.addedNotYours);

/**
 * A contributor's own memories, added to the storyteller's collection (decision 1513). The memory is the
 * owner's: it is stored through the owner's own memories service with the owner's id (the same limits, Memory
 * DNA, analysis and search), private until the owner releases it, and marked with who added it. Its author sees
 * what they added and may take it back while the owner has not released it.
 */
export function createContributedMemoriesService(deps: {
  db: Database;
  repository: ContributedMemoriesRepository;
  memories: Pick<MemoriesService, 'read' | 'store'>;
  /** The membership check of Shared with me, read from the database on every request. */
  requireMembership(
    memberId: string,
    ownerId: string,
    needed: FamilyRole,
    refusal?: string,
  ): Promise<unknown>;
}) {
  const { db, repository, memories, requireMembership } = deps;

  async function added(ownerId: string, memberId: string, id: string, executor?: Executor) {
    const memory = await repository.get(ownerId, memberId, id, executor);
    if (!memory) throw notYours();
    return memory;
  }

  return {
    /** What the member added, with its state; any member may read their own additions. */
    async list(memberId: string, ownerId: string) {
      await requireMembership(memberId, ownerId, 'reader');
      return repository.list(ownerId, memberId);
    },

    async add(memberId: string, ownerId: string, input: AddContributedMemory) {
      await requireMembership(memberId, ownerId, 'contributor', familyMessages.notAllowedToAdd);
      // Read before the transaction opens: the analysis can take a moment, and the lock should not wait on it.
      const reading = await memories.read(ownerId, input.text);
      return withinMemberCap(
        db,
        {
          ownerId,
          memberId,
          needed: 'contributor',
          refusal: familyMessages.notAllowedToAdd,
          cap: 'memories',
        },
        async (tx) => {
          const memory = await memories.store(
            ownerId,
            { name: input.name, text: input.text, addedBy: memberId },
            reading,
            tx,
          );
          return added(ownerId, memberId, memory.id, tx);
        },
      );
    },

    /** Takes an addition back while the owner has not released it; once released it is the owner's to decide. */
    async remove(memberId: string, ownerId: string, id: string) {
      await requireMembership(memberId, ownerId, 'contributor', familyMessages.notAllowedToAdd);
      const outcome = await repository.removeUnreleased(ownerId, memberId, id);
      if (outcome === 'missing') throw notYours();
      if (outcome === 'released') throw new AppError('CONFLICT', familyMessages.addedAlreadyShared);
    },
  };
}
