/**
 * "Your life in order" (docs/decisions/912): her memories by year, with the dates that look wrong. A year is fixed
 * through Memory DNA's own save (version-checked), which also puts her chapters back in life order.
 */
import type { FastifyInstance } from 'fastify';
import { signedInUserId } from '#server/auth/session-plugin.ts';
import { registerEndpoint } from '#server/lib/route.ts';
import { birthYearOf, flagDate } from '#server/life-order/date-flags.ts';
import { inLifeOrder, memoryYear } from '#server/life-order/life-order.ts';
import type { LifeOrder, LifeOrderMemory } from '#shared/life-order.ts';
import { lifeOrderApi } from '#shared/life-order-api.ts';
import { MEMORY_KIND_LABELS } from '#shared/manuscript.ts';
import type { ModuleContext } from '../module-context.ts';
import { createLifeOrderRepository, type LifeOrderRow } from './life-order.repository.ts';

function toLifeOrderMemory(row: LifeOrderRow, birthYear: number | null): LifeOrderMemory {
  const whenHappened = row.savedWhen ?? row.readWhen;
  return {
    kind: row.kind,
    id: row.id,
    name: row.name,
    source: MEMORY_KIND_LABELS[row.recording ? 'recording' : row.kind],
    whenHappened,
    year: memoryYear(whenHappened),
    dna:
      row.version === null
        ? null
        : { whereHappened: row.whereHappened, peopleInvolved: row.peopleInvolved, version: row.version },
    flags: flagDate(
      { text: row.text, whenHappened, readWhen: row.readWhen, answer: row.kind === 'answer' },
      birthYear,
    ),
  };
}

export async function lifeOrderRoutes(app: FastifyInstance, { db }: ModuleContext) {
  const repository = createLifeOrderRepository(db);

  registerEndpoint(app, lifeOrderApi.get, {}, async (request): Promise<LifeOrder> => {
    const userId = signedInUserId(request);
    const [rows, birthday] = await Promise.all([repository.memories(userId), repository.birthday(userId)]);
    const birth = birthYearOf(birthday, rows);
    const memories = rows.map((row) => toLifeOrderMemory(row, birth.year));
    // By year; the undated after them, so the dated ones read as one life.
    const dated = inLifeOrder(
      memories.filter((memory) => memory.year !== null),
      (memory) => memory.year,
    );
    return {
      birthYear: birth.year,
      birthYearFrom: birth.from,
      memories: [...dated, ...memories.filter((memory) => memory.year === null)],
    };
  });
}
