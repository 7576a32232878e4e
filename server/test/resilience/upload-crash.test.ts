/**
 * The server is killed (SIGKILL) while someone is uploading a large file. After
 * the restart nothing half-done shows: no file record without its original, no
 * original without its record; the half-written temporary file is never served
 * and is removed by the sweep once it is old; everything saved before is there.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  api,
  type ChildServer,
  eventually,
  filesUnder,
  killHard,
  openUpload,
  signUp,
  stopGracefully,
  uploadFile,
} from './child-server.ts';
import { crashHarness } from './crash-harness.ts';
import { makePaddedPdf } from './padded-pdf.ts';

const crash = crashHarness();
let server: ChildServer | undefined;

const MB = 1024 * 1024;
const memories = [
  { name: 'The summer at the lake', text: 'We swam every morning before breakfast.' },
  { name: 'My first job', text: 'I delivered newspapers on a red bicycle.' },
  { name: 'Meeting Rose', text: 'We met at the dance hall in 1962.' },
];

describe('the server killed in the middle of an upload', () => {
  it('leaves no record without a file and no file without a record, and keeps what was saved before', async () => {
    server = await crash.start();
    const { cookie } = await signUp(server);
    for (const memory of memories) {
      expect((await api(server, cookie, 'POST', '/api/memory-fragments', memory)).status).toBe(201);
    }

    // 20 MB announced, 3 MB sent, then the power goes.
    const upload = openUpload(server, cookie, 'family-letters.pdf', 20 * MB);
    const incoming = path.join(crash.home.uploadsDir, 'incoming');
    for (let sent = 0; sent < 3; sent++) await upload.write(Buffer.alloc(MB, 0x41));
    const partial = await eventually('the upload to reach the disk', async () => {
      const [name] = await filesUnder(incoming);
      if (!name) return undefined;
      const { size } = await fs.stat(path.join(incoming, name));
      return size >= 2 * MB ? name : undefined;
    });
    expect((await killHard(server)).signal).toBe('SIGKILL');
    upload.abort();
    expect(partial).toMatch(/\.part$/);

    server = await crash.start();
    const rows = await crash.home.pool.query('select id from uploaded_files');
    expect(rows.rowCount).toBe(0);
    expect(await filesUnder(path.join(crash.home.uploadsDir, 'files'))).toEqual([]);
    expect((await api(server, cookie, 'GET', '/api/uploaded-files')).body).toEqual([]);
    const saved = await api<{ name: string; text: string }[]>(server, cookie, 'GET', '/api/memory-fragments');
    expect(
      saved.body.map(({ name, text }) => ({ name, text })).sort((a, b) => a.name.localeCompare(b.name)),
    ).toEqual([...memories].sort((a, b) => a.name.localeCompare(b.name)));

    // Uploading works again; the unfinished upload is still nobody's file.
    const retried = await uploadFile(
      server,
      cookie,
      'family-letters.pdf',
      makePaddedPdf('Letters from home', MB),
    );
    expect(retried.status).toBe(201);
    const files = await api<{ id: string; originalName: string }[]>(
      server,
      cookie,
      'GET',
      '/api/uploaded-files',
    );
    expect(files.body.map((file) => file.originalName)).toEqual(['family-letters.pdf']);
    expect((await crash.home.pool.query('select storage_key from uploaded_files')).rows).toEqual([
      { storage_key: expect.stringMatching(/\.pdf$/) },
    ]);
    expect(await filesUnder(incoming)).toEqual([partial]);

    // An hour later (no upload writes to a file that long), the sweep removes it; the finished upload stays.
    const anHourAgo = new Date(Date.now() - 61 * 60 * 1000);
    await fs.utimes(path.join(incoming, partial), anHourAgo, anHourAgo);
    expect((await stopGracefully(server)).code).toBe(0);
    server = await crash.start();
    expect(await filesUnder(incoming)).toEqual([]);
    expect(await filesUnder(path.join(crash.home.uploadsDir, 'files'))).toHaveLength(1);
    const original = await fetch(`${server.origin}/api/uploaded-files/${files.body[0]!.id}/original`, {
      headers: { cookie },
    });
    expect(original.status).toBe(200);
    expect((await original.arrayBuffer()).byteLength).toBeGreaterThan(MB);
  }, 120_000);
});
