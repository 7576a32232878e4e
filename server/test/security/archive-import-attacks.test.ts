/**
 * Attacks on Import Archive: hostile archives and hostile timing. Each test
 * performs the attack and checks that it fails: originals survive a sweep while
 * their import is still running, a file name from the archive cannot deliver a
 * script, archive text never reaches a message, out-of-range timestamps and
 * over-long memories are a 422 (and leave private text out of the logs), and a
 * second import of the same account is refused at once.
 */
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAiEngine } from '#server/ai/ai-engine.ts';
import { enqueueJob } from '#server/jobs/enqueue-job.ts';
import { createArchiveImportService } from '#server/modules/archive-import/archive-import.service.ts';
import { createUploadsRepository } from '#server/modules/uploads/uploads.repository.ts';
import { createUploadsService } from '#server/modules/uploads/uploads.service.ts';
import { createStorage } from '#server/storage/create-storage.ts';
import { MEMORY_TEXT_MAX } from '#shared/memories.ts';
import { makeZip } from '../fixtures/samples.ts';
import { storedFiles } from '../fixtures/upload-helpers.ts';
import { createTestApp, type Person, type TestApp } from '../test-app.ts';

const PHISHING =
  'IMPORTANT: your account has been locked. To keep your memories, call Heirloom Support now at +1 (800) 555-0199 and have your bank card ready.';
const PRIVATE_TEXT = 'The secret my late husband told me on the porch in 1961';

/** Everything the app logs, as text. */
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, callback) {
    logLines.push(String(chunk));
    callback();
  },
});

let t: TestApp;

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const stamp = '2024-03-01T10:00:00.000Z';

function fragment(overrides: Record<string, unknown> = {}) {
  const id = randomUUID();
  return {
    id,
    source: 'Memory Fragment',
    name: 'Porch evenings',
    text: PRIVATE_TEXT,
    topics: [],
    whenHappened: null,
    whereHappened: null,
    peopleInvolved: [],
    createdAt: stamp,
    updatedAt: stamp,
    ...overrides,
  };
}

function uploadedFile(data: Buffer | undefined, overrides: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    source: 'Uploaded File',
    title: 'Letter from Mom',
    content: 'Dear child, I hope this finds you well.',
    topics: [],
    whenHappened: null,
    whereHappened: null,
    peopleInvolved: [],
    createdAt: stamp,
    updatedAt: stamp,
    originalName: 'Letter from Mom.txt',
    mimeType: 'text/plain',
    sizeBytes: data?.length ?? 0,
    status: 'ready',
    failureReason: null,
    originalFile: null,
    ...overrides,
  };
}

type ArchiveMemory =
  | { kind: 'fragment'; doc: Record<string, unknown>; file?: string }
  | {
      kind: 'file';
      doc: Record<string, unknown>;
      original?: { name: string; data: Buffer } | 'missing';
      file?: string;
    };

/** An archive in Export Archive's layout holding `memories`. */
function makeArchive(memories: ArchiveMemory[]) {
  const entries: Array<{ name: string; data: Buffer | string }> = [];
  const manifest = {
    formatVersion: 1,
    memories: memories.map((memory, index) => {
      const file = memory.file ?? `memories/${index}.json`;
      entries.push({ name: `archive/${file}`, data: JSON.stringify(memory.doc) });
      const entry: Record<string, unknown> = { id: memory.doc.id, source: memory.kind, file };
      const original = memory.kind === 'file' ? memory.original : undefined;
      if (original === 'missing') entry.original = { missing: true };
      else if (original) {
        const { name, data } = original;
        entries.push({ name: `archive/originals/${name}`, data });
        entry.original = { file: `originals/${name}`, sizeBytes: data.length, sha256: sha256(data) };
      }
      return entry;
    }),
  };
  entries.unshift({ name: 'archive/manifest.json', data: JSON.stringify(manifest) });
  return makeZip(entries);
}

const importArchive = (person: Person, data: Buffer) =>
  person.postFile('/api/import-archive', 'memories-archive.zip', data, { type: 'application/zip' });

beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream });
});

afterAll(() => t.close());

