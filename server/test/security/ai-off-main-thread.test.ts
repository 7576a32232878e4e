/**
 * F-03: one account with many large memories must not freeze the server
 * through the offline AI. Performed as the attack: an account holding many
 * long memories without Memory DNA (as an import leaves them) asks for chat,
 * chat suggestions and both dashboard panels, while the test checks that the
 * offline analysis never runs in the server's main thread, that each memory's
 * analysis is computed once when it is written (or in the background after an
 * import) and stored, that one AI request reads a bounded number of memories
 * and characters, and that a third AI request in flight answers 429.
 * (Timings are the benchmark's job: bench/ai-scale.bench.ts.)
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAiEngine } from '#server/ai/ai-engine.ts';
import type { AiProvider, ChatReplyInput, MemoryForAi } from '#server/ai/ai-provider.ts';
import { enqueueJob } from '#server/jobs/enqueue-job.ts';
import { ANALYZE_MEMORIES_TASK } from '#server/jobs/job-tasks.ts';
import { createTestApp, type Person, type TestApp } from '../test-app.ts';

// Counts every analysis run in this (the server's main) thread. Worker threads load their own copy of the
// module, which this does not see, so a count of 0 means no analysis ran on the event loop.
const mainThread = vi.hoisted(() => ({ analyses: 0, dateChecks: 0 }));
vi.mock(import('#server/ai/offline/readers/analyze.ts'), async (importOriginal) => {
  const actual = await importOriginal();
  return {
    ...actual,
    analyzeMemoryText: (text: string) => {
      mainThread.analyses++;
      return actual.analyzeMemoryText(text);
    },
  };
});

// The same for "Your life in order"'s date checks (decision 913): any of its rules run here counts.
vi.mock(import('#server/life-order/date-flags.ts'), async (importOriginal) => {
  const actual = await importOriginal();
  return {
    ...actual,
    checkDates: (...args: Parameters<typeof actual.checkDates>) => {
      mainThread.dateChecks++;
      return actual.checkDates(...args);
    },
    flagDate: (...args: Parameters<typeof actual.flagDate>) => {
      mainThread.dateChecks++;
      return actual.flagDate(...args);
    },
    birthYearOf: (...args: Parameters<typeof actual.birthYearOf>) => {
      mainThread.dateChecks++;
      return actual.birthYearOf(...args);
    },
  };
});

const LONG_TEXT = (() => {
  const paragraph =
    'When I was seven my brother Tom and I walked to the schoolhouse in Dayton, Ohio, in the winter of 1949. ' +
    'Mother packed bread and apple butter, and Father drove the truck to the mill before dawn. ';
  return paragraph.repeat(Math.ceil(20_000 / paragraph.length)).slice(0, 20_000);
})();

/** Memories as an archive import leaves them: long text, no Memory DNA, no stored analysis. */
async function seedImportedMemories(t: TestApp, userId: string, count: number) {
  await t.db.execute(sql`
    insert into memory_fragments (user_id, name, text, created_at)
    select ${userId}::uuid, 'Imported memory ' || g, ${LONG_TEXT}, now() - g * interval '1 minute'
    from generate_series(1, ${count}) g`);
}

