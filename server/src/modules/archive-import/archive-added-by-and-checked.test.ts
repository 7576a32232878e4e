/**
 * The archive keeps two facts a family relies on (decision 1516): who added a memory the storyteller did not type
 * themselves, and whether an automatic transcript was checked by a person. An import keeps both: the name in
 * words (the contributor's account is not in the archive), and an unchecked transcript stays unchecked, so its
 * words stay away from the family and from chapter drafts.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { uncheckedWordsSentence } from '#shared/family.ts';
import { createMemory, createProject, uploadFile } from '../../../test/factories.ts';
import { makeZip, readZip, wavHeader } from '../../../test/fixtures/samples.ts';
import { joinCircle, signUpNamed } from '../../../test/security/family-fixture.ts';
import { createTestApp, type Person, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const importArchive = async (person: Person, data: Buffer) => {
  const answer = await person.postFile('/api/import-archive', 'memories-archive.zip', data, {
    type: 'application/zip',
  });
  expect(answer.statusCode, answer.body).toBe(200);
};

const named = (first: string, last: string) => signUpNamed(t, first, last);

async function exportOf(person: Person) {
  const exported = await person.get('/api/export-memories');
  expect(exported.statusCode).toBe(200);
  const entries = await readZip(exported.rawPayload);
  const documents = [...entries]
    .filter(([name]) => name.endsWith('.json') && !/(manifest|sharing)\.json$/.test(name))
    .map(([, data]) => JSON.parse(data.toString()) as Record<string, unknown>);
  const byName = (name: string) => documents.find((doc) => (doc.name ?? doc.title) === name)!;
  const readme = [...entries].find(([name]) => name.endsWith('README.txt'))![1].toString();
  return { zip: exported.rawPayload, entries, byName, readme };
}

/** An archive as it was written before decision 1516: the same, without `addedBy` and `transcriptChecked`. */
function olderArchive(entries: Map<string, Buffer>) {
  return makeZip(
    [...entries].map(([name, data]) => {
      if (!name.endsWith('.json') || /(manifest|sharing)\.json$/.test(name)) return { name, data };
      const { addedBy: _a, transcriptChecked: _c, ...rest } = JSON.parse(data.toString());
      return { name, data: JSON.stringify(rest) };
    }),
  );
}

const typedMemories = async (person: Person) =>
  (await person.get('/api/memory-fragments')).json() as Array<{ name: string; addedBy: string | null }>;
const files = async (person: Person) =>
  (await person.get('/api/uploaded-files')).json() as Array<{
    id: string;
    title: string;
    content: string;
    transcriptChecked: boolean;
  }>;

/** Rose, and Lucy, a contributor in her circle, who has added "Grandpa at the lake" to Rose's memories. */
async function roseWithLucysMemory(text: string) {
  const rose = await named('Rose', 'Miller');
  const lucy = await named('Lucy', 'Miller');
  await joinCircle(t, rose, lucy, 'contributor');
  const added = await lucy.post(`/api/shared-with-me/${rose.user.id}/added-memories`, {
    name: 'Grandpa at the lake',
    text,
  });
  expect(added.statusCode, added.body).toBe(201);
  return { rose, lucy };
}