describe('Import Archive attacks', () => {
  it('F-04: keeps every original when the sweep of stray files runs while the import is still being written', async () => {
    const person = await t.signUp();
    const letters = [1, 2, 3].map((n) => Buffer.from(`Dear Rose,\nThis is letter number ${n}.\n`));
    const archive = await makeArchive([
      ...letters.map(
        (data, n): ArchiveMemory => ({
          kind: 'file',
          doc: uploadedFile(data, { title: `Letter ${n}`, originalName: `Letter ${n}.txt` }),
          original: { name: `letter-${n}.txt`, data },
        }),
      ),
      { kind: 'fragment', doc: fragment() },
    ]);
    const storage = createStorage(t.config);
    const sweeper = createUploadsService({
      repository: createUploadsRepository(t.db),
      storage,
      ai: createAiEngine({ ...t.config.ai, log: { info() {}, warn() {} } }),
      jobs: { enqueue: enqueueJob },
      log: { info() {}, warn() {} },
    });
    let swept = -1;
    const service = createArchiveImportService({
      db: t.db,
      storage,
      jobs: { enqueue: enqueueJob },
      maxBytes: t.config.archiveImportMaxBytes,
      log: { info() {}, warn() {} },
      hooks: {
        // The import is paused after its last memory (three originals written, nothing committed yet):
        // it stands for an import that has been running for hours. Every file is made old, then the sweep runs.
        async afterMemory(index) {
          if (index !== 3) return;
          const old = new Date(Date.now() - 3 * 60 * 60 * 1000);
          for (const file of await storedFiles(t)) await fs.utimes(file, old, old);
          swept = await sweeper.sweep();
        },
      },
    });
    const zipPath = path.join(storage.scratchDir, `${randomUUID()}.zip`);
    await fs.writeFile(zipPath, archive);
    const result = await service.import(person.user.id, zipPath);
    await fs.rm(zipPath, { force: true });
    expect(result).toEqual({ imported: { memories: 4, files: 3 }, skipped: 0 });
    expect(swept).toBeGreaterThanOrEqual(0);

    const files = (await person.get('/api/uploaded-files')).json() as Array<{ id: string; title: string }>;
    expect(files).toHaveLength(3);
    for (const file of files) {
      const original = await person.get(`/api/uploaded-files/${file.id}/original`);
      expect(original.statusCode, file.title).toBe(200);
      expect(letters.map(String)).toContain(original.body);
    }
    // And a sweep after the import (with every file old) still finds nothing to remove.
    const old = new Date(Date.now() - 3 * 60 * 60 * 1000);
    for (const file of await storedFiles(t)) await fs.utimes(file, old, old);
    await sweeper.sweep();
    for (const file of files)
      expect((await person.get(`/api/uploaded-files/${file.id}/original`)).statusCode).toBe(200);

    // What an import that died (its lock gone with its connection) left behind is removed by the next sweep.
    const leftover = path.join(storage.scratchDir, `import-${person.user.id}-${randomUUID()}`);
    await fs.mkdir(leftover);
    await fs.writeFile(path.join(leftover, `${randomUUID()}.txt`), 'half a letter');
    expect(await sweeper.sweep()).toBeGreaterThanOrEqual(1);
    await expect(fs.stat(leftover)).rejects.toThrow();
  });

  it('F-05: rebuilds an imported file name from a safe base name and the verified type ("Letter from Mom.hta" → .txt)', async () => {
    const person = await t.signUp();
    const script = Buffer.from(
      '<html><head><HTA:APPLICATION id="x"/></head><body><script>alert("pwned")</script></body></html>\n',
    );
    const archive = await makeArchive([
      {
        kind: 'file',
        doc: uploadedFile(script, { originalName: 'Letter from Mom.hta' }),
        original: { name: 'letter.txt', data: script },
      },
    ]);
    const response = await importArchive(person, archive);
    expect(response.statusCode).toBe(200);
    const [file] = (await person.get('/api/uploaded-files')).json() as Array<{
      id: string;
      originalName: string;
      mimeType: string;
    }>;
    expect(file?.originalName).toBe('Letter from Mom.txt');
    expect(file?.mimeType).toBe('text/plain');
    const original = await person.get(`/api/uploaded-files/${file?.id}/original`);
    expect(original.statusCode).toBe(200);
    expect(String(original.headers['content-disposition'])).toContain('filename="Letter from Mom.txt"');
    expect(String(original.headers['content-disposition'])).not.toMatch(/\.hta/i);
  });

  it('F-05: a file name with folders or control characters is cleaned like an upload', async () => {
    const person = await t.signUp();
    const letter = Buffer.from('Dear Rose,\nI miss you.\n');
    const archive = await makeArchive([
      {
        kind: 'file',
        doc: uploadedFile(letter, { originalName: '..\\..\\Windows\\Start Menu\\run me\u0007.txt.vbs' }),
        original: { name: 'letter.txt', data: letter },
      },
    ]);
    expect((await importArchive(person, archive)).statusCode).toBe(200);
    const [file] = (await person.get('/api/uploaded-files')).json() as Array<{ originalName: string }>;
    expect(file?.originalName).toBe('run me.txt.txt');
  });

  it('F-15: never shows text from the archive in its answer (a phishing title or file path)', async () => {
    const person = await t.signUp();
    const letter = Buffer.from('Dear Rose,\nI miss you.\n');
    const wrongType = await makeArchive([
      {
        kind: 'file',
        doc: uploadedFile(letter, { title: PHISHING, mimeType: 'application/pdf' }),
        original: { name: 'letter.txt', data: letter },
      },
    ]);
    const badChecksum = await makeArchive([
      {
        kind: 'file',
        doc: uploadedFile(letter, { title: PHISHING, sizeBytes: 3 }),
        original: { name: 'a.txt', data: letter },
      },
    ]);
    const binary = Buffer.from('\u0000\u0001\u0002 binary \u0000');
    const notText = await makeArchive([
      {
        kind: 'file',
        doc: uploadedFile(binary, { title: PHISHING }),
        original: { name: 'a.txt', data: binary },
      },
    ]);
    const phishingPath = await makeArchive([
      { kind: 'fragment', doc: fragment({ name: '' }), file: `memories/${PHISHING}.json` },
    ]);
    for (const archive of [wrongType, badChecksum, notText, phishingPath]) {
      const response = await importArchive(person, archive);
      expect(response.statusCode).toBe(422);
      const { message } = response.json() as { message: string };
      expect(message).toMatch(/^The archive is damaged: .+\. Nothing was imported\./);
      for (const words of ['IMPORTANT', 'locked', 'Support', '555-0199', 'bank card'])
        expect(message).not.toContain(words);
    }
  });

  it('F-06/F-19: refuses timestamps PostgreSQL cannot store with a 422, and logs no memory text', async () => {
    const person = await t.signUp();
    for (const createdAt of [
      '0000-01-01T00:00:00Z',
      '9999-12-31T23:59:59-14:00',
      '+010000-01-01T00:00:00Z',
    ]) {
      logLines.length = 0;
      const archive = await makeArchive([
        { kind: 'fragment', doc: fragment({ createdAt, text: `${PRIVATE_TEXT} ${'A'.repeat(150_000)}` }) },
      ]);
      const response = await importArchive(person, archive);
      expect(response.statusCode, createdAt).toBe(422);
      expect(response.json().message).toMatch(/^The archive is damaged: memory 1 of 1 /);
      expect((await person.get('/api/memory-fragments')).json()).toEqual([]);
      const logged = logLines.join('');
      expect(logged).not.toContain(PRIVATE_TEXT);
      expect(logged).not.toContain('AAAAAAAAAA');
      expect(logged.length).toBeLessThan(10_000);
    }
  });

  it('F-06: an unexpected database error is logged without the query, its values or the message copy in the stack', async () => {
    logLines.length = 0;
    const error = await t.db
      .execute(sql`select ${PRIVATE_TEXT}::text, ${'B'.repeat(100_000)}::text, 1 / 0`)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    t.app.log.error({ err: error }, 'unhandled error');
    const logged = logLines.join('');
    expect(logged).toContain('unhandled error');
    expect(logged).toContain('22012'); // division_by_zero: what an operator needs to start looking
    expect(logged).not.toContain(PRIVATE_TEXT);
    expect(logged).not.toContain('BBBBBBBBBB');
    expect(logged).not.toMatch(/params/i);
    expect(logged.length).toBeLessThan(5_000);
  });

  it('refuses (422, naming the entry) a typed memory longer than a memory written in the app may be', async () => {
    const person = await t.signUp();
    const tooLong = await makeArchive([
      { kind: 'fragment', doc: fragment() },
      { kind: 'fragment', doc: fragment({ text: 'a'.repeat(MEMORY_TEXT_MAX + 1) }) },
    ]);
    const refused = await importArchive(person, tooLong);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      `The archive is damaged: memory 2 of 2 holds a memory longer than ${MEMORY_TEXT_MAX.toLocaleString('en')} characters, the most one memory can hold. Nothing was imported. Please export it again and retry.`,
    );
    expect((await person.get('/api/memory-fragments')).json()).toEqual([]);

    const longest = await makeArchive([
      { kind: 'fragment', doc: fragment({ text: 'a'.repeat(MEMORY_TEXT_MAX) }) },
    ]);
    expect((await importArchive(person, longest)).statusCode).toBe(200);
  });

  it('F-19: a recording exported while "processing" without its original ends as failed with a reason', async () => {
    const person = await t.signUp();
    const archive = await makeArchive([
      {
        kind: 'file',
        doc: uploadedFile(undefined, {
          title: 'Grandpa singing',
          originalName: 'Grandpa singing.mp3',
          mimeType: 'audio/mpeg',
          sizeBytes: 5000,
          content: '',
          status: 'processing',
        }),
        original: 'missing',
      },
    ]);
    expect((await importArchive(person, archive)).statusCode).toBe(200);
    const [file] = (await person.get('/api/uploaded-files')).json() as Array<{
      status: string;
      failureReason: string | null;
    }>;
    expect(file?.status).toBe('failed');
    expect(file?.failureReason).toMatch(/^This recording's original was not in the archive/);
  });

  it('F-10: a second import of the same account is refused at once (409); another person is not held up', async () => {
    const person = await t.signUp();
    const other = await t.signUp();
    const archive = await makeArchive(
      Array.from({ length: 1500 }, (): ArchiveMemory => ({ kind: 'fragment', doc: fragment() })),
    );
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => importArchive(person, archive)),
      other.get('/api/auth/user'),
    ]);
    const imports = answers.slice(0, 6);
    expect(imports.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = imports.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(5);
    for (const response of refused)
      expect(response.json().message).toBe(
        'An import is already running for your account. Please wait until it has finished, then try again if anything is missing.',
      );
    expect(answers[6]?.statusCode).toBe(200);
    expect((await person.get('/api/memory-fragments')).json()).toHaveLength(1500);
  });
});
