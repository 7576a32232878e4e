/**
 * "Your life in order" (docs/decisions/912, 913): her memories by year, with the dates that look wrong. The checks
 * read her words, so they run in the AI worker pool, all her memories in one operation. A memory's year is fixed
 * through Memory DNA's own save, an interview answer's through its year (both version-checked), which also put her
 * chapters back in life order.
 */
import type { FastifyInstance } from 'fastify';
import type { DateFlag } from '#server/ai/ai-provider.ts';
import { signedInUserId } from '#server/auth/session-plugin.ts';
import { registerEndpoint } from '#server/lib/route.ts';
import { inLifeOrder, memoryYear } from '#server/life-order/life-order.ts';
import type { LifeOrder, LifeOrderMemory } from '#shared/life-order.ts';
import { lifeOrderApi } from '#shared/life-order-api.ts';
import { MEMORY_KIND_LABELS } from '#shared/manuscript.ts';
import type { ModuleContext } from '../module-context.ts';
import { createLifeOrderRepository, type LifeOrderRow } from './life-order.repository.ts';

/** The when in use: what she saved, else what was read from the words. */
const whenOf = (row: LifeOrderRow) => row.savedWhen ?? row.readWhen;

function toLifeOrderMemory(row: LifeOrderRow, flags: DateFlag[]): LifeOrderMemory {
  const whenHappened = whenOf(row);
  const answer = row.kind === 'answer';
  return {
    kind: row.kind,
    id: row.id,
    name: row.name,
    source: MEMORY_KIND_LABELS[row.recording ? 'recording' : row.kind],
    whenHappened,
    year: memoryYear(whenHappened),
    dna:
      answer || row.version === null
        ? null
        : { whereHappened: row.whereHappened, peopleInvolved: row.peopleInvolved, version: row.version },
    answer:
      answer && row.interviewId !== null && row.version !== null
        ? { interviewId: row.interviewId, version: row.version }
        : null,
    flags,
  };
}

export async function lifeOrderRoutes(app: FastifyInstance, { db, ai, aiRequests }: ModuleContext) {
  const repository = createLifeOrderRepository(db);

  registerEndpoint(app, lifeOrderApi.get, {}, async (request): Promise<LifeOrder> => {
    const userId = signedInUserId(request);
    const [rows, birthday] = await Promise.all([repository.memories(userId), repository.birthday(userId)]);
    // Off the event loop, inside her AI requests in flight (decisions 521, 523): one operation for every memory.
    const checked = await aiRequests.run(userId, () =>
      ai.checkDates(
        userId,
        rows.map((row) => ({
          text: row.text,
          whenHappened: whenOf(row),
          readWhen: row.readWhen,
          answer: row.kind === 'answer',
        })),
        birthday,
      ),
    );
    const memories = rows.map((row, i) => toLifeOrderMemory(row, checked.flags[i] ?? []));
    // By year; the undated after them, so the dated ones read as one life.
    const dated = inLifeOrder(
      memories.filter((memory) => memory.year !== null),
      (memory) => memory.year,
    );
    return {
      birthYear: checked.birth.year,
      birthYearFrom: checked.birth.from,
      memories: [...dated, ...memories.filter((memory) => memory.year === null)],
    };
  });
}
