/**
 * The archive keeps what the storyteller decided about sharing each memory (shared, left out, opens on a day);
 * an import keeps "left out" and brings everything else in private (decision 1515).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ReleaseItem } from '#shared/family.ts';
import { createMemory, createProject, uploadFile } from '../../../test/factories.ts';
import { makeZip, readZip } from '../../../test/fixtures/samples.ts';
import { createTestApp, type Person, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const importArchive = (person: Person, data: Buffer) =>
  person.postFile('/api/import-archive', 'memories-archive.zip', data, { type: 'application/zip' });

async function release(
  person: Person,
  kind: ReleaseItem['kind'],
  id: string,
  state: string,
  opensOn?: string,
) {
  const response = await person.put('/api/family/releases', { items: [{ kind, id }], state, opensOn });
  expect(response.statusCode, response.body).toBe(200);
}

/** Each memory's release state in the account, by its name. */
async function releasesOf(person: Person) {
  // Private ones are not listed.
  const states = (await person.get('/api/family/releases')).json() as Array<{
    id: string;
    state: string;
    opensOn: string | null;
  }>;
  const names = new Map<string, string>();
  for (const memory of (await person.get('/api/memory-fragments')).json()) names.set(memory.id, memory.name);
  for (const file of (await person.get('/api/uploaded-files')).json()) names.set(file.id, file.title);
  return Object.fromEntries(
    [...names].map(([id, name]) => {
      const found = states.find((item) => item.id === id);
      return [name, { state: found?.state ?? 'private', opensOn: found?.opensOn ?? null }];
    }),
  );
}

it('exports the release state of every memory and imports it as decision 1515 says', async () => {
  const rose = await t.signUp();
  const shared = await createMemory(rose, { name: 'Shared', text: 'The farm in summer.' });
  const later = await createMemory(rose, { name: 'Later', text: 'For the grandchildren, one day.' });
  const leftOut = await createMemory(rose, { name: 'Left out', text: 'The quarrel.' });
  await createMemory(rose, { name: 'Private', text: 'Only mine.' });
  const letter = await uploadFile(rose, 'letter.txt', Buffer.from('Dear Rose, the harvest is in.'));
  await release(rose, 'fragment', shared.id, 'released');
  await release(rose, 'fragment', later.id, 'released', '2999-06-01');
  await release(rose, 'fragment', leftOut.id, 'left-out');
  await release(rose, 'file', letter.id, 'left-out');
  const interview = await rose.post('/api/interview-sessions', { topics: ['Childhood'] });
  expect(interview.statusCode, interview.body).toBe(201);
  await release(rose, 'interview', interview.json().id, 'released', '2999-01-01');
  const project = await createProject(rose, { title: 'Seasons on the Farm' });
  const chapter = (
    await rose.post(`/api/memoir-projects/${project.id}/chapters`, { title: 'Harvest' })
  ).json();
  await release(rose, 'chapter', chapter.id, 'left-out');

  const exported = await rose.get('/api/export-memories');
  expect(exported.statusCode).toBe(200);
  const entries = await readZip(exported.rawPayload);
  const documents = [...entries]
    .filter(([name]) => name.endsWith('.json') && !name.endsWith('manifest.json'))
    .map(([, data]) => JSON.parse(data.toString()));
  const stateOf = (title: string) => {
    const doc = documents.find((d) => (d.name ?? d.title) === title);
    return { shareState: doc.shareState, opensOn: doc.opensOn };
  };
  expect(stateOf('Shared')).toEqual({ shareState: 'released', opensOn: null });
  expect(stateOf('Later')).toEqual({ shareState: 'released', opensOn: '2999-06-01' });
  expect(stateOf('Left out')).toEqual({ shareState: 'left-out', opensOn: null });
  expect(stateOf('Private')).toEqual({ shareState: 'private', opensOn: null });
  expect(stateOf('letter')).toEqual({ shareState: 'left-out', opensOn: null });
  // What the archive does not hold itself is listed with what was shared of it.
  const sharing = JSON.parse([...entries].find(([name]) => name.endsWith('/sharing.json'))![1].toString());
  expect(sharing.interviews).toEqual([
    {
      id: interview.json().id,
      title: expect.stringMatching(/^Interview: Childhood \(\d{4}-\d{2}-\d{2}\)$/),
      shareState: 'released',
      opensOn: '2999-01-01',
    },
  ]);
  expect(sharing.chapters).toEqual([
    { id: chapter.id, title: 'Harvest', book: 'Seasons on the Farm', shareState: 'left-out', opensOn: null },
  ]);
  expect(sharing.books).toEqual([]);
  const readme = [...entries].find(([name]) => name.endsWith('README.txt'))![1].toString();
  expect(readme).toContain('shareState');
  expect(readme).toContain(
    'sharing.json (when there are interviews, chapters or books) says which of them were shared',
  );
  expect(readme).toContain('"left-out" (not shared, and kept out of the chapters and the book too)');

  // Into another account: left out stays left out; nothing arrives shared, not even on a later day.
  const heir = await t.signUp();
  const imported = await importArchive(heir, exported.rawPayload);
  expect(imported.statusCode, imported.body).toBe(200);
  expect(await releasesOf(heir)).toEqual({
    Shared: { state: 'private', opensOn: null },
    Later: { state: 'private', opensOn: null },
    'Left out': { state: 'left-out', opensOn: null },
    Private: { state: 'private', opensOn: null },
    letter: { state: 'left-out', opensOn: null },
  });

  // An archive written before the release state was kept still imports, everything private.
  const older = await makeZip(
    [...entries].map(([name, data]) => {
      if (!name.endsWith('.json') || name.endsWith('manifest.json')) return { name, data };
      const { shareState: _s, opensOn: _o, ...rest } = JSON.parse(data.toString());
      return { name, data: JSON.stringify(rest) };
    }),
  );
  const cousin = await t.signUp();
  const fromOlder = await importArchive(cousin, older);
  expect(fromOlder.statusCode, fromOlder.body).toBe(200);
  expect(Object.values(await releasesOf(cousin)).every((r) => r.state === 'private')).toBe(true);
});
