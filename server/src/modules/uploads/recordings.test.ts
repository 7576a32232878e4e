import fs from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadedFile } from '#shared/memories.ts';
import { MAX_CHUNK_BYTES, recordingMessages } from '#shared/recordings.ts';
import { listFiles } from '../../../test/factories.ts';
import { convertToWebm, makeSpeechWav, tempDir } from '../../../test/fixtures/samples.ts';
import { eventually, fileRows, storedFiles } from '../../../test/fixtures/upload-helpers.ts';
import { createTestApp, type Person, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let ann: Person;
let bob: Person;
let samplesDir: string;
/** A spoken memory as the browser's recorder makes it: Opus in WebM. */
let webm: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  ann = await t.signUp();
  bob = await t.signUp();
  samplesDir = await tempDir();
  const wav = await makeSpeechWav(
    'Hello. My name is Mary. I grew up on a farm with my mother and my father.',
    samplesDir,
  );
  webm = await convertToWebm(wav, samplesDir);
});
afterAll(async () => {
  await t?.close();
  if (samplesDir) await fs.rm(samplesDir, { recursive: true, force: true });
});

/** The recording cut into the pieces a browser sends while it records. */
const piecesOf = (data: Buffer, count: number) =>
  Array.from({ length: count }, (_, i) =>
    data.subarray(Math.floor((i * data.length) / count), Math.floor(((i + 1) * data.length) / count)),
  );

async function start(person: Person, mimeType = 'audio/webm;codecs=opus') {
  return t.app.inject({
    method: 'POST',
    url: '/api/recordings',
    headers: { cookie: person.cookie },
    payload: { mimeType },
  });
}

