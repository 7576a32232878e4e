/**
 * Import Archive, the user's round trip: what Export Archive wrote comes back
 * whole into another account (every memory, original byte for byte, topic and
 * Memory DNA field); importing it again adds nothing; a damaged or hostile
 * archive is refused with a clear 4xx and leaves nothing behind.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveImportMessages } from '#shared/archive-import.ts';
import { createMemory } from '../../../test/factories.ts';
import { makeDocx, makePdf, makeZip, readZip } from '../../../test/fixtures/samples.ts';
import { storedFiles } from '../../../test/fixtures/upload-helpers.ts';
import { snapshotTables } from '../../../test/security/db-snapshot.ts';
import { createTestApp, type Person, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let alice: Person;
let archive: Buffer;
const originals = new Map<string, Buffer>();

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

const importArchive = (person: Person, data: Buffer, fileName = 'memories-archive.zip') =>
  person.postFile('/api/import-archive', fileName, data, { type: 'application/zip' });

/** Everything a person can see of their memories, without the ids (which differ between accounts). */
async function memoriesOf(person: Person) {
  const fragments = (await person.get('/api/memory-fragments')).json() as Array<Record<string, unknown>>;
  const files = (await person.get('/api/uploaded-files')).json() as Array<Record<string, unknown>>;
  // The version counts saves in one account; an imported memory starts again at 1.
  const withoutId = ({ id: _id, version: _version, ...rest }: Record<string, unknown>) => rest;
  const byName = (a: Record<string, unknown>, b: Record<string, unknown>) =>
    String(a.name ?? a.title).localeCompare(String(b.name ?? b.title));
  return {
    fragments: fragments.map(withoutId).sort(byName),
    files: files.map(withoutId).sort(byName),
    fileIds: Object.fromEntries(files.map((file) => [String(file.title), String(file.id)])),
  };
}

async function put(person: Person, url: string, payload: object) {
  const response = await person.put(url, payload);
  expect(response.statusCode).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp({ env: { ARCHIVE_IMPORT_MAX_BYTES: String(1024 * 1024) } });
  alice = await t.signUp('alice@example.org');
  const typed = [
    { name: 'My first bike', text: 'It was red, and my brother Tom taught me to ride it in Ohio.' },
    { name: 'Grandma’s kitchen <b>', text: 'Flour everywhere. 👩‍🍳 Aunt Rose sang while she baked.' },
    { name: 'Wedding day', text: 'We married in June 1968 at St. Mary’s.' },
  ];
  const ids: string[] = [];
  for (const memory of typed) {
    ids.push((await createMemory(alice, memory)).id);
  }
  await put(alice, `/api/memory-fragments/${ids[0]}/narrative-dna`, {
    whenHappened: 'Summer 1962',
    whereHappened: 'Dayton, Ohio',
    peopleInvolved: ['Tom (brother)', 'Dad'],
    topics: ['Childhood', 'Family'],
  });
  const files: Array<[string, Buffer]> = [
    ['letter from Rose.txt', Buffer.from('Dear Rose,\nI miss the farm and the long summer evenings.\n')],
    ['recipes.docx', await makeDocx(['Apple pie: six apples, a cup of sugar.'])],
    ['school report.pdf', makePdf(['Report card 1955', 'Reading: excellent'])],
  ];
  for (const [name, data] of files) {
    const response = await alice.upload(name, data);
    expect(response.statusCode).toBe(201);
    originals.set(response.json().title, data);
  }
  const letter = (await alice.get('/api/uploaded-files'))
    .json()
    .find((f: { title: string }) => f.title === 'letter from Rose');
  await put(alice, `/api/uploaded-files/${letter.id}/narrative-dna`, {
    whenHappened: '1971',
    whereHappened: null,
    peopleInvolved: ['Rose'],
    topics: ['Letters'],
  });
  const exported = await alice.get('/api/export-memories');
  expect(exported.statusCode).toBe(200);
  archive = exported.rawPayload;
});

afterAll(() => t.close());

