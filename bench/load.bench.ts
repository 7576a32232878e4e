/**
 * Load: 200 signed-in people using the app at once for 60 s (BENCH_LOAD_USERS,
 * BENCH_LOAD_SECONDS), each doing what a person does — list memories, add one,
 * fill in its Memory DNA, list files, ask the dashboard for the next chapter,
 * open the studio chat and talk to Clio — one request after another, against
 * the real server (`node server/src/main.ts`, a separate process) on the
 * embedded PostgreSQL and on an external PostgreSQL (BENCH_EXTERNAL_PG_URL,
 * default postgres://postgres@127.0.0.1:5432/postgres; a fresh database is
 * created there and dropped afterwards). Reports throughput, p50/p99 latency
 * and errors (must be zero), then reads every write back.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { spawnServer } from '../server/test/fixtures/spawn-server.ts';

const USERS = Number(process.env.BENCH_LOAD_USERS ?? 200);
const DURATION_S = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const EXTERNAL_URL = process.env.BENCH_EXTERNAL_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

type Operation =
  | 'list memories'
  | 'create memory'
  | 'update Memory DNA'
  | 'list files'
  | 'dashboard next chapter'
  | 'studio chat list'
  | 'studio chat';

/** How often each operation is picked (out of 100). */
const MIX: Array<[Operation, number]> = [
  ['list memories', 25],
  ['create memory', 20],
  ['update Memory DNA', 15],
  ['list files', 15],
  ['dashboard next chapter', 8],
  ['studio chat list', 10],
  ['studio chat', 7],
];

interface Person {
  cookie: string;
  projectId: string;
  /** Memories this person created: id → what was written last. */
  memories: Map<
    string,
    { name: string; text: string; whereHappened: string | null; peopleInvolved: string[] }
  >;
  chatSent: string[];
}

/** A long run: the server gets two minutes to start (migrations on a fresh cluster on a busy machine). */
const startServer = (env: Record<string, string>) =>
  spawnServer(
    {
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      SIGNUP_RATE_LIMIT_PER_MINUTE: '100000',
      SESSION_SECRET: 'load-benchmark-secret-that-is-long-enough',
      ...env,
    },
    { startupMs: 120_000 },
  );

