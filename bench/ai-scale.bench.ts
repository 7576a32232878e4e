/**
 * The offline AI at scale: one account with 5,000 memories of about 5,000
 * characters (seeded with one SQL insert, as an archive import would leave
 * them: no Memory DNA of their own). For chat, chat suggestions, next-chapter
 * ideas and missing moments it measures p50/p99 latency and, while they run,
 * the event loop's longest delay and another signed-in person's
 * `GET /api/memory-fragments` p99 (goal: under 100 ms), each beside the same
 * figure measured with no AI load in the same run. Then five AI requests in
 * parallel and the peak growth of the server's resident memory (goal: under
 * 300 MB), and the same for five people each holding 20 memories of
 * 1,000,000 characters (an imported archive of huge memories).
 *
 *   npm run bench -- ai-scale      (or: node bench/ai-scale.bench.ts)
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import evalSet from '#server/ai/eval/memories.json' with { type: 'json' };
import { analyzeMemoryText } from '#server/ai/offline/analyze.ts';
import { startBenchApp, watchPeakRss } from '../server/test/fixtures/bench-app.ts';

const MEMORIES = 5_000;
const MEMORY_CHARS = 5_000;
const HUGE_MEMORIES = 20;
/** Requests per endpoint: at least MIN, more while the endpoint has used less than BUDGET_MS. */
const MIN_REQUESTS = 2;
const MAX_REQUESTS = 10;
const BUDGET_MS = 15_000;