describe('Import Archive', () => {
  it('restores every memory, original file, topic and Memory DNA field into another account', async () => {
    const bob = await t.signUp('bob@example.org');
    const response = await importArchive(bob, archive);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ imported: { memories: 6, files: 3 }, skipped: 0 });

    const before = await memoriesOf(alice);
    const after = await memoriesOf(bob);
    expect(after.fragments).toEqual(before.fragments);
    expect(after.files).toEqual(before.files);
    expect(after.fragments.find((memory) => memory.name === 'My first bike')).toMatchObject({
      whenHappened: 'Summer 1962',
      whereHappened: 'Dayton, Ohio',
      peopleInvolved: ['Tom (brother)', 'Dad'],
      topics: ['Childhood', 'Family'],
    });
    for (const [title, data] of originals) {
      const original = await bob.get(`/api/uploaded-files/${after.fileIds[title]}/original`);
      expect(original.statusCode).toBe(200);
      expect(sha256(original.rawPayload)).toBe(sha256(data));
    }
  });

  it('adds nothing when the same archive is imported again, into either account', async () => {
    const carol = await t.signUp('carol@example.org');
    expect((await importArchive(carol, archive)).json()).toEqual({
      imported: { memories: 6, files: 3 },
      skipped: 0,
    });
    const once = await memoriesOf(carol);
    const filesOnDisk = (await storedFiles(t)).length;

    const again = await importArchive(carol, archive);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ imported: { memories: 0, files: 0 }, skipped: 6 });
    expect(await memoriesOf(carol)).toEqual(once);
    expect((await storedFiles(t)).length).toBe(filesOnDisk);

    // The account it came from already has every one of them.
    const own = await importArchive(alice, archive);
    expect(own.json()).toEqual({ imported: { memories: 0, files: 0 }, skipped: 6 });
  });

  it('restores a memory again after it was deleted, without duplicating the others', async () => {
    const dan = await t.signUp('dan@example.org');
    await importArchive(dan, archive);
    const bike = (await dan.get('/api/memory-fragments'))
      .json()
      .find((m: { name: string }) => m.name === 'My first bike');
    await dan.delete(`/api/memory-fragments/${bike.id}`);
    const again = await importArchive(dan, archive);
    expect(again.json()).toEqual({ imported: { memories: 1, files: 0 }, skipped: 5 });
    expect((await dan.get('/api/memory-fragments')).json()).toHaveLength(3);
  });

  describe('refuses what is not a whole Heirloom archive, and stores nothing', () => {
    let eve: Person;
    const refusals: Array<[string, () => Promise<Buffer> | Buffer, number, string | RegExp]> = [
      [
        'a file that is not a ZIP',
        () => Buffer.from('This is not a zip file at all.'),
        422,
        archiveImportMessages.notArchive,
      ],
      [
        'a ZIP without a manifest',
        () => makeZip([{ name: 'holiday/photo.txt', data: 'just a file' }]),
        422,
        archiveImportMessages.notArchive,
      ],
      [
        'an archive from a newer Heirloom',
        () =>
          makeZip([{ name: 'a/manifest.json', data: JSON.stringify({ formatVersion: 99, memories: [] }) }]),
        422,
        archiveImportMessages.newerFormat,
      ],
      [
        'a manifest that is not JSON',
        () => makeZip([{ name: 'a/manifest.json', data: '{"formatVersion": 1, "memories": [' }]),
        422,
        /The archive is damaged: manifest\.json is not valid JSON\. Nothing was imported\./,
      ],
      [
        'a zip bomb',
        () =>
          makeZip([
            { name: 'a/manifest.json', data: JSON.stringify({ formatVersion: 1, memories: [] }) },
            { name: 'a/zeros.txt', data: Buffer.alloc(30 * 1024 * 1024) },
          ]),
        422,
        archiveImportMessages.zipBomb,
      ],
      ['an archive over the size limit', () => Buffer.alloc(2 * 1024 * 1024, 7), 413, /larger than 1 MB/],
    ];

    beforeAll(async () => {
      eve = await t.signUp('eve@example.org');
    });

    for (const [label, make, status, message] of refusals) {
      it(`refuses ${label}`, async () => {
        const before = await snapshotTables(t.pool);
        const filesBefore = await storedFiles(t);
        const response = await importArchive(eve, await make());
        expect(response.statusCode).toBe(status);
        expect(response.json().message).toMatch(message);
        expect(await snapshotTables(t.pool)).toEqual(before);
        expect(await storedFiles(t)).toEqual(filesBefore);
      });
    }

    it('refuses an archive whose original was changed, keeping none of the memories before it', async () => {
      // The real archive, with one original's bytes replaced: its checksum no longer matches the manifest.
      const entries = [...(await readZip(archive))].map(([name, data]) => ({ name, data }));
      const tampered = entries.map((entry) =>
        entry.name.endsWith('.txt') && entry.name.includes('letter-from-rose')
          ? { ...entry, data: Buffer.from('Dear Rose,\nI miss the farm and the long winter evenings.\n') }
          : entry,
      );
      const before = await snapshotTables(t.pool);
      const filesBefore = await storedFiles(t);
      const response = await importArchive(eve, await makeZip(tampered));
      expect(response.statusCode).toBe(422);
      // The memory is named by its place in the archive, never by its title: archive text is not shown (F-15).
      expect(response.json().message).toMatch(
        /^The archive is damaged: the original of memory [1-6] of 6 does not match its checksum\. Nothing was imported\./,
      );
      expect(await snapshotTables(t.pool)).toEqual(before);
      expect(await storedFiles(t)).toEqual(filesBefore);
    });

    it('refuses a request without an archive file', async () => {
      const response = await eve.postFile('/api/import-archive', 'memories.zip', archive, {
        field: 'archive',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(archiveImportMessages.noFile);
      const json = await eve.post('/api/import-archive', { file: 'memories.zip' });
      expect(json.statusCode).toBe(400);
    });

    it('asks who you are before reading anything', async () => {
      const response = await t.visitor.postFile('/api/import-archive', 'memories.zip', archive);
      expect(response.statusCode).toBe(401);
    });
  });
});
