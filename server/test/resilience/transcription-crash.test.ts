/**
 * The server is killed (SIGKILL) while it transcribes a recording. The job was
 * locked by the worker that died; graphile-worker alone would leave it locked
 * for four hours. After the restart the dead worker's job is handed back at
 * once and the recording is transcribed (decision 401); nothing saved before
 * is lost.
 */
import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSpeechWav, tempDir } from '../fixtures/samples.ts';
import { api, type ChildServer, eventually, killHard, signUp, uploadFile } from './child-server.ts';
import { crashHarness } from './crash-harness.ts';

const crash = crashHarness();
let server: ChildServer | undefined;
let samples: string;

beforeAll(async () => {
  samples = await tempDir();
});

afterAll(async () => {
  await fs.rm(samples, { recursive: true, force: true });
});

const SPEECH =
  'My father kept bees behind the garden wall. Every summer we took the honey to the market in town, ' +
  'and my mother baked bread to sell beside it. I remember the smell of the smoke and the sound of the bees.';

type FileView = { id: string; status: string; content: string; failureReason: string | null };

// Saving a memory also queues her clean copies (decision 908); this test is about the transcription job.
const TRANSCRIPTION_JOBS = `select locked_by from graphile_worker.jobs where task_identifier = 'transcribe-recording'`;

describe('the server killed during a transcription', () => {
  it('resumes the job after the restart and transcribes the recording', async () => {
    server = await crash.start();
    const { cookie } = await signUp(server);
    const note = { name: 'The beehives', text: 'Father kept bees for forty years.' };
    expect((await api(server, cookie, 'POST', '/api/memory-fragments', note)).status).toBe(201);

    const recording = await makeSpeechWav(SPEECH, samples);
    const uploaded = await uploadFile(server, cookie, 'bees.wav', recording);
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.status).toBe('processing');

    // Wait until a worker has taken the job (it is running), then pull the plug.
    const lockedBy = await eventually(
      'a worker to take the transcription job',
      async () => {
        const { rows } = await crash.home.pool.query<{ locked_by: string | null }>(TRANSCRIPTION_JOBS);
        return rows[0]?.locked_by ?? undefined;
      },
      45_000,
      20,
    );
    expect((await killHard(server)).signal).toBe('SIGKILL');
    const stuck = await crash.home.pool.query(TRANSCRIPTION_JOBS);
    expect(stuck.rows).toEqual([{ locked_by: lockedBy }]);
    expect((await crash.home.pool.query('select status from uploaded_files')).rows).toEqual([
      { status: 'processing' },
    ]);

    server = await crash.start();
    const running = server;
    const done = await eventually(
      'the recording to be transcribed after the restart',
      async () => {
        const files = await api<FileView[]>(running, cookie, 'GET', '/api/uploaded-files');
        const file = files.body.find((f) => f.id === uploaded.body.id);
        return file && file.status !== 'processing' ? file : undefined;
      },
      50_000,
      250,
    );
    expect(done.failureReason).toBeNull();
    expect(done.status).toBe('ready');
    expect(done.content.split(' ').length).toBeGreaterThan(10);
    expect(server.output()).toContain('handed back the jobs of workers that stopped');
    // The transcription is done, and the clean copy it queued runs to the end: nothing is left waiting.
    await eventually(
      'every job to finish',
      async () => {
        const { rows } = await crash.home.pool.query<{ n: number }>(
          'select count(*)::int as n from graphile_worker._private_jobs',
        );
        return rows[0]?.n === 0 ? true : undefined;
      },
      30_000,
      100,
    );

    const memories = await api<{ name: string; text: string }[]>(
      server,
      cookie,
      'GET',
      '/api/memory-fragments',
    );
    expect(memories.body.map(({ name, text }) => ({ name, text }))).toEqual([note]);
  }, 120_000);
});
