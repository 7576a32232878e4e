/**
 * Attacks on recordings sent through a storyteller link (no account needed, docs/decisions/721), over real HTTP:
 * a piece that never ends (declared endless, or sent chunked without end), a piece that stalls half-way, and a
 * recording that says it is WebM audio and is something else (decision 701). Each is refused or cut off with a
 * sentence, within the limits kept while the piece streams, and leaves no chunk row, no stored piece and no
 * temporary file behind. And a link's holder opening recordings without end, or recording day after day without
 * limit (decision 1522).
 */
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadPaceMessages } from '#server/uploads/upload-pace.ts';
import type { InterviewSession } from '#shared/interview-sessions.ts';
import { MAX_CHUNK_BYTES, recordingMessages } from '#shared/recordings.ts';
import {
  MAX_LINK_RECORDING_BYTES_PER_DAY,
  MAX_OPEN_LINK_RECORDINGS,
  OPEN_LINK_RECORDING_SILENT_MS,
  storytellerLinkMessages,
} from '#shared/storyteller-links.ts';
import { eventually } from '../fixtures/upload-helpers.ts';
import { createTestApp, type Person, type TestApp } from '../test-app.ts';

let t: TestApp;
let port: number;
let owner: Person;

beforeAll(async () => {
  t = await createTestApp({
    // A window of one second in which at least one byte must arrive, so the test does not wait a minute.
    env: { UPLOAD_IDLE_TIMEOUT_MS: '1000', UPLOAD_MIN_BYTES_PER_SECOND: '1' },
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
  owner = await t.signUp();
});
afterAll(() => t.close());

const base = '/api/storyteller/interview-sessions';

/** A new storyteller link with an interview started through it: its cookie, and a way to open answer recordings. */
async function linkInterview() {
  const made = await owner.post('/api/storyteller-links', { label: 'Mum' });
  expect(made.statusCode).toBe(201);
  const token = new URL((made.json() as { url: string }).url).pathname.replace('/tell/', '');
  const cookie = `heirloom.storyteller=${token}`;
  const send = (method: 'POST', url: string, payload: object) =>
    t.app.inject({ method, url, headers: { cookie }, payload });
  const started = await send('POST', base, { topics: ['Childhood'] });
  expect(started.statusCode, started.body).toBe(201);
  const session = started.json() as InterviewSession;
  return {
    cookie,
    linkId: (made.json() as { link: { id: string } }).link.id,
    /** Asks to start recording an answer; answers the server's reply. */
    startRecording: () =>
      send('POST', `${base}/${session.id}/recordings`, { mimeType: 'audio/webm;codecs=opus' }),
    chunkPath: (recordingId: string, seq: number) =>
      `${base}/${session.id}/recordings/${recordingId}/chunks/${seq}`,
  };
}

/** A storyteller link's open recording of an answer: the path its pieces go to, and the link's cookie. */
async function openRecording() {
  const link = await linkInterview();
  const recording = await link.startRecording();
  expect(recording.statusCode, recording.body).toBe(201);
  const recordingId = (recording.json() as { id: string }).id;
  return { cookie: link.cookie, recordingId, chunkPath: (seq: number) => link.chunkPath(recordingId, seq) };
}

/** Nothing of the attack is left: no chunk row, nothing counted, no stored piece, no temporary file. */
async function expectNothingLeft(recordingId: string) {
  const chunks = await t.pool.query(
    'select count(*)::int as n from recording_chunks where recording_id = $1',
    [recordingId],
  );
  expect(chunks.rows[0].n).toBe(0);
  const recording = await t.pool.query('select received_bytes from recordings where id = $1', [recordingId]);
  expect(Number(recording.rows[0].received_bytes)).toBe(0);
  const everyFile = async (dir: string): Promise<string[]> => {
    const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
    const nested = await Promise.all(
      entries.map((entry) =>
        entry.isDirectory() ? everyFile(path.join(dir, entry.name)) : Promise.resolve([entry.name]),
      ),
    );
    return nested.flat();
  };
  await eventually(async () => {
    const left = (await everyFile(t.config.uploadsDir)).filter(
      (name) => name.endsWith('.part') || name.endsWith('.chunk'),
    );
    return left.length === 0 ? true : undefined;
  }, 10_000);
}

/**
 * Sends a piece over a raw connection: the headers, then `first`, then (when `endless`) 64 KB after 64 KB for as
 * long as the server reads. Answers what the server said (status and body) when it answers or closes.
 */
function sendPiece(
  url: string,
  cookie: string,
  options: { chunked: boolean; first: Buffer; endless: boolean },
): Promise<{ status: number; body: string; sentBytes: number }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let sentBytes = 0;
    let open = true;
    const frame = (data: Buffer) =>
      options.chunked
        ? Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')])
        : data;
    socket.on('error', () => {});
    socket.on('data', (data) => {
      answer += data.toString('latin1');
    });
    socket.on('close', () => {
      open = false;
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
      resolve({ status, body: answer.slice(answer.indexOf('\r\n\r\n') + 4), sentBytes });
    });
    socket.write(
      [
        `PUT ${url} HTTP/1.1`,
        `Host: 127.0.0.1:${port}`,
        `Cookie: ${cookie}`,
        'Content-Type: application/octet-stream',
        'Connection: close',
        options.chunked ? 'Transfer-Encoding: chunked' : 'Content-Length: 100000000000',
        '',
        '',
      ].join('\r\n'),
    );
    socket.write(frame(options.first));
    sentBytes += options.first.length;
    if (!options.endless) return;
    const piece = Buffer.alloc(64 * 1024, 7);
    const pump = () => {
      // Never more than three times the limit: a server that read on for ever would fail the test, not hang it.
      while (open && !answer && sentBytes < 3 * MAX_CHUNK_BYTES) {
        sentBytes += piece.length;
        if (!socket.write(frame(piece))) return void socket.once('drain', pump);
      }
      if (open && !answer) socket.end();
    };
    pump();
  });
}

