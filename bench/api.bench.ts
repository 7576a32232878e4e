/**
 * API throughput: requests per second and p50/p99 latency at 64 connections (autocannon) for listing memories (at
 * 200 and at 5,000) and creating one, each beside **the floor for the same work**: a bare Fastify route in the same
 * process that runs the same SQL through `pg` and answers `JSON.stringify` of the rows (issue 16, part 3). What the
 * real route costs above the floor is the session, the gate and sending the answer. The list at 5,000 is measured
 * with fewer connections for longer (LARGE_LIST), the same for both sides.
 * Goal: the list reaches ≥ 0.7 of its floor at both sizes.
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { memoryFragments } from '#server/db/schema/index.ts';
import { LIST_MEMORIES_SQL } from '#server/modules/memories/memories.repository.ts';
import { startBenchApp } from '../server/test/fixtures/bench-app.ts';

const CONNECTIONS = 64;
const DURATION_S = Number(process.env.BENCH_API_SECONDS ?? 10);
/**
 * A list of 5,000 takes tens of milliseconds to build on either side: 64 connections for 10 s only queue up and
 * time out, so that row is measured with 8 connections for twice as long, the same for the route and the floor.
 */
const LARGE_LIST = { connections: 8, duration: DURATION_S * 2 };
const MEMORY_TEXT =
  'In the summer of 1965 my brother Tom and I spent every morning at the lake near our grandparents farm in Iowa.';

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(options: autocannon.Options): Promise<Measured> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export async function runApiBench() {
  const bench = await startBenchApp('api');
  const { app, cookie } = bench;
  const floor = Fastify();
  try {
    // 200 memories made through the API, as a person makes them (with their stored analysis).
    for (let i = 0; i < 200; i++) {
      await app.inject({
        method: 'POST',
        url: '/api/memory-fragments',
        headers: { cookie },
        payload: { name: `Memory ${i}`, text: MEMORY_TEXT },
      });
    }
    const [sample] = await bench.db.select().from(memoryFragments).limit(1);
    // The floor: the list's own SQL through pg, and the rows as JSON. Nothing else.
    floor.get('/list', async (_request, reply) => {
      const { rows } = await bench.pool.query(LIST_MEMORIES_SQL, [bench.userId]);
      return reply.type('application/json').send(JSON.stringify(rows));
    });
    // Creating: the same insert through pg (the analysis comes from the AI engine in the real route).
    floor.post('/create', async (request, reply) => {
      const { name, text } = request.body as { name: string; text: string };
      const { rows } = await bench.pool.query(
        `insert into memory_fragments (user_id, name, text, topics, people_involved, analysis)
         values ($1, $2, $3, $4, $5, $6) returning *`,
        [bench.userId, name, text, sample!.topics, sample!.peopleInvolved, sample!.analysis],
      );
      return reply.status(201).type('application/json').send(JSON.stringify(rows[0]));
    });
    const floorUrl = await floor.listen({ host: '127.0.0.1', port: 0 });

    const headers = { cookie, 'content-type': 'application/json' };
    const body = JSON.stringify({ name: 'A benchmark memory', text: MEMORY_TEXT });
    const listAt = async (count: number) => {
      const listed = await app.inject({ method: 'GET', url: '/api/memory-fragments', headers: { cookie } });
      if (listed.json().length !== count)
        throw new Error(`expected ${count} memories, got ${listed.json().length}`);
      return [
        `GET /api/memory-fragments (${count.toLocaleString('en')} memories)`,
        await load({
          url: `${bench.url}/api/memory-fragments`,
          headers,
          ...(count > 1_000 ? LARGE_LIST : {}),
        }),
        await load({ url: `${floorUrl}/list`, ...(count > 1_000 ? LARGE_LIST : {}) }),
      ] as const;
    };
    const runs: Array<readonly [string, Measured, Measured]> = [await listAt(200)];
    // Up to 5,000: the same memory with its analysis, written straight to the table (a lifetime of memories).
    for (let start = 200; start < 5_000; start += 400) {
      await bench.db.insert(memoryFragments).values(
        Array.from({ length: Math.min(400, 5_000 - start) }, (_, i) => ({
          ...sample!,
          id: undefined,
          name: `Memory ${start + i}`,
          createdAt: new Date(Date.UTC(2020, 0, 1, 0, 0, start + i)),
        })),
      );
    }
    runs.push(await listAt(5_000));
    runs.push([
      'POST /api/memory-fragments',
      await load({ url: `${bench.url}/api/memory-fragments`, method: 'POST', headers, body }),
      await load({ url: `${floorUrl}/create`, method: 'POST', headers, body }),
    ] as const);
    const figures: Record<string, number | string> = {};
    for (const [name, measured, reference] of runs) {
      figures[`${name}: req/s`] = measured.rps;
      figures[`${name}: p50 / p99 ms`] = `${measured.p50} / ${measured.p99}`;
      figures[`${name}: errors`] = measured.errors;
      figures[`${name}: floor req/s`] = reference.rps;
      figures[`${name}: floor p50 / p99 ms`] = `${reference.p50} / ${reference.p99}`;
      figures[`${name}: ratio to floor`] = Number((measured.rps / reference.rps).toFixed(3));
    }
    return figures;
  } finally {
    await floor.close();
    await bench.close();
  }
}

if (import.meta.main) console.table(await runApiBench());