async function newProject(person: Person) {
  const response = await person.post('/api/memoir-projects', {
    title: 'My Story',
    motivation: 'For my grandchildren',
    audience: 'My family',
    tone: 'Warm',
    startingPoint: 'Childhood',
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { id: string }).id;
}

const aiRequests = (projectId: string) => [
  {
    method: 'POST' as const,
    url: `/api/memoir-projects/${projectId}/chat`,
    payload: { message: 'Hello Clio' },
  },
  { method: 'GET' as const, url: `/api/memoir-projects/${projectId}/suggestions` },
  { method: 'POST' as const, url: '/api/generate-next-chapter' },
  { method: 'POST' as const, url: '/api/generate-missing-moments' },
];

async function waitFor(condition: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 300; i++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('the offline AI off the main thread (real engine)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => {
    mainThread.analyses = 0;
    mainThread.dateChecks = 0;
  });

  it('checks the dates of "Your life in order" for an account of long imported memories in the worker pool, not in the main thread', async () => {
    const mallory = await t.signUp();
    await seedImportedMemories(t, mallory.user.id, 300);
    await t.db.execute(
      sql`update memory_fragments set when_happened = '1949' where user_id = ${mallory.user.id}`,
    );
    const response = await mallory.get('/api/life-order');
    expect(response.statusCode).toBe(200);
    const order = response.json() as { birthYear: number | null; memories: { flags: unknown[] }[] };
    expect(order.memories).toHaveLength(300);
    expect(mainThread.dateChecks).toBe(0);
  });

  it('answers chat, suggestions and both dashboard panels for an account of long imported memories without analysing any text in the main thread', async () => {
    const mallory = await t.signUp();
    await seedImportedMemories(t, mallory.user.id, 300);
    const projectId = await newProject(mallory);
    mainThread.analyses = 0;
    for (const request of aiRequests(projectId)) {
      const response = await t.app.inject({ ...request, headers: { cookie: mallory.cookie } });
      expect(response.statusCode, request.url).toBe(200);
    }
    expect(mainThread.analyses).toBe(0);
  });

  it('stores the analysis of a memory when it is created and again when its text is edited, reading it off the main thread', async () => {
    const alice = await t.signUp();
    const created = await alice.post('/api/memory-fragments', {
      name: 'The farm',
      text: 'In 1952 my sister Ruth and I picked apples on the farm in Vermont.',
    });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { id: string }).id;
    const stored = async () =>
      (await t.db.execute<{ analysis: unknown }>(sql`select analysis from memory_fragments where id = ${id}`))
        .rows[0]!.analysis as { whereHappened: string | null; peopleInvolved: string[] } | null;
    expect(await stored()).toMatchObject({ whereHappened: 'Vermont' });

    const edited = await alice.put(`/api/memory-fragments/${id}`, {
      name: 'The farm',
      text: 'In 1960 my husband Walter and I moved to Denver, Colorado.',
    });
    expect(edited.statusCode).toBe(200);
    expect(await stored()).toMatchObject({ whereHappened: expect.stringContaining('Denver') });
    expect(mainThread.analyses).toBe(0);
  });

  it('stores the analysis of an uploaded document when its text is extracted', async () => {
    const alice = await t.signUp();
    const uploaded = await alice.upload(
      'letter.txt',
      Buffer.from('In 1944 my father Frank wrote to us from Naples, Italy, about the war.'),
      { type: 'text/plain' },
    );
    expect(uploaded.statusCode).toBe(201);
    const id = (uploaded.json() as { id: string }).id;
    const row = await t.db.execute<{ analysis: unknown }>(
      sql`select analysis from uploaded_files where id = ${id}`,
    );
    expect(row.rows[0]!.analysis).toMatchObject({ whenHappened: expect.stringContaining('1944') });
    expect(mainThread.analyses).toBe(0);
  });

  it('reads memories that have no stored analysis in the background, once, after an AI request meets them', async () => {
    const bob = await t.signUp();
    await seedImportedMemories(t, bob.user.id, 40);
    const response = await bob.post('/api/generate-missing-moments');
    expect(response.statusCode).toBe(200);
    const unanalysed = async () =>
      Number(
        (
          await t.db.execute<{ n: string }>(
            sql`select count(*) as n from memory_fragments where user_id = ${bob.user.id} and analysis is null`,
          )
        ).rows[0]!.n,
      );
    await waitFor(async () => (await unanalysed()) === 0, 'the background reading of 40 memories');
    const stored = await t.db.execute<{ analysis: { peopleInvolved: string[] } }>(
      sql`select analysis from memory_fragments where user_id = ${bob.user.id} limit 1`,
    );
    expect(stored.rows[0]!.analysis.peopleInvolved.join(' ')).toContain('Tom');
    expect(mainThread.analyses).toBe(0);
  });

  it('reads a large import in runs of 500, queueing itself again between runs until every memory is read', async () => {
    const carol = await t.signUp();
    await t.db.execute(sql`
      insert into memory_fragments (user_id, name, text, created_at)
      select ${carol.user.id}::uuid, 'Short memory ' || g, 'My sister Ruth and I fed the hens in Ohio.',
             now() - g * interval '1 minute'
      from generate_series(1, 620) g`);
    await enqueueJob(t.db, ANALYZE_MEMORIES_TASK, { userId: carol.user.id });
    await waitFor(
      async () =>
        (
          await t.db.execute<{ n: string }>(
            sql`select count(*) as n from memory_fragments where user_id = ${carol.user.id} and analysis is null`,
          )
        ).rows[0]!.n === '0',
      'the background reading of 620 memories',
    );
  });

  it('queues the background reading when an archive import commits, and stores each imported memory’s analysis', async () => {
    const alice = await t.signUp();
    for (const text of [
      'My first bike was red, and my brother Tom taught me to ride it in Ohio.',
      'In 1965 we drove to the Grand Canyon with the children.',
    ]) {
      const created = await alice.post('/api/memory-fragments', { name: text.slice(0, 20), text });
      expect(created.statusCode).toBe(201);
    }
    const exported = await alice.get('/api/export-memories');
    expect(exported.statusCode).toBe(200);
    const heir = await t.signUp();
    const imported = await heir.postFile('/api/import-archive', 'memories-archive.zip', exported.rawPayload, {
      type: 'application/zip',
    });
    expect(imported.statusCode).toBe(200);
    const jobs = await t.db.execute<{ n: string }>(
      sql`select count(*) as n from graphile_worker.jobs where task_identifier = 'analyze-memories'
          and key = ${`analyze-memories:${heir.user.id}`}`,
    );
    const analysed = async () =>
      (
        await t.db.execute<{ n: string }>(
          sql`select count(*) as n from memory_fragments where user_id = ${heir.user.id} and analysis is not null`,
        )
      ).rows[0]!.n === '2';
    // Either still queued, or already done by the queue's worker.
    expect(Number(jobs.rows[0]!.n) === 1 || (await analysed())).toBe(true);
    await waitFor(analysed, 'the background reading of the imported memories');
    expect(mainThread.analyses).toBe(0);
  });
});

