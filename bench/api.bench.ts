/**
 * API throughput: requests per second and p50/p99 latency at 64 connections
 * (autocannon) for listing 200 memories and creating memories, each beside a
 * bare Fastify route in the same process that returns the same JSON from
 * memory — so the ratio shows what the database, sessions and validation cost
 * on this machine, whatever its speed.
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { startBenchApp } from '../server/test/fixtures/bench-app.ts';

const CONNECTIONS = 64;
const DURATION_S = Number(process.env.BENCH_API_SECONDS ?? 10);
const MEMORY_TEXT =
  'In the summer of 1965 my brother Tom and I spent every morning at the lake near our grandparents farm in Iowa.';

async function load(options: autocannon.Options) {
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
  const bare = Fastify();
  try {
    for (let i = 0; i < 200; i++) {
      await app.inject({
        method: 'POST',
        url: '/api/memory-fragments',
        headers: { cookie },
        payload: { name: `Memory ${i}`, text: MEMORY_TEXT },
      });
    }
    const list = await app.inject({ method: 'GET', url: '/api/memory-fragments', headers: { cookie } });
    if (list.json().length !== 200) throw new Error(`expected 200 memories, got ${list.json().length}`);
    const created = await app.inject({
      method: 'POST',
      url: '/api/memory-fragments',
      headers: { cookie },
      payload: { name: 'x', text: MEMORY_TEXT },
    });
    // The same JSON, served from memory: the reference that has no database, session or validation.
    bare.get('/list', async (_request, reply) => reply.type('application/json').send(list.body));
    bare.post('/create', async (_request, reply) =>
      reply.status(201).type('application/json').send(created.body),
    );
    const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

    const headers = { cookie, 'content-type': 'application/json' };
    const body = JSON.stringify({ name: 'A benchmark memory', text: MEMORY_TEXT });
    const runs = [
      [
        'GET /api/memory-fragments (200 memories)',
        await load({ url: `${bench.url}/api/memory-fragments`, headers }),
        await load({ url: `${bareUrl}/list` }),
      ],
      [
        'POST /api/memory-fragments',
        await load({ url: `${bench.url}/api/memory-fragments`, method: 'POST', headers, body }),
        await load({ url: `${bareUrl}/create`, method: 'POST', headers, body }),
      ],
    ] as const;
    const figures: Record<string, number | string> = {};
    for (const [name, measured, reference] of runs) {
      figures[`${name}: req/s`] = measured.rps;
      figures[`${name}: p50 / p99 ms`] = `${measured.p50} / ${measured.p99}`;
      figures[`${name}: errors`] = measured.errors;
      figures[`${name}: bare route req/s`] = reference.rps;
      figures[`${name}: bare p50 / p99 ms`] = `${reference.p50} / ${reference.p99}`;
      figures[`${name}: ratio to bare`] = Number((measured.rps / reference.rps).toFixed(3));
    }
    return figures;
  } finally {
    await bare.close();
    await bench.close();
  }
}

if (import.meta.main) console.table(await runApiBench());