const WEBM_HEAD = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]);

describe('attacks on recordings sent through a storyteller link', () => {
  it('cuts off a piece that declares an endless length at the piece limit, with a sentence', async () => {
    const { cookie, recordingId, chunkPath } = await openRecording();
    const sent = await sendPiece(chunkPath(0), cookie, { chunked: false, first: WEBM_HEAD, endless: true });
    expect(sent.status).toBe(413);
    expect(sent.body).toContain(recordingMessages.chunkTooLarge);
    expect(sent.sentBytes).toBeLessThan(3 * MAX_CHUNK_BYTES);
    await expectNothingLeft(recordingId);
  });

  it('cuts off a piece sent in chunks that never ends at the piece limit, with a sentence', async () => {
    const { cookie, recordingId, chunkPath } = await openRecording();
    const sent = await sendPiece(chunkPath(0), cookie, { chunked: true, first: WEBM_HEAD, endless: true });
    expect(sent.status).toBe(413);
    expect(sent.body).toContain(recordingMessages.chunkTooLarge);
    expect(sent.sentBytes).toBeLessThan(3 * MAX_CHUNK_BYTES);
    await expectNothingLeft(recordingId);
  });

  it('closes a piece that stalls half-way, as a slow upload is closed, and removes what arrived', async () => {
    const { cookie, recordingId, chunkPath } = await openRecording();
    // The first bytes, then nothing: before the fix the connection and its temporary file stayed for hours.
    const sent = await sendPiece(chunkPath(0), cookie, { chunked: false, first: WEBM_HEAD, endless: false });
    expect([0, 400]).toContain(sent.status);
    if (sent.status === 400) expect(sent.body).toContain(uploadPaceMessages.tooSlow);
    await expectNothingLeft(recordingId);
  });

  it('refuses a recording that says it is WebM audio and begins as something else, and keeps nothing of it', async () => {
    const { cookie, recordingId, chunkPath } = await openRecording();
    const playlist = Buffer.from(
      '#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:10,\nfile:///etc/passwd\n#EXT-X-ENDLIST\n',
    );
    const sent = await t.app.inject({
      method: 'PUT',
      url: chunkPath(0),
      headers: { cookie, 'content-type': 'application/octet-stream' },
      payload: playlist,
    });
    expect(sent.statusCode).toBe(415);
    expect(sent.json().message).toBe(recordingMessages.notThisAudio);
    await expectNothingLeft(recordingId);
  });
});

/** How many recordings were made through this link. */
async function linkRecordings(linkId: string) {
  const counted = await t.pool.query(
    'select count(*)::int as n from recordings where storyteller_link_id = $1',
    [linkId],
  );
  return counted.rows[0].n as number;
}

describe('what one storyteller link may record (decision 1522)', () => {
  it(`keeps at most ${MAX_OPEN_LINK_RECORDINGS} recordings open at once; the next is refused with a sentence and makes nothing`, async () => {
    const link = await linkInterview();
    for (let i = 0; i < MAX_OPEN_LINK_RECORDINGS; i++)
      expect((await link.startRecording()).statusCode).toBe(201);
    // Before the limit, a link's holder could open recordings without end, each allowed 150 MB.
    const refused = await link.startRecording();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(storytellerLinkMessages.recordingsOpen);
    expect(await linkRecordings(link.linkId)).toBe(MAX_OPEN_LINK_RECORDINGS);

    // A recording left silent (the page was closed) stops counting as open, so the storyteller can go on.
    await t.pool.query(
      `update recordings set last_chunk_at = now() - make_interval(secs => $2) where storyteller_link_id = $1`,
      [link.linkId, OPEN_LINK_RECORDING_SILENT_MS / 1000 + 1],
    );
    expect((await link.startRecording()).statusCode).toBe(201);
  });

  it("stops a link that has recorded its day's share, until a day has passed, and says so", async () => {
    const link = await linkInterview();
    const first = await link.startRecording();
    expect(first.statusCode).toBe(201);
    // What arrived today through this link, as if its pieces had come in.
    await t.pool.query(
      `update recordings set received_bytes = $2, last_chunk_at = now() - interval '1 hour' where id = $1`,
      [(first.json() as { id: string }).id, MAX_LINK_RECORDING_BYTES_PER_DAY],
    );
    const refused = await link.startRecording();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(storytellerLinkMessages.recordedEnoughToday);
    expect(await linkRecordings(link.linkId)).toBe(1);

    await t.pool.query(`update recordings set created_at = now() - interval '25 hours' where id = $1`, [
      (first.json() as { id: string }).id,
    ]);
    expect((await link.startRecording()).statusCode).toBe(201);
  });

  it('limits each link on its own, and never the owner recording for herself', async () => {
    const busy = await linkInterview();
    for (let i = 0; i < MAX_OPEN_LINK_RECORDINGS; i++)
      expect((await busy.startRecording()).statusCode).toBe(201);
    const other = await linkInterview();
    expect((await other.startRecording()).statusCode).toBe(201);
    for (let i = 0; i <= MAX_OPEN_LINK_RECORDINGS; i++) {
      const own = await owner.post('/api/recordings', { mimeType: 'audio/webm;codecs=opus' });
      expect(own.statusCode, own.body).toBe(201);
    }
  });
});