function sendChunk(person: Person, id: string, seq: number | string, data: Buffer) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/recordings/${id}/chunks/${seq}`,
    headers: { cookie: person.cookie, 'content-type': 'application/octet-stream' },
    payload: data,
  });
}

function finish(person: Person, id: string, durationMs = 6000) {
  return t.app.inject({
    method: 'POST',
    url: `/api/recordings/${id}/finish`,
    headers: { cookie: person.cookie },
    payload: { durationMs },
  });
}

const recordingRow = async (id: string) =>
  (await t.db.execute(sql`select status, received_bytes from recordings where id = ${id}`)).rows[0] as
    | { status: string; received_bytes: string }
    | undefined;

describe('Record a Memory', () => {
  it('joins the chunks sent while recording, in order, into one original that is transcribed like an upload', async () => {
    const started = await start(ann);
    expect(started.statusCode, started.body).toBe(201);
    const { id } = started.json() as { id: string };
    const pieces = piecesOf(webm, 5);
    // Out of order, and one sent twice (a retry after a dropped connection): the server keeps one of each.
    for (const seq of [0, 2, 1, 1, 4, 3]) {
      const sent = await sendChunk(ann, id, seq, pieces[seq]!);
      expect(sent.statusCode, sent.body).toBe(204);
    }
    expect(Number((await recordingRow(id))?.received_bytes)).toBe(webm.length);

    const finished = await finish(ann, id);
    expect(finished.statusCode, finished.body).toBe(201);
    const file = finished.json() as UploadedFile;
    expect(file).toMatchObject({ status: 'processing', mimeType: 'audio/webm', sizeBytes: webm.length });
    expect(file.title).toMatch(/^Recorded memory, \d{1,2} [A-Z][a-z]+ \d{4}$/);

    const original = await ann.get(`/api/uploaded-files/${file.id}/original`);
    expect(original.rawPayload.equals(webm)).toBe(true);
    const done = await eventually(async () => {
      const current = (await listFiles(ann)).find((candidate) => candidate.id === file.id);
      return current?.status === 'processing' ? undefined : current;
    }, 120_000);
    expect(done.status, done.failureReason ?? '').toBe('ready');
    expect(done.content).toMatch(/\bgrew up\b/i);
    // Each sentence says where it is in the audio, in order, so it can be played on its own.
    const segments = done.transcriptSegments ?? [];
    expect(segments.length).toBeGreaterThan(0);
    expect(segments.map((segment) => segment.text).join(' ')).toBe(done.content);
    for (const [i, segment] of segments.entries()) {
      expect(segment.endMs).toBeGreaterThan(segment.startMs);
      if (i > 0) expect(segment.startMs).toBeGreaterThanOrEqual(segments[i - 1]!.endMs);
      // And each of its words says where it is, in order within its sentence, so a word can be played too.
      const words = segment.words ?? [];
      expect(words.map((w) => w.word).join(' ')).toBe(segment.text);
      for (const [k, word] of words.entries()) {
        expect(word.endMs).toBeGreaterThan(word.startMs);
        expect(word.startMs).toBeGreaterThanOrEqual(k > 0 ? words[k - 1]!.endMs : segment.startMs);
        expect(word.endMs).toBeLessThanOrEqual(segment.endMs);
      }
    }
    // The chunks are gone once joined: only the original is left in storage.
    expect((await storedFiles(t)).filter((name) => name.endsWith('.chunk'))).toEqual([]);
  }, 180_000);

  it('goes into the archive and comes back from it with its original and its timed sentences and words', async () => {
    const recorded = (await listFiles(ann)).find(
      (file) => file.mimeType === 'audio/webm' && file.status === 'ready',
    );
    expect(recorded?.transcriptSegments?.length).toBeGreaterThan(0);
    expect(recorded?.transcriptSegments?.[0]?.words?.length).toBeGreaterThan(0);
    const archive = (await ann.get('/api/export-memories')).rawPayload;
    const cara = await t.signUp();
    const imported = await cara.postFile('/api/import-archive', 'memories.zip', archive, {
      type: 'application/zip',
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const back = (await listFiles(cara)).find((file) => file.title === recorded!.title);
    expect(back).toMatchObject({
      mimeType: 'audio/webm',
      status: 'ready',
      content: recorded!.content,
      transcriptSegments: recorded!.transcriptSegments,
    });
    const original = await cara.get(`/api/uploaded-files/${back!.id}/original`);
    expect(original.rawPayload.equals(webm)).toBe(true);
  });

  it('refuses a finished recording any more chunks, and a second finish', async () => {
    const { id } = (await start(ann)).json() as { id: string };
    await sendChunk(ann, id, 0, webm);
    expect((await finish(ann, id)).statusCode).toBe(201);
    const late = await sendChunk(ann, id, 1, webm.subarray(0, 100));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(recordingMessages.finished);
    expect((await finish(ann, id)).statusCode).toBe(409);
  });

  it("answers 404 to another person's recording and changes nothing", async () => {
    const { id } = (await start(ann)).json() as { id: string };
    await sendChunk(ann, id, 0, webm.subarray(0, 1000));
    const rows = await fileRows(t, ann.user.id);
    expect((await sendChunk(bob, id, 1, webm.subarray(1000, 2000))).statusCode).toBe(404);
    expect((await finish(bob, id)).statusCode).toBe(404);
    expect(Number((await recordingRow(id))?.received_bytes)).toBe(1000);
    expect(await fileRows(t, ann.user.id)).toEqual(rows);
    expect(await fileRows(t, bob.user.id)).toEqual([]);
  });

  it('refuses bad input with a clear 4xx and stores nothing', async () => {
    const before = (await t.db.execute(sql`select count(*)::int as n from recordings`)).rows[0] as {
      n: number;
    };
    const video = await start(ann, 'video/webm');
    expect(video.statusCode).toBe(400);
    expect(video.json().message).toBe(recordingMessages.unsupportedType);
    expect((await start(ann, 'audio/x-made-up')).statusCode).toBe(400);
    const after = (await t.db.execute(sql`select count(*)::int as n from recordings`)).rows[0] as {
      n: number;
    };
    expect(after.n).toBe(before.n);

    const { id } = (await start(ann)).json() as { id: string };
    expect((await sendChunk(ann, id, -1, webm.subarray(0, 10))).statusCode).toBe(400);
    expect((await sendChunk(ann, id, 'first', webm.subarray(0, 10))).statusCode).toBe(400);
    expect((await sendChunk(ann, 'not-an-id', 0, webm.subarray(0, 10))).statusCode).toBe(400);
    const wrongType = await t.app.inject({
      method: 'PUT',
      url: `/api/recordings/${id}/chunks/0`,
      headers: { cookie: ann.cookie, 'content-type': 'application/json' },
      payload: { audio: 'no' },
    });
    expect(wrongType.statusCode).toBeGreaterThanOrEqual(400);
    expect(wrongType.statusCode).toBeLessThan(500);
    expect((await finish(ann, id, -5)).statusCode).toBe(400);
    expect(Number((await recordingRow(id))?.received_bytes)).toBe(0);
    // Nothing recorded: finishing says so, and no memory is made.
    const empty = await finish(ann, id);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe(recordingMessages.empty);
  });

  it('cuts off a chunk over the limit while it streams, and keeps nothing of it', async () => {
    const { id } = (await start(ann)).json() as { id: string };
    const stored = (await storedFiles(t)).length;
    const tooBig = await sendChunk(ann, id, 0, Buffer.alloc(MAX_CHUNK_BYTES + 1, 1));
    expect(tooBig.statusCode).toBe(413);
    expect(Number((await recordingRow(id))?.received_bytes)).toBe(0);
    expect((await storedFiles(t)).length).toBe(stored);
  });

  it('keeps what arrived of a recording nobody finished (a closed tab)', async () => {
    const { id } = (await start(ann)).json() as { id: string };
    for (const [seq, piece] of piecesOf(webm, 3).entries()) await sendChunk(ann, id, seq, piece);
    await t.db.execute(
      sql`update recordings set last_chunk_at = now() - interval '11 minutes' where id = ${id}`,
    );
    // Another instance starting up runs the sweep at once.
    const other = await createTestApp({ shareDatabaseWith: t, env: { UPLOADS_DIR: t.config.uploadsDir } });
    try {
      expect((await recordingRow(id))?.status).toBe('finished');
      const kept = (await listFiles(ann)).find(
        (file) => file.sizeBytes === webm.length && file.mimeType === 'audio/webm',
      );
      expect(kept).toBeDefined();
      // What arrived is written down like any recording; waiting for it also means no transcription is still
      // running when the two apps close underneath it.
      const written = await eventually(async () => {
        const file = (await listFiles(ann)).find((f) => f.id === kept!.id);
        return file && file.status !== 'processing' ? file : undefined;
      });
      expect(written.status).toBe('ready');
    } finally {
      await other.close();
    }
  });
});