it('a memory a contributor added says who added it in the archive, and keeps their name through an import', async () => {
  const { rose, lucy } = await roseWithLucysMemory(
    'In the summer of 1965 Grandpa took me fishing at the lake. He caught nothing.',
  );
  await createMemory(rose, { name: 'My first bike', text: 'It was red.' });

  const archive = await exportOf(rose);
  expect(archive.byName('Grandpa at the lake').addedBy).toEqual({ name: 'Lucy Miller', email: lucy.email });
  // The storyteller's own memory names nobody.
  expect(archive.byName('My first bike')).not.toHaveProperty('addedBy');
  // The reader of the archive is told what the words mean.
  expect(archive.readme).toContain(
    'addedBy            only on a memory a family member added to this collection',
  );

  // Into a fresh account: the memory is the owner's now, and still says who added it.
  const heir = await t.signUp();
  await importArchive(heir, archive.zip);
  const imported = await typedMemories(heir);
  expect(imported.find((m) => m.name === 'Grandpa at the lake')?.addedBy).toBe('Lucy Miller');
  expect(imported.find((m) => m.name === 'My first bike')?.addedBy).toBeNull();
  // It is the heir's to change, and a save answers with the same words.
  const grandpa = (await heir.get('/api/memory-fragments'))
    .json()
    .find((m: { name: string }) => m.name === 'Grandpa at the lake');
  const saved = await heir.put(`/api/memory-fragments/${grandpa.id}/narrative-dna`, {
    whenHappened: 'Summer 1965',
    whereHappened: null,
    peopleInvolved: ['Grandpa'],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json().addedBy).toBe('Lucy Miller');

  // The heir's own archive still says who added it, e-mail address included.
  expect((await exportOf(heir)).byName('Grandpa at the lake').addedBy).toEqual({
    name: 'Lucy Miller',
    email: lucy.email,
  });
});

/** What the offline recogniser misheard: nobody but the owner may read it until a person checks it. */
const MISHEARD = 'Zanzibar quarrelled bitterly with the vicar';
const CHECKED = 'We walked to the harbour every Sunday after church.';

/** A recording as the transcription job leaves it (unchecked), or as the person left it after checking it. */
async function recording(owner: Person, title: string, content: string, checked: boolean) {
  const audio = Buffer.alloc(32_000 + 44);
  wavHeader(audio.length).copy(audio);
  const uploaded = await uploadFile(owner, `${title}.wav`, audio);
  // The job only finishes a file that is still processing: from here on it leaves this one alone.
  await t.pool.query(
    `update uploaded_files set status = 'ready', failure_reason = null, content = $2, transcript_checked = $3
      where id = $1`,
    [uploaded.id, content, checked],
  );
}

const checkedState = async (person: Person) =>
  Object.fromEntries((await files(person)).map((f) => [f.title, f.transcriptChecked]));

/** Drafts a chapter of `person`'s holding only the memory called `title`. */
async function draftOf(person: Person, title: string) {
  const file = (await files(person)).find((f) => f.title === title)!;
  const project = await createProject(person);
  const chapter = (
    await person.post(`/api/memoir-projects/${project.id}/chapters`, { title: `About ${title}` })
  ).json();
  const path = `/api/memoir-projects/${project.id}/chapters/${chapter.id}`;
  await person.post(`${path}/memories`, { memories: [{ kind: 'file', id: file.id }] });
  return person.post(`${path}/draft`);
}

it('an unchecked transcript comes back unchecked and stays withheld; a checked one comes back checked', async () => {
  const rose = await t.signUp();
  await recording(rose, 'harbour', CHECKED, true);
  await recording(rose, 'vicar', MISHEARD, false);
  await uploadFile(rose, 'letter.txt', Buffer.from('Dear Rose, the harvest is in.'));

  const archive = await exportOf(rose);
  expect(archive.byName('harbour')).toMatchObject({ content: CHECKED, transcriptChecked: true });
  expect(archive.byName('vicar')).toMatchObject({ content: MISHEARD, transcriptChecked: false });
  expect(archive.byName('letter').transcriptChecked).toBe(true);
  expect(archive.readme).toContain('transcriptChecked  for a recording: true once its written transcript');

  const heir = await t.signUp();
  await importArchive(heir, archive.zip);
  expect(await checkedState(heir)).toEqual({ harbour: true, vicar: false, letter: true });

  // Withheld where unchecked words are withheld: from Draft this Chapter...
  const refused = await draftOf(heir, 'vicar');
  expect(refused.statusCode, refused.body).toBe(422);
  expect(refused.json().message).toBe(
    'The words of the recordings in this chapter have not been checked yet. Check them in Memory Details first, then draft it.',
  );
  const drafted = await draftOf(heir, 'harbour');
  expect(drafted.statusCode, drafted.body).toBe(201);
  expect(drafted.body).toContain('harbour every Sunday');
  // ...and from the family, once the heir shares everything.
  const member = await t.signUp();
  await joinCircle(t, heir, member, 'reader');
  expect((await heir.post('/api/family/releases/everything', {})).statusCode).toBe(200);
  const stories = (await member.get(`/api/shared-with-me/${heir.user.id}`)).json();
  const seen = (name: string) => stories.memories.find((m: { name: string }) => m.name === name);
  expect(seen('vicar')).toMatchObject({ text: '', wordsNote: uncheckedWordsSentence(true) });
  expect(JSON.stringify(stories)).not.toMatch(/Zanzibar|quarrelled/);
  expect(seen('harbour')).toMatchObject({ text: CHECKED, wordsNote: null });
});

it('an archive written before this still imports: a recording unchecked, a document checked, no names', async () => {
  const { rose } = await roseWithLucysMemory('Grandpa took me fishing at the lake.');
  await recording(rose, 'harbour', CHECKED, true);
  await uploadFile(rose, 'letter.txt', Buffer.from('Dear Rose, the harvest is in.'));
  const older = await olderArchive((await exportOf(rose)).entries);

  const cousin = await t.signUp();
  await importArchive(cousin, older);
  // Such an archive cannot say that a person checked a transcript: the recording waits for a check again. A
  // document's text is its own words, checked by nature.
  expect(await checkedState(cousin)).toEqual({ harbour: false, letter: true });
  expect((await draftOf(cousin, 'harbour')).statusCode).toBe(422);
  // It does not say who added a memory either: it comes back as the owner's own.
  expect(await typedMemories(cousin)).toEqual([
    expect.objectContaining({ name: 'Grandpa at the lake', addedBy: null }),
  ]);
});
