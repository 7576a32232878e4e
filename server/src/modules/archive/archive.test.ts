import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARCHIVE_FORMAT_VERSION } from '#shared/archive-format.ts';
import type { MemoryFragment, UploadedFile } from '#shared/memories.ts';
import { createMemory, listFiles } from '../../../test/factories.ts';
import { makeDocx, makePdf, makeSpeechWav, readZip, tempDir } from '../../../test/fixtures/samples.ts';
import { eventually } from '../../../test/fixtures/upload-helpers.ts';
import { createTestApp, type Person, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let ann: Person;
let bob: Person;

beforeAll(async () => {
  t = await createTestApp();
  ann = await t.signUp();
  bob = await t.signUp();
});
afterAll(async () => t?.close());

const exportArchive = (person: Person) => person.get('/api/export-memories');

describe('exporting the archive', () => {
  it('holds every memory as JSON and every original byte for byte, with a manifest and a README', async () => {
    const fragments: MemoryFragment[] = [];
    for (const [name, text] of [
      ['My first bike', 'It was red, and Grandpa Joe held the saddle.'],
      ["Grandma's kitchen (1952)", 'Bread every Sunday in Leeds.'],
      ['My first bike', 'A second memory with the same name.'],
    ]) {
      fragments.push(await createMemory(ann, { name, text }));
    }
    const dir = await tempDir();
    const originals = new Map<string, Buffer>([
      ['Letter.pdf', makePdf(['Dear Rose, we arrived in New York in 1951.'])],
      ['Diary.docx', await makeDocx(['Monday: rain again.'])],
      ['notes.txt', Buffer.from('Notes about the farm.')],
      ['Interview.wav', await makeSpeechWav('We lived on a farm near the river.', dir)],
    ]);
    await fs.rm(dir, { recursive: true, force: true });
    const files: UploadedFile[] = [];
    for (const [name, data] of originals) {
      const response = await ann.upload(name, data);
      expect(response.statusCode, response.body).toBe(201);
      files.push(response.json());
    }
    await eventually(async () => {
      const list = await listFiles(ann);
      return list.every((file) => file.status !== 'processing') ? true : undefined;
    }, 120_000);
    const finalFiles = await listFiles(ann);
    await bob.post('/api/memory-fragments', { name: "Bob's", text: 'Not Ann’s.' });

    const response = await exportArchive(ann);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toContain(
      `attachment; filename="memories-archive-${today}.zip"`,
    );

    const entries = await readZip(response.rawPayload);
    const root = `memories-archive-${today}/`;
    for (const name of entries.keys()) expect(name.startsWith(root)).toBe(true);
    expect(entries.get(`${root}README.txt`)?.toString()).toContain('HOW IT IS ORGANISED');

    const manifest = JSON.parse(entries.get(`${root}manifest.json`)!.toString());
    expect(manifest).toMatchObject({
      formatVersion: ARCHIVE_FORMAT_VERSION,
      counts: { memories: 7, typedMemories: 3, uploadedFiles: 4, originalFiles: 4 },
    });
    expect(Date.parse(manifest.exportedAt)).toBeGreaterThan(Date.now() - 120_000);
    expect(manifest.memories).toHaveLength(7);

    for (const fragment of fragments) {
      const listed = manifest.memories.find((entry: { id: string }) => entry.id === fragment.id);
      expect(listed.file).toMatch(
        new RegExp(`^\\d{4}/\\d{4}-\\d{2}/typed-memories/${fragment.createdAt.slice(0, 10)}_`),
      );
      const json = JSON.parse(entries.get(`${root}${listed.file}`)!.toString());
      // The version is this server's edit counter (docs/decisions/541), not part of the archive; nor is who
      // in the family added a memory (decision 1513).
      const { version: _version, addedBy: _addedBy, ...archived } = fragment;
      expect(json).toMatchObject({ ...archived, source: 'Memory Fragment' });
    }
    for (const file of finalFiles) {
      const listed = manifest.memories.find((entry: { id: string }) => entry.id === file.id);
      expect(listed.file).toMatch(/\/uploaded-files\//);
      const json = JSON.parse(entries.get(`${root}${listed.file}`)!.toString());
      // The archive keeps the transcript, not whether it was checked (an imported transcript counts as checked).
      const { version: _version, transcriptChecked: _checked, ...archived } = file;
      expect(json).toMatchObject({ ...archived, source: 'Uploaded File' });
      const original = entries.get(`${root}${listed.original.file}`)!;
      // Beside its JSON, with the same name.
      expect(listed.original.file.replace(/\.[a-z0-9]+$/, '.json')).toBe(listed.file);
      expect(json.originalFile).toBe(listed.original.file.split('/').pop());
      expect(original.equals(originals.get(file.originalName)!)).toBe(true);
      expect(listed.original.sha256).toMatch(/^[0-9a-f]{64}$/);
    }
    // Two memories with the same name and day do not overwrite each other.
    expect(new Set(manifest.memories.map((entry: { file: string }) => entry.file)).size).toBe(7);
    expect(JSON.stringify([...entries.values()].map(String))).not.toContain('Not Ann’s');
  }, 180_000);

  it('exports an empty archive for someone with no memories yet', async () => {
    const carol = await t.signUp();
    const entries = await readZip((await exportArchive(carol)).rawPayload);
    expect([...entries.keys()].map((name) => name.split('/').slice(1).join('/')).sort()).toEqual([
      'README.txt',
      'manifest.json',
    ]);
  });

  it('answers 401 without a session', async () => {
    expect((await t.visitor.get('/api/export-memories')).statusCode).toBe(401);
  });
});