describe('the work of one AI request is bounded', () => {
  const real = createAiEngine({ timeoutMs: 20_000, log: { info: () => {}, warn: () => {} } });
  const seen: MemoryForAi[][] = [];
  const recording: AiProvider = {
    ...real,
    chatReply: (account: string, input: ChatReplyInput) => {
      seen.push(input.memories);
      return real.chatReply(account, input);
    },
  };
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ai: recording });
  });
  afterAll(async () => {
    await t.close();
    await real.close?.();
  });

  it('reads at most 600 memories and at most 10,000 characters of each, chosen and cut in SQL', async () => {
    const hog = await t.signUp();
    await seedImportedMemories(t, hog.user.id, 700);
    const projectId = await newProject(hog);
    const response = await hog.post(`/api/memoir-projects/${projectId}/chat`, { message: 'Hello Clio' });
    expect(response.statusCode).toBe(200);
    const memories = seen.at(-1)!;
    expect(memories.length).toBeGreaterThan(0);
    expect(memories.length).toBeLessThanOrEqual(600);
    expect(Math.max(...memories.map((memory) => memory.text.length))).toBeLessThanOrEqual(10_000);
    // Newest first, as before.
    expect(memories[0]!.name).toBe('Imported memory 1');
  });
});

describe('AI requests in flight per account', () => {
  let release: () => void = () => {};
  let gate = Promise.resolve();
  let started = 0;
  const real = createAiEngine({ timeoutMs: 20_000, log: { info: () => {}, warn: () => {} } });
  const slow: AiProvider = {
    ...real,
    chatReply: async (account, input) => {
      started++;
      await gate;
      return real.chatReply(account, input);
    },
    projectSuggestions: async (...args) => {
      started++;
      await gate;
      return real.projectSuggestions(...args);
    },
  };
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ai: slow });
  });
  afterAll(async () => {
    release();
    await t.close();
    await real.close?.();
  });

  it('answers a third AI request of the same person with 429 and a sentence while two are running; others are not affected', async () => {
    const mallory = await t.signUp();
    const alice = await t.signUp();
    const projectId = await newProject(mallory);
    const aliceProject = await newProject(alice);
    gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    started = 0;
    const chat = (person: Person, project: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/memoir-projects/${project}/chat`,
        headers: { cookie: person.cookie },
        payload: { message: 'Hello Clio' },
      });
    const first = chat(mallory, projectId);
    const second = t.app.inject({
      method: 'GET',
      url: `/api/memoir-projects/${projectId}/suggestions`,
      headers: { cookie: mallory.cookie },
    });
    await waitFor(async () => started === 2, 'two AI requests to start');

    let thirdDone = false;
    const third = chat(mallory, projectId).finally(() => {
      thirdDone = true;
    });
    const aliceChat = chat(alice, aliceProject);
    // The third is refused at once; without a limit it would reach the engine and wait there like the others.
    await waitFor(async () => thirdDone || started >= 4, 'the third request to be answered or to start');
    release();
    const refused = await third;
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      message: 'Clio is still working on your last request. Please wait a moment and try again.',
    });
    expect((await first).statusCode).toBe(200);
    expect((await second).statusCode).toBe(200);
    expect((await aliceChat).statusCode).toBe(200);
    // Nothing was stored for the refused message: two messages (question and answer) from the first chat only.
    const messages = await mallory.get(`/api/memoir-projects/${projectId}/chat`);
    expect(messages.json()).toHaveLength(2);
    // Once they are answered, the next one is welcome again.
    expect((await chat(mallory, projectId)).statusCode).toBe(200);
  });
});
