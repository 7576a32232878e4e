/**
 * Room past one server: two app instances share one PostgreSQL and one S3 bucket (s3rver) behind a small
 * round-robin proxy, as the README's "Running several instances" recipe sets them up. Every request
 * below goes through the proxy, which sends them to the instances in turn and notes which one answered:
 * - a file uploaded through one instance downloads (whole and by range) and exports through the other;
 * - a recording uploaded through one instance is transcribed by whichever instance takes the job, and its
 *   transcript reads the same through either;
 * - jobs are taken by either instance;
 * - a session made on one instance is valid on both;
 * - rate limits are counted once for the deployment, not per instance.
 * Runs on the embedded PostgreSQL, or on the one at TEST_DATABASE_URL (npm run test:api with TEST_PG15_URL set runs it on both).
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAiEngine } from '#server/ai/ai-engine.ts';
import type { AiProvider } from '#server/ai/ai-provider.ts';
import { parseConfig } from '#server/config.ts';
import type { UploadedFile } from '#shared/memories.ts';
import { type S3TestServer, startS3Server } from '../fixtures/s3-server.ts';
import { makePdf, makeSpeechWav, readZip, tempDir } from '../fixtures/samples.ts';
import { multipartBody } from '../fixtures/upload-helpers.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

const LOGIN_LIMIT = 5;
const INSTANCES = ['first', 'second'] as const;
type InstanceName = (typeof INSTANCES)[number];

/** The offline engine, noting which instance transcribed what, and holding transcriptions while told to. */
function watchedAi(
  name: InstanceName,
  transcribedBy: Map<string, InstanceName>,
  gate: { open: Promise<void> },
) {
  const engine = createAiEngine({ ...parseConfig({}).ai, log: { info: () => {}, warn: () => {} } });
  const watched: AiProvider = Object.create(engine);
  watched.transcribe = async (audioPath, options) => {
    transcribedBy.set(audioPath.split('/').pop()!, name);
    await gate.open;
    return engine.transcribe(audioPath, options);
  };
  return watched;
}

