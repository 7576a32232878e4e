/**
 * API throughput: requests per second and p50/p99 latency at 64 connections
 * (autocannon) for listing 200 memories and creating memories, each beside a
 * bare Fastify route in the same process that returns the same JSON from
 * memory — so the ratio shows what the database, sessions and validation cost
 * on this machine, whatever its speed.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { createAiEngine } from '../server/src/ai/ai-engine.ts';
import { buildApp } from '../server/src/app.ts';
import { parseConfig } from '../server/src/config.ts';
import { connectDatabase } from '../server/src/db/connect.ts';

const CONNECTIONS = 64;
const DURATION_S = Number(process.env.BENCH_API_SECONDS ?? 10);

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
  const dir = mkdtempSync(path.join(os.tmpdir(), 'heirloom-bench-api-'));
  chmodSync(dir, 0o755);
  const config = parseConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dir,
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  });
  const database = await connectDatabase(config);
  const ai = createAiEngine({ ...config.ai, log: { info() {}, warn() {} } });
  const app = await buildApp(config, { db: database.db, ai, sessionSecret: 'b'.repeat(40) });
  const bare = Fastify();
  try {
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'bench@example.org', password: 'benchmark password', intent: 'signup' },
    });
    const cookie = String(signUp.headers['set-cookie']).split(';')[0]!;
    const text =
      'In the summer of 1965 my brother Tom and I spent every morning at the lake near our grandparents farm in Iowa.';
    for (let i = 0; i < 200; i++) {
      await app.inject({
        method: 'POST',
        url: '/api/memory-fragments',
        headers: { cookie },
        payload: { name: `Memory ${i}`, text },
      });
    }
    const list = await app.inject({ method: 'GET', url: '/api/memory-fragments', headers: { cookie } });
    if (list.json().length !== 200) throw new Error(`expected 200 memories, got ${list.json().length}`);
    const listBody = list.body;
    const created = (
      await app.inject({
        method: 'POST',
        url: '/api/memory-fragments',
        headers: { cookie },
        payload: { name: 'x', text },
      })
    ).body;
    bare.get('/list', async (_request, reply) => reply.type('application/json').send(listBody));
    bare.post('/create', async (_request, reply) => reply.type('application/json').send(created));

    const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });
    const headers = { cookie, 'content-type': 'application/json' };
    const body = JSON.stringify({ name: 'A benchmark memory', text });

    const listApp = await load({ url: `${appUrl}/api/memory-fragments`, headers });
    const listBare = await load({ url: `${bareUrl}/list` });
    const createApp = await load({ url: `${appUrl}/api/memory-fragments`, method: 'POST', headers, body });
    const createBare = await load({ url: `${bareUrl}/create`, method: 'POST', headers, body });
    const figures: Record<string, number | string> = {};
    for (const [name, app_, bare_] of [
      ['GET /api/memory-fragments (200 memories)', listApp, listBare],
      ['POST /api/memory-fragments', createApp, createBare],
    ] as const) {
      figures[`${name}: req/s`] = app_.rps;
      figures[`${name}: p50 / p99 ms`] = `${app_.p50} / ${app_.p99}`;
      figures[`${name}: errors`] = app_.errors;
      figures[`${name}: bare route req/s`] = bare_.rps;
      figures[`${name}: bare p50 / p99 ms`] = `${bare_.p50} / ${bare_.p99}`;
      figures[`${name}: ratio to bare`] = Number((app_.rps / bare_.rps).toFixed(3));
    }
    return figures;
  } finally {
    await bare.close();
    await app.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.main) console.table(await runApiBench());