async function request(origin: string, cookie: string, method: string, url: string, body?: unknown) {
  const response = await fetch(`${origin}${url}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : undefined;
}

async function signUpPerson(origin: string, index: number): Promise<Person> {
  const response = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `load-${index}-${Date.now()}@example.org`,
      password: 'load test password',
      intent: 'signup',
    }),
    redirect: 'manual',
  });
  if (response.status !== 303) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie()[0]!.split(';')[0]!;
  const project = await request(origin, cookie, 'POST', '/api/memoir-projects', {
    motivation: 'So my grandchildren know where they come from',
    audience: 'My family',
    tone: 'Warm and honest',
    title: `The story of person ${index}`,
    startingPoint: 'Growing up by the sea',
  });
  // Something for the dashboard and studio to work with.
  const first = await request(origin, cookie, 'POST', '/api/memory-fragments', {
    name: 'Where I grew up',
    text: 'I grew up in a small house by the harbour in 1952 with my brother Tom and my mother.',
  });
  return {
    cookie,
    projectId: project.id,
    memories: new Map([
      [
        first.id,
        {
          name: first.name,
          text: first.text,
          whereHappened: first.whereHappened,
          peopleInvolved: first.peopleInvolved,
        },
      ],
    ]),
    chatSent: [],
  };
}

function pick(random: () => number): Operation {
  let roll = random() * 100;
  for (const [operation, weight] of MIX) {
    roll -= weight;
    if (roll < 0) return operation;
  }
  return 'list memories';
}

/** Small deterministic generator per person, so runs are comparable. */
function generator(seed: number) {
  let state = seed * 2_654_435_761;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

async function act(origin: string, person: Person, operation: Operation, step: number, random: () => number) {
  const { cookie } = person;
  switch (operation) {
    case 'list memories':
      return request(origin, cookie, 'GET', '/api/memory-fragments');
    case 'create memory': {
      const name = `Memory ${step} ${Math.floor(random() * 1e9)}`;
      const text = `In the summer of ${1950 + (step % 50)} we went to the lake with Aunt Rose. (${name})`;
      const created = await request(origin, cookie, 'POST', '/api/memory-fragments', { name, text });
      person.memories.set(created.id, {
        name,
        text,
        whereHappened: created.whereHappened,
        peopleInvolved: created.peopleInvolved,
      });
      return;
    }
    case 'update Memory DNA': {
      const ids = [...person.memories.keys()];
      const id = ids[Math.floor(random() * ids.length)]!;
      const whereHappened = `Harbour street ${step}`;
      const peopleInvolved = ['Tom', `Neighbour ${step}`];
      await request(origin, cookie, 'PUT', `/api/memory-fragments/${id}/narrative-dna`, {
        whenHappened: `${1950 + (step % 50)}`,
        whereHappened,
        peopleInvolved,
      });
      const memory = person.memories.get(id)!;
      memory.whereHappened = whereHappened;
      memory.peopleInvolved = peopleInvolved;
      return;
    }
    case 'list files':
      return request(origin, cookie, 'GET', '/api/uploaded-files');
    case 'dashboard next chapter':
      return request(origin, cookie, 'POST', '/api/generate-next-chapter');
    case 'studio chat list':
      return request(origin, cookie, 'GET', `/api/memoir-projects/${person.projectId}/chat`);
    case 'studio chat': {
      const message = `What should I write about next? (${step}-${Math.floor(random() * 1e9)})`;
      await request(origin, cookie, 'POST', `/api/memoir-projects/${person.projectId}/chat`, { message });
      person.chatSent.push(message);
      return;
    }
  }
}

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Reads every write back; returns how many were found and how many were missing or different. */
async function verify(origin: string, people: Person[]) {
  let verified = 0;
  let missing = 0;
  const problems: string[] = [];
  for (const person of people) {
    const listed = (await request(origin, person.cookie, 'GET', '/api/memory-fragments')) as Array<{
      id: string;
      name: string;
      text: string;
      whereHappened: string | null;
      peopleInvolved: string[];
    }>;
    const byId = new Map(listed.map((memory) => [memory.id, memory]));
    for (const [id, expected] of person.memories) {
      const found = byId.get(id);
      const same =
        found &&
        found.name === expected.name &&
        found.text === expected.text &&
        found.whereHappened === expected.whereHappened &&
        JSON.stringify(found.peopleInvolved) === JSON.stringify(expected.peopleInvolved);
      if (same) verified++;
      else {
        missing++;
        if (problems.length < 5)
          problems.push(`memory ${id}: ${JSON.stringify(found)} ≠ ${JSON.stringify(expected)}`);
      }
    }
    const chat = (await request(
      origin,
      person.cookie,
      'GET',
      `/api/memoir-projects/${person.projectId}/chat`,
    )) as Array<{
      role: string;
      message: string;
    }>;
    const asked = new Set(chat.filter((m) => m.role === 'user').map((m) => m.message));
    for (const message of person.chatSent) {
      if (asked.has(message)) verified++;
      else {
        missing++;
        if (problems.length < 5) problems.push(`chat message missing: ${message}`);
      }
    }
  }
  return { verified, missing, problems };
}

async function loadOne(label: string, env: Record<string, string>) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `heirloom-load-${label}-`));
  chmodSync(dir, 0o755);
  const server = await startServer({ DATA_DIR: dir, CLIENT_DIST_DIR: path.join(dir, 'no-client'), ...env });
  try {
    process.stderr.write(`  ${label}: signing up ${USERS} people …\n`);
    const people: Person[] = [];
    for (let start = 0; start < USERS; start += 10) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(10, USERS - start) }, (_, i) => signUpPerson(server.origin, start + i)),
      );
      people.push(...batch);
    }

    process.stderr.write(`  ${label}: ${USERS} people for ${DURATION_S} s …\n`);
    const latencies: number[] = [];
    const perOperation = new Map<Operation, number[]>();
    const errors: string[] = [];
    let errorCount = 0;
    const endAt = performance.now() + DURATION_S * 1000;
    const startedAt = performance.now();
    await Promise.all(
      people.map(async (person, index) => {
        const random = generator(index + 1);
        for (let step = 0; performance.now() < endAt; step++) {
          const operation = pick(random);
          const began = performance.now();
          try {
            await act(server.origin, person, operation, step, random);
            const took = performance.now() - began;
            latencies.push(took);
            const list = perOperation.get(operation) ?? [];
            list.push(took);
            perOperation.set(operation, list);
          } catch (error) {
            errorCount++;
            if (errors.length < 5) errors.push(`${operation}: ${(error as Error).message}`);
          }
        }
      }),
    );
    const seconds = (performance.now() - startedAt) / 1000;
    latencies.sort((a, b) => a - b);

    const check = await verify(server.origin, people);
    if (errors.length) process.stderr.write(`  ${label} errors:\n    ${errors.join('\n    ')}\n`);
    if (check.problems.length)
      process.stderr.write(`  ${label} unreadable writes:\n    ${check.problems.join('\n    ')}\n`);

    const figures: Record<string, number | string> = {
      [`${label}: requests/s`]: Math.round(latencies.length / seconds),
      [`${label}: requests`]: latencies.length + errorCount,
      [`${label}: p50 ms`]: Math.round(percentile(latencies, 50)),
      [`${label}: p99 ms`]: Math.round(percentile(latencies, 99)),
      [`${label}: errors`]: errorCount,
      [`${label}: writes read back`]: check.verified,
      [`${label}: writes missing`]: check.missing,
    };
    for (const [operation, list] of perOperation) {
      list.sort((a, b) => a - b);
      figures[`${label}: ${operation} p50/p99 ms (n)`] =
        `${Math.round(percentile(list, 50))} / ${Math.round(percentile(list, 99))} (${list.length})`;
    }
    return figures;
  } finally {
    server.process.kill('SIGTERM');
    const { code } = await server.exited;
    if (code !== 0) process.stderr.write(`  ${label}: the server exited with ${code}\n${server.output()}\n`);
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function runLoadBench() {
  const figures: Record<string, number | string> = {
    users: USERS,
    'duration s': DURATION_S,
  };
  Object.assign(figures, await loadOne('embedded', {}));

  const admin = new pg.Client({ connectionString: EXTERNAL_URL });
  const reachable = await admin.connect().then(
    () => true,
    () => false,
  );
  if (!reachable) {
    figures.external = `not reachable at ${EXTERNAL_URL}`;
    return figures;
  }
  const name = `heirloom_load_${process.pid}_${Date.now()}`;
  try {
    const version = await admin.query('show server_version');
    figures['external: server version'] = version.rows[0].server_version;
    await admin.query(`create database "${name}"`);
    const url = new URL(EXTERNAL_URL);
    url.pathname = `/${name}`;
    Object.assign(figures, await loadOne('external', { DATABASE_URL: url.toString() }));
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(await runLoadBench());
}
