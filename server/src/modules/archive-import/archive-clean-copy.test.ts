/**
 * The archive keeps her exact words, the clean copy, her choice and her edit (docs/decisions/910), and the import
 * brings them back; an archive of the older format, which has no clean copy, still imports and gets one made.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARCHIVE_FORMAT_VERSION } from '#shared/archive-format.ts';
import { cleanCopyApi } from '#shared/clean-copy-api.ts';
import { engineWithEditorsCleanCopy } from '../../../test/editors-clean-copy.ts';
import { createMemory } from '../../../test/factories.ts';
import { makeZip, readZip } from '../../../test/fixtures/samples.ts';
import { createTestApp, type Person, type TestApp } from '../../../test/test-app.ts';

const editor = engineWithEditorsCleanCopy();
let t: TestApp;
let carol: Person;
let archive: Buffer;

const MEMORIES = {
  accepted: 'um i kept hens in the yard',
  edited: 'uh i sold the eggs, you know, on saturdays',
  ownWords: 'um we sang in the choir',
  unreviewed: 'um i learned to swim in the river',
};

async function cleanCopyOf(person: Person, name: string) {
  const fragments = (await person.get('/api/memory-fragments')).json() as Array<{ id: string; name: string }>;
  const id = fragments.find((memory) => memory.name === name)!.id;
  const response = await person.get(`/api/clean-copies/fragment/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return cleanCopyApi.get.response.parse(response.json());
}

async function choose(person: Person, name: string, body: object) {
  const copy = await cleanCopyOf(person, name);
  const response = await person.put(`/api/clean-copies/fragment/${copy.id}`, {
    ...body,
    version: copy.version,
  });
  expect(response.statusCode, response.body).toBe(200);
}

const importArchive = (person: Person, data: Buffer) =>
  person.postFile('/api/import-archive', 'memories-archive.zip', data, { type: 'application/zip' });

beforeAll(async () => {
  t = await createTestApp({ ai: editor.ai });
  carol = await t.signUp();
  for (const [name, text] of Object.entries(MEMORIES)) await createMemory(carol, { name, text });
  await choose(carol, 'accepted', { choice: 'accepted' });
  await choose(carol, 'edited', { choice: 'edited', text: 'I sold the brown eggs on Saturdays.' });
  await choose(carol, 'ownWords', { choice: 'own-words' });
  await cleanCopyOf(carol, 'unreviewed');
  const exported = await carol.get('/api/export-memories');
  expect(exported.statusCode).toBe(200);
  archive = exported.rawPayload;
});

afterAll(async () => {
  await t.close();
  await editor.close();
});

describe('the archive and the clean copy', () => {
  it('writes her exact words, the clean copy, her choice and her edit in each memory’s file', async () => {
    const entries = await readZip(archive);
    const manifest = [...entries].find(([name]) => name.endsWith('/manifest.json'))!;
    expect(JSON.parse(manifest[1].toString()).formatVersion).toBe(ARCHIVE_FORMAT_VERSION);
    const edited = [...entries.values()]
      .map((data) => data.toString())
      .find((text) => text.includes('"name": "edited"') || text.includes('"name":"edited"'));
    expect(JSON.parse(edited!)).toMatchObject({
      text: MEMORIES.edited,
      cleanCopy: {
        text: 'I sold the eggs on saturdays.',
        choice: 'edited',
        edited: 'I sold the brown eggs on Saturdays.',
      },
    });
  });

  it('brings them back into another account as they were, without making them again', async () => {
    const dave = await t.signUp();
    const made = editor.asked.length;
    const response = await importArchive(dave, archive);
    expect(response.statusCode, response.body).toBe(200);
    for (const name of Object.keys(MEMORIES)) {
      // The ids and versions are the account's own; everything else comes back as it was, but who checked it:
      // the archive does not say (decision 1528), so an imported choice names nobody.
      const { id: _a, version: _b, checkedBy: _e, ...before } = await cleanCopyOf(carol, name);
      const { id: _c, version: _d, checkedBy, ...after } = await cleanCopyOf(dave, name);
      expect(after, name).toEqual(before);
      expect(checkedBy, name).toBeNull();
    }
    expect(editor.asked.length).toBe(made);
    expect(await cleanCopyOf(dave, 'ownWords')).toMatchObject({
      choice: 'own-words',
      forTheBook: MEMORIES.ownWords,
    });
  });

  it('imports an archive of the older format, with no clean copy, and makes one for each memory', async () => {
    const entries = await readZip(archive);
    const older = [...entries].map(([name, data]) => {
      if (!name.endsWith('.json')) return { name, data };
      const document = JSON.parse(data.toString());
      if (name.endsWith('/manifest.json')) document.formatVersion = 1;
      delete document.cleanCopy;
      return { name, data: JSON.stringify(document) };
    });
    const erin = await t.signUp();
    const response = await importArchive(erin, await makeZip(older));
    expect(response.statusCode, response.body).toBe(200);
    expect(await cleanCopyOf(erin, 'edited')).toMatchObject({
      ownWords: MEMORIES.edited,
      cleanCopy: 'I sold the eggs on saturdays.',
      choice: 'unreviewed',
    });
  });
});