/** A round-robin reverse proxy on a free local port, as nginx or Caddy would be in front of the instances. */
async function startProxy(upstreams: { name: InstanceName; port: number }[]) {
  const served: { method: string; url: string; by: InstanceName }[] = [];
  let turn = 0;
  const server = http.createServer((request, response) => {
    const upstream = upstreams[turn++ % upstreams.length]!;
    served.push({ method: request.method!, url: request.url!, by: upstream.name });
    const forwardedFor = [request.headers['x-forwarded-for'], request.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const onward = http.request(
      {
        host: '127.0.0.1',
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'http' },
      },
      (answer) => {
        response.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(response);
      },
    );
    onward.on('error', (error) => {
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`proxy: ${error.message}`);
    });
    request.pipe(onward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    /** Which instance answered each request, in order. */
    served,
    /** The instance that answered the latest request. */
    lastBy: () => served.at(-1)!.by,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; by: InstanceName };

let s3: S3TestServer;
const apps: Partial<Record<InstanceName, TestApp>> = {};
let proxy: Awaited<ReturnType<typeof startProxy>>;
let samples: string;
const transcribedBy = new Map<string, InstanceName>();
let releaseTranscriptions: () => void = () => {};
const gate = { open: Promise.resolve() };

/** One request through the proxy; `from` is the address the client connects from (any 127.x.y.z). */
function call(
  method: string,
  url: string,
  options: { cookie?: string; headers?: Record<string, string>; body?: Buffer | string; from?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: proxy.port,
        method,
        path: url,
        localAddress: options.from ?? '127.0.0.1',
        headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
      },
      async (response) => {
        const chunks: Buffer[] = [];
        for await (const chunk of response) chunks.push(chunk as Buffer);
        resolve({
          status: response.statusCode!,
          headers: response.headers,
          body: Buffer.concat(chunks),
          by: proxy.lastBy(),
        });
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

const json = (fields: object) => ({
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(fields),
});
const other = (name: InstanceName): InstanceName => (name === 'first' ? 'second' : 'first');

async function signUp() {
  const email = `person-${Math.random().toString(36).slice(2)}@example.org`;
  const answer = await call(
    'POST',
    '/api/login',
    json({ email, password: 'correct horse battery', intent: 'signup' }),
  );
  expect(answer.status).toBe(303);
  return String(answer.headers['set-cookie']).split(';')[0]!;
}

async function upload(cookie: string, fileName: string, data: Buffer) {
  const { payload, headers } = multipartBody(fileName, data);
  const answer = await call('POST', '/api/upload-file', { cookie, headers, body: payload });
  expect(answer.status, answer.body.toString()).toBe(201);
  return { file: JSON.parse(answer.body.toString()) as UploadedFile, by: answer.by };
}

async function fileThroughProxy(cookie: string, id: string) {
  const answer = await call('GET', '/api/uploaded-files', { cookie });
  expect(answer.status).toBe(200);
  return (JSON.parse(answer.body.toString()) as UploadedFile[]).find((file) => file.id === id);
}

async function eventually<T>(what: string, check: () => Promise<T | undefined>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  samples = await tempDir();
  s3 = await startS3Server();
  // The recipe: the same DATABASE_URL, SESSION_SECRET (test-app gives both the same) and S3 settings,
  // TRUST_PROXY=1 for the one proxy in front; each instance has a data folder of its own for scratch.
  const env = { ...s3.env, TRUST_PROXY: '1', AUTH_RATE_LIMIT_PER_MINUTE: String(LOGIN_LIMIT) };
  apps.first = await createTestApp({ env, ai: watchedAi('first', transcribedBy, gate) });
  apps.second = await createTestApp({
    env,
    ai: watchedAi('second', transcribedBy, gate),
    shareDatabaseWith: apps.first,
  });
  const upstreams = [];
  for (const name of INSTANCES) {
    await apps[name]!.app.listen({ host: '127.0.0.1', port: 0 });
    upstreams.push({ name, port: (apps[name]!.app.server.address() as AddressInfo).port });
  }
  proxy = await startProxy(upstreams);
}, 120_000);

afterAll(async () => {
  releaseTranscriptions();
  await proxy?.close();
  await apps.second?.close();
  await apps.first?.close();
  await s3?.close();
  await fs.rm(samples, { recursive: true, force: true });
}, 120_000);

describe('two instances behind a round-robin proxy, on one database and one bucket', () => {
  let cookie: string;

  it('keeps a session made on one instance valid on both', async () => {
    cookie = await signUp();
    const answers = [
      await call('GET', '/api/auth/user', { cookie }),
      await call('GET', '/api/auth/user', { cookie }),
    ];
    expect(answers.map((answer) => answer.by).sort()).toEqual(['first', 'second']);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const [one, two] = answers.map((answer) => JSON.parse(answer.body.toString()) as { id: string });
    expect(one!.id).toBe(two!.id);

    // Signing out on one instance ends the session on the other too.
    const spare = await signUp();
    const out = await call('POST', '/api/logout', { cookie: spare });
    expect([200, 204, 303]).toContain(out.status);
    const after = await call('GET', '/api/auth/user', { cookie: spare });
    expect(after.by).not.toBe(out.by);
    expect(after.status).toBe(401);
  });

  it('downloads and exports through one instance what was uploaded through the other', async () => {
    const pdf = makePdf(['The winter the river froze.', 'We skated to school for a week.']);
    const uploaded = await upload(cookie, 'river.pdf', pdf);
    const url = `/api/uploaded-files/${uploaded.file.id}/original`;

    const whole = await call('GET', url, { cookie });
    expect(whole.by).toBe(other(uploaded.by));
    expect(whole.status).toBe(200);
    expect(whole.body.equals(pdf)).toBe(true);
    const part = await call('GET', url, { cookie, headers: { range: 'bytes=50-149' } });
    expect(part.by).toBe(uploaded.by);
    expect(part.status).toBe(206);
    expect(part.body.equals(pdf.subarray(50, 150))).toBe(true);

    // Line the proxy up so the export goes to the instance that did not take the upload.
    if (proxy.served.length % 2 === INSTANCES.indexOf(uploaded.by)) await call('GET', '/api/health');
    const exported = await call('GET', '/api/export-memories', { cookie });
    expect(exported.by).toBe(other(uploaded.by));
    expect(exported.status).toBe(200);
    const entries = await readZip(exported.body);
    const originals = [...entries].filter(([name]) => name.endsWith('.pdf'));
    expect(originals).toHaveLength(1);
    expect(originals[0]![1].equals(pdf)).toBe(true);
  });

  it('transcribes a recording on whichever instance takes the job, readable through either', async () => {
    const speech = await makeSpeechWav(
      'My father kept bees behind the garden wall. Every summer we took the honey to the market in town, ' +
        'and my mother baked bread to sell beside it. I remember the smell of the smoke and the sound of the bees.',
      samples,
    );
    const uploaded = await upload(cookie, 'bees.wav', speech);
    const done = await eventually(
      'the recording to be transcribed',
      async () => {
        const file = await fileThroughProxy(cookie, uploaded.file.id);
        return file && file.status !== 'processing' ? file : undefined;
      },
      150_000,
    );
    expect(done.failureReason).toBeNull();
    expect(done.status).toBe('ready');
    // The offline engine hears espeak's voice only roughly: enough words came back is the check.
    expect(done.content.split(' ').length).toBeGreaterThan(10);
    expect(INSTANCES).toContain(transcribedBy.get(`${uploaded.file.id}.wav`));
    // The transcript reads the same through the instance that did not take the upload.
    if (proxy.served.length % 2 === INSTANCES.indexOf(uploaded.by)) await call('GET', '/api/health');
    const list = await call('GET', '/api/uploaded-files', { cookie });
    expect(list.by).toBe(other(uploaded.by));
    const seen = (JSON.parse(list.body.toString()) as UploadedFile[]).find((f) => f.id === uploaded.file.id);
    expect(seen?.content).toBe(done.content);
  }, 180_000);

  it('lets either instance take jobs: while one is busy with a transcription, the other takes the next', async () => {
    gate.open = new Promise<void>((resolve) => {
      releaseTranscriptions = resolve;
    });
    const speech = await makeSpeechWav('We walked to the dance hall every Friday night.', samples);
    const one = await upload(cookie, 'dance-one.wav', speech);
    const busy = await eventually(
      'an instance to take the first transcription',
      async () => transcribedBy.get(`${one.file.id}.wav`),
      60_000,
    );
    // Each instance runs one job at a time: only the other one can take this job now.
    const two = await upload(cookie, 'dance-two.wav', speech);
    const free = await eventually(
      'the other instance to take the second transcription',
      async () => transcribedBy.get(`${two.file.id}.wav`),
      60_000,
    );
    expect(new Set([busy, free])).toEqual(new Set(INSTANCES));
    releaseTranscriptions();
    for (const { file } of [one, two]) {
      const done = await eventually(
        'both recordings to be transcribed',
        async () => {
          const now = await fileThroughProxy(cookie, file.id);
          return now && now.status !== 'processing' ? now : undefined;
        },
        150_000,
      );
      expect(done.status).toBe('ready');
    }
  }, 240_000);

  it('counts sign-in attempts once for the deployment, whichever instance answers', async () => {
    const statuses = [];
    const by = [];
    for (let attempt = 0; attempt < LOGIN_LIMIT + 3; attempt++) {
      const answer = await call('POST', '/api/login', {
        ...json({ email: `shared-${attempt}@example.org`, password: 'a wrong password' }),
        // A client of its own, as the proxy sees it (Linux answers on all of 127.0.0.0/8).
        from: '127.0.0.23',
      });
      statuses.push(answer.status);
      by.push(answer.by);
    }
    expect(new Set(by)).toEqual(new Set(INSTANCES));
    expect(statuses).toEqual([...Array(LOGIN_LIMIT).fill(401), 429, 429, 429]);
    // Another client is still let in: the limit is per address, and the proxy passed the address on.
    const elsewhere = await call('POST', '/api/login', {
      ...json({ email: 'shared-elsewhere@example.org', password: 'a wrong password' }),
      from: '127.0.0.24',
    });
    expect(elsewhere.status).toBe(401);
  });
});
