/**
 * Attacks on uploads over real HTTP: half-sent uploads that would hold a
 * socket, a file and a slot for ever (F-08), one person opening more uploads
 * than they may have in flight, and a "recording" that is really an HLS
 * playlist naming another file on the server (F-11).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transcriptionMessages } from '#server/modules/uploads/transcription.task.ts';
import { uploadPaceMessages } from '#server/uploads/upload-pace.ts';
import { convertAudio, tempDir } from '../fixtures/samples.ts';
import { BOUNDARY, eventually, fileRows } from '../fixtures/upload-helpers.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let t: TestApp;
let port: number;
const SECRET_WORDS = 'my brother tom and i went fishing in nineteen sixty five';

beforeAll(async () => {
  t = await createTestApp({
    // Small numbers so the test does not wait a minute: a window of one second in which at least one byte must arrive.
    env: { UPLOAD_IDLE_TIMEOUT_MS: '1000', UPLOAD_MIN_BYTES_PER_SECOND: '1', UPLOADS_PER_PERSON: '3' },
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});

afterAll(() => t.close());

const partFiles = async () =>
  (await fs.readdir(path.join(t.config.uploadsDir, 'incoming')).catch(() => [] as string[])).filter((name) =>
    name.endsWith('.part'),
  );

/** Starts an upload of a 10 MB file, sends its headers and the first bytes of the file, then sends nothing more. */
function halfSentUpload(cookie: string, url = '/api/upload-file') {
  const socket = net.connect(port, '127.0.0.1');
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.on('error', () => {});
  socket.write(
    [
      `POST ${url} HTTP/1.1`,
      `Host: 127.0.0.1:${port}`,
      `Cookie: ${cookie}`,
      `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
      'Content-Length: 10000000',
      '',
      `--${BOUNDARY}`,
      'Content-Disposition: form-data; name="file"; filename="letter.txt"',
      'Content-Type: text/plain',
      '',
      'Dear Rose, this letter is very long and arrives very slowly. '.repeat(2),
    ].join('\r\n'),
  );
  return { socket, closed };
}

describe('slow and hostile uploads', () => {
  it('F-08: closes a half-sent upload and removes its temporary file', async () => {
    const person = await t.signUp();
    const { closed } = halfSentUpload(person.cookie);
    await eventually(async () => ((await partFiles()).length > 0 ? true : undefined), 10_000);
    // The server ends the connection by itself (before the fix it stayed open for ever).
    await closed;
    await eventually(async () => ((await partFiles()).length === 0 ? true : undefined), 10_000);
    expect(await fileRows(t, person.user.id)).toEqual([]);
  });

  it('F-08: closes a half-sent archive import too', async () => {
    const person = await t.signUp();
    const { closed } = halfSentUpload(person.cookie, '/api/import-archive');
    await closed;
    await eventually(async () => ((await partFiles()).length === 0 ? true : undefined), 10_000);
  });

  it('F-08: refuses a fourth upload while three of the same person are in flight; slow but steady ones go on', async () => {
    const person = await t.signUp();
    const other = await t.signUp();
    const uploads = [1, 2, 3].map(() => halfSentUpload(person.cookie));
    // A byte every 100 ms: slow, but above the minimum pace, so none of the three is closed.
    const trickle = setInterval(() => {
      for (const { socket } of uploads) socket.write('x');
    }, 100);
    try {
      await eventually(async () => ((await partFiles()).length === 3 ? true : undefined), 10_000);
      const fourth = await person.upload('note.txt', Buffer.from('One more letter.\n'));
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json().message).toBe(uploadPaceMessages.tooMany);
      // Somebody else is not affected.
      const theirs = await other.upload('note.txt', Buffer.from('My own letter.\n'));
      expect(theirs.statusCode).toBe(201);
      expect(uploads.every(({ socket }) => !socket.destroyed)).toBe(true);
    } finally {
      clearInterval(trickle);
    }
    // Once they stop sending they are closed, their files removed and their slots free again.
    await Promise.all(uploads.map(({ closed }) => closed));
    await eventually(async () => ((await partFiles()).length === 0 ? true : undefined), 10_000);
    const later = await person.upload('note.txt', Buffer.from('One more letter.\n'));
    expect(later.statusCode).toBe(201);
  });

  describe('F-11: a recording that is really an HLS playlist', () => {
    let dir: string;
    let secretRecording: string;

    beforeAll(async () => {
      dir = await tempDir('heirloom-polyglot-');
      // Somebody else's recording on the server's disk, with words an attacker would like to read (the Klatt
      // voice is the one PocketSphinx understands best).
      const wavPath = path.join(dir, 'private.wav');
      const tts = spawnSync('espeak-ng', ['-v', 'en-us+klatt', '-s', '150', '-w', wavPath, SECRET_WORDS]);
      if (tts.status !== 0) throw new Error('espeak-ng is needed to make the test recording');
      const wav = await fs.readFile(wavPath);
      secretRecording = path.join(dir, 'private-recording.mp3');
      await fs.writeFile(secretRecording, await convertAudio(wav, 'mp3', dir));
    }, 60_000);

    afterAll(() => fs.rm(dir, { recursive: true, force: true }));

    it('does not let ffmpeg read another file named in the playlist; the upload ends failed with a plain reason', async () => {
      const person = await t.signUp();
      // The review's 286-byte polyglot: an ID3 header with the footer flag, an MP3 frame sync, then a playlist.
      const polyglot = Buffer.concat([
        Buffer.from('ID3'),
        Buffer.from([0x04, 0x00, 0x10]),
        Buffer.from([0x00, 0x00, 0x00, 0x64]),
        Buffer.alloc(100),
        Buffer.from([0xff, 0xfb, 0x90, 0x00]),
        Buffer.alloc(6),
        Buffer.from(`#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:10,\n${secretRecording}\n#EXT-X-ENDLIST\n`),
      ]);
      const response = await person.upload('my-song.mp3', polyglot);
      expect(response.statusCode).toBe(201);
      const id = response.json().id as string;
      const done = await eventually(async () => {
        const [row] = (await fileRows(t, person.user.id)).filter((file) => file.id === id);
        return row && row.status !== 'processing' ? row : undefined;
      }, 120_000);
      expect(done.content).not.toMatch(/brother|fishing|sixty|nineteen/i);
      expect(done.status).toBe('failed');
      expect([transcriptionMessages.failed, transcriptionMessages.noSpeech]).toContain(done.failureReason);
    }, 150_000);
  });
});