const round = (x: number) => Math.round(x * 10) / 10;
function percentile(xs: number[], p: number): number {
  if (xs.length === 0) return Number.NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** About 5,000 characters of real memoir text: the evaluation set's typed memories, repeated. */
function memoryText(): string {
  const typed = evalSet.items.map((item) => item.text).filter((t) => t !== t.toLowerCase());
  let text = '';
  for (let i = 0; text.length < MEMORY_CHARS; i++) text += `${typed[i % typed.length]} `;
  return text.slice(0, MEMORY_CHARS);
}

/**
 * Sends one request and reads its answer; returns the status, or 0 when the
 * connection failed (a server that stalls for seconds may drop kept-alive
 * connections, and the figures should show that rather than stop).
 */
async function send(request: () => Promise<Response>): Promise<number> {
  try {
    const response = await request();
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/**
 * Another person's list, asked for every 50 ms until `stop` is called. Each
 * latency counts from when the request was due, not from when it could be
 * sent, so a stalled event loop shows in the figures instead of only delaying
 * the next request (a stall is counted once, then the schedule starts again).
 */
function pollList(url: string, cookie: string) {
  const times: number[] = [];
  let running = true;
  const done = (async () => {
    let due = performance.now();
    while (running) {
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      await send(() => fetch(`${url}/api/memory-fragments`, { headers: { cookie } }));
      const now = performance.now();
      times.push(now - due);
      due = Math.max(due + 50, now);
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return times;
    },
  };
}

export async function runAiScaleBench(): Promise<Record<string, number | string>> {
  const bench = await startBenchApp('ai-scale');
  try {
    const { url, cookie, db, userId } = bench;
    const text = memoryText();
    // What the offline engine reads from this text, stored as the analysis of each memory
    // (code that does not read the column ignores it).
    const analysis = analyzeMemoryText(text.slice(0, 5_000));
    await db.execute(sql`
      insert into memory_fragments (user_id, name, text, analysis, created_at, updated_at)
      select ${userId}::uuid, 'Memory ' || g, ${text}, ${JSON.stringify(analysis)}::jsonb,
             now() - g * interval '1 hour', now() - g * interval '1 hour'
      from generate_series(1, ${MEMORIES}) g`);

    const other = await bench.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: {
        email: 'bench-ai-scale-other@example.org',
        password: 'benchmark password',
        intent: 'signup',
      },
    });
    const otherCookie = String(other.headers['set-cookie']).split(';')[0]!;
    for (let i = 0; i < 20; i++) {
      await fetch(`${url}/api/memory-fragments`, {
        method: 'POST',
        headers: { cookie: otherCookie, 'content-type': 'application/json', origin: url },
        body: JSON.stringify({ name: `Other ${i}`, text: 'A short memory of a summer at the lake.' }),
      });
    }
    const project = (await (
      await fetch(`${url}/api/memoir-projects`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', origin: url },
        body: JSON.stringify({
          title: 'My Story',
          motivation: 'For my grandchildren',
          audience: 'My family',
          tone: 'Warm',
          startingPoint: 'Childhood',
        }),
      })
    ).json()) as { id: string };

    const json = { cookie, 'content-type': 'application/json', origin: url };
    const endpoints: Record<string, () => Promise<Response>> = {
      chat: () =>
        fetch(`${url}/api/memoir-projects/${project.id}/chat`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ message: 'What should I write about next?' }),
        }),
      'chat suggestions': () =>
        fetch(`${url}/api/memoir-projects/${project.id}/suggestions`, { headers: { cookie } }),
      'next-chapter ideas': async () => {
        // The dashboard keeps its answer until a memory changes: forget it so each request computes.
        await db.execute(sql`delete from dashboard_insights where user_id = ${userId}::uuid`);
        return fetch(`${url}/api/generate-next-chapter`, { method: 'POST', headers: json, body: '{}' });
      },
      'missing moments': async () => {
        await db.execute(sql`delete from dashboard_insights where user_id = ${userId}::uuid`);
        return fetch(`${url}/api/generate-missing-moments`, { method: 'POST', headers: json, body: '{}' });
      },
    };

    // One small AI request first (the other person's 20 short memories), so no figure below includes the
    // start of the AI's worker threads (which `npm start` starts as soon as it listens).
    await send(() =>
      fetch(`${url}/api/generate-missing-moments`, {
        method: 'POST',
        headers: { cookie: otherCookie, 'content-type': 'application/json', origin: url },
        body: '{}',
      }),
    );

    const figures: Record<string, number | string> = {};
    const loop = monitorEventLoopDelay({ resolution: 10 });

    // Reference: the other person's list and the event loop with no AI load.
    loop.enable();
    const idle = pollList(url, otherCookie);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const idleTimes = await idle.stop();
    loop.disable();
    figures['no AI load: other person GET /api/memory-fragments p99 (ms)'] = round(percentile(idleTimes, 99));
    figures['no AI load: event loop longest delay (ms)'] = round(loop.max / 1e6);

    for (const [name, request] of Object.entries(endpoints)) {
      const latencies: number[] = [];
      const statuses = new Set<number>();
      loop.reset();
      loop.enable();
      const poll = pollList(url, otherCookie);
      const started = performance.now();
      while (
        latencies.length < MIN_REQUESTS ||
        (latencies.length < MAX_REQUESTS && performance.now() - started < BUDGET_MS)
      ) {
        const t0 = performance.now();
        const status = await send(request);
        latencies.push(performance.now() - t0);
        statuses.add(status);
      }
      const listTimes = await poll.stop();
      loop.disable();
      // Status 0: the connection failed.
      figures[`${name}: requests (statuses)`] = `${latencies.length} (${[...statuses].join(', ')})`;
      figures[`${name}: p50 (ms)`] = round(percentile(latencies, 50));
      figures[`${name}: p99 (ms)`] = round(percentile(latencies, 99));
      figures[`${name}: event loop longest delay (ms)`] = round(loop.max / 1e6);
      figures[`${name}: other person GET p99 (ms)`] = round(percentile(listTimes, 99));
    }

    // Five at once (two kinds, as a person with two tabs open would send them).
    const rss = watchPeakRss();
    const parallel = await Promise.all(
      [0, 1, 2, 3, 4].map((i) => send(i % 2 === 0 ? endpoints['chat suggestions']! : endpoints.chat!)),
    );
    figures['5 AI requests in parallel: statuses'] = parallel.join(', ');
    figures['5 AI requests in parallel: peak RSS growth (MB)'] = rss.stop();

    // An imported archive of huge memories: five people, each with 20 memories of 1,000,000 characters,
    // each asking for chat suggestions at the same moment (so the per-person limit does not apply).
    const hoarders = await Promise.all(
      [0, 1, 2, 3, 4].map(async (i) => {
        const signUp = await bench.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: {
            email: `bench-ai-scale-hoard-${i}@example.org`,
            password: 'benchmark password',
            intent: 'signup',
          },
        });
        const hoardCookie = String(signUp.headers['set-cookie']).split(';')[0]!;
        const me = await bench.app.inject({
          method: 'GET',
          url: '/api/auth/user',
          headers: { cookie: hoardCookie },
        });
        const hoardId = (me.json() as { id: string }).id;
        await db.execute(sql`
          insert into memory_fragments (user_id, name, text, created_at)
          select ${hoardId}::uuid, 'Huge memory ' || g, repeat(${`${text.slice(0, 1_000)} `}, 1000),
                 now() - g * interval '1 hour'
          from generate_series(1, ${HUGE_MEMORIES}) g`);
        const created = await fetch(`${url}/api/memoir-projects`, {
          method: 'POST',
          headers: { cookie: hoardCookie, 'content-type': 'application/json', origin: url },
          body: JSON.stringify({
            title: 'Everything',
            motivation: 'For my family',
            audience: 'My family',
            tone: 'Warm',
            startingPoint: 'Childhood',
          }),
        });
        return { cookie: hoardCookie, projectId: ((await created.json()) as { id: string }).id };
      }),
    );
    const hoardRss = watchPeakRss();
    const huge = await Promise.all(
      hoarders.map((hoarder) =>
        send(() =>
          fetch(`${url}/api/memoir-projects/${hoarder.projectId}/suggestions`, {
            headers: { cookie: hoarder.cookie },
          }),
        ),
      ),
    );
    const label = `5 people with ${HUGE_MEMORIES} memories of 1,000,000 chars, 5 AI requests in parallel`;
    figures[`${label}: statuses`] = huge.join(', ');
    figures[`${label}: peak RSS growth (MB)`] = hoardRss.stop();
    return figures;
  } finally {
    await bench.close();
  }
}

if (import.meta.main) console.table(await runAiScaleBench());
