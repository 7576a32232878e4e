/**
 * The server is killed (SIGKILL) while someone downloads their archive. The
 * export only reads, so after the restart every memory and original is still
 * there, unchanged, and a new export works and holds all of it.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { readZip } from '../fixtures/samples.ts';
import { api, type ChildServer, eventually, killHard, signUp, uploadFile } from './child-server.ts';
import { crashHarness } from './crash-harness.ts';
import { makePaddedPdf } from './padded-pdf.ts';

const crash = crashHarness();
let server: ChildServer | undefined;

const MB = 1024 * 1024;
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe('the server killed in the middle of an export download', () => {
  it('loses nothing, and the next export holds every memory and original', async () => {
    server = await crash.start();
    const { cookie } = await signUp(server);
    const names = ['Sunday dinners', 'The flood of 1974', 'Learning to drive'];
    for (const name of names) {
      const created = await api(server, cookie, 'POST', '/api/memory-fragments', {
        name,
        text: `${name}: what I remember of it.`,
      });
      expect(created.status).toBe(201);
    }
    const originals = [
      { name: 'wedding-album.pdf', data: makePaddedPdf('Our wedding, June 1965', 12 * MB) },
      { name: 'war-letters.pdf', data: makePaddedPdf('Letters from the front', 12 * MB) },
    ];
    for (const original of originals) {
      expect((await uploadFile(server, cookie, original.name, original.data)).status).toBe(201);
    }
    // Saving queues each memory's clean copy (docs/decisions/908): let that background work finish first, so the
    // rows compared below are the ones the export read.
    await eventually('the clean copies to be made', async () => {
      const { rows } = await crash.home.pool.query(
        `select (select count(*) from memory_fragments where clean_copy_of is distinct from md5(text))
              + (select count(*) from uploaded_files where clean_copy_of is distinct from md5(content)) as waiting`,
      );
      return Number(rows[0].waiting) === 0 ? true : undefined;
    });
    const before = {
      memories: (await crash.home.pool.query('select * from memory_fragments order by id')).rows,
      files: (await crash.home.pool.query('select * from uploaded_files order by id')).rows,
    };

    // The download starts, the reader falls behind, and the power goes.
    let received = 0;
    const download = http.get(`${server.origin}/api/export-memories`, { headers: { cookie } }, (response) => {
      response.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received >= 256 * 1024) response.pause();
      });
    });
    download.on('error', () => {});
    await eventually('the download to begin', async () => (received >= 256 * 1024 ? true : undefined));
    expect((await killHard(server)).signal).toBe('SIGKILL');
    download.destroy();
    expect(received).toBeLessThan(24 * MB);

    server = await crash.start();
    expect((await crash.home.pool.query('select * from memory_fragments order by id')).rows).toEqual(
      before.memories,
    );
    expect((await crash.home.pool.query('select * from uploaded_files order by id')).rows).toEqual(
      before.files,
    );
    const files = await api<{ id: string; originalName: string }[]>(
      server,
      cookie,
      'GET',
      '/api/uploaded-files',
    );
    for (const file of files.body) {
      const original = await fetch(`${server.origin}/api/uploaded-files/${file.id}/original`, {
        headers: { cookie },
      });
      const bytes = Buffer.from(await original.arrayBuffer());
      expect(sha256(bytes)).toBe(sha256(originals.find((o) => o.name === file.originalName)!.data));
    }

    const exported = await fetch(`${server.origin}/api/export-memories`, { headers: { cookie } });
    expect(exported.status).toBe(200);
    const entries = await readZip(Buffer.from(await exported.arrayBuffer()));
    const entryNames = [...entries.keys()];
    const typed = entryNames.filter((name) => name.includes('/typed-memories/'));
    expect(typed.map((name) => JSON.parse(entries.get(name)!.toString('utf8')).name).sort()).toEqual(
      [...names].sort(),
    );
    const pdfs = entryNames.filter((name) => name.endsWith('.pdf'));
    expect(pdfs.map((name) => sha256(entries.get(name)!)).sort()).toEqual(
      originals.map((original) => sha256(original.data)).sort(),
    );
    const manifest = JSON.parse(
      entries.get(entryNames.find((name) => name.endsWith('manifest.json'))!)!.toString(),
    );
    expect(manifest.counts).toEqual({
      memories: 5,
      typedMemories: 3,
      uploadedFiles: 2,
      originalFiles: 2,
      interviews: 0,
      interviewAnswers: 0,
      interviewRecordings: 0,
    });
  }, 120_000);
});
