/**
 * A released recording whose automatic transcript the owner has not checked: the family gets the recording and a
 * sentence, never the words (they may be misheard; the book waits for the check too, decision 807).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { uncheckedWordsSentence } from '#shared/family.ts';
import type { UploadedFile } from '#shared/memories.ts';
import { createMemory, createProject, uploadFile } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What the offline recogniser misheard: nobody but the owner may read it until it is checked. */
const MISHEARD = 'Zanzibar quarrelled bitterly with the vicar';

/**
 * An owner with a member in `role`, and a recording of the owner's as the transcription job leaves it: transcribed
 * automatically, not checked.
 */
async function circleWithUncheckedRecording(role: 'contributor' | 'editor') {
  const owner = await t.signUp();
  const member = await t.signUp();
  const added = await owner.post('/api/family/members', { email: member.email, role });
  const token = new URL(added.json().inviteLink).pathname.split('/').pop();
  expect((await member.post('/api/family/invitations/accept', { token })).statusCode).toBe(200);
  const uploaded = await uploadFile(owner, 'voice note.txt', Buffer.from('placeholder'));
  await t.pool.query(
    `update uploaded_files set origin = 'recording', mime_type = 'audio/wav', content = $2,
       transcript_checked = false where id = $1`,
    [uploaded.id, MISHEARD],
  );
  return { owner, member, added, uploaded };
}

it('never sends the unchecked words to the family: not in the stories, an answered question, a chapter or search', async () => {
  const { owner, member, added, uploaded } = await circleWithUncheckedRecording('contributor');
  const typed = await createMemory(owner, { name: 'The vicarage', text: 'We lived next to the church.' });
  const project = await createProject(owner);
  const chapter = (
    await owner.post(`/api/memoir-projects/${project.id}/chapters`, { title: 'The village' })
  ).json();
  await owner.post(`/api/memoir-projects/${project.id}/chapters/${chapter.id}/memories`, {
    memories: [
      { kind: 'file', id: uploaded.id },
      { kind: 'fragment', id: typed.id },
    ],
  });
  await member.post(`/api/shared-with-me/${owner.user.id}/questions`, { text: 'Who lived next door?' });
  const [question] = (await owner.get('/api/family/questions')).json();
  expect(
    (
      await owner.post(`/api/family/questions/${question.id}/answer`, {
        memory: { kind: 'file', id: uploaded.id },
      })
    ).statusCode,
  ).toBe(200);
  const released = await owner.post('/api/family/releases/everything', {});
  expect(released.statusCode, released.body).toBe(200);

  const read = async () => {
    const stories = (await member.get(`/api/shared-with-me/${owner.user.id}`)).json();
    const chapterView = await member.get(`/api/shared-with-me/${owner.user.id}/chapters/${chapter.id}`);
    expect(chapterView.statusCode, chapterView.body).toBe(200);
    const search = await member.get(`/api/memory-search?q=${encodeURIComponent('Zanzibar')}`);
    return { stories, chapter: chapterView.json(), search: search.body };
  };

  const before = await read();
  const recording = before.stories.memories.find((m: { id: string }) => m.id === uploaded.id);
  expect(recording).toMatchObject({
    text: '',
    wordsNote: uncheckedWordsSentence(true),
    audioUrl: expect.stringContaining(uploaded.id),
  });
  expect(recording.wordsNote).toBe(
    'The words of this recording have not been checked yet. Listen to it above.',
  );
  expect(before.stories.questions[0].answer).toMatchObject({ id: uploaded.id, text: '' });
  expect(before.chapter.paragraphs).toEqual([{ text: 'We lived next to the church.' }]);
  for (const answer of [before.stories, before.chapter, before.search])
    expect(JSON.stringify(answer)).not.toMatch(/Zanzibar|quarrelled/);

  // An editor helping with the chapter reads its memories' openings: not the unchecked words either.
  const promoted = await owner.put(`/api/family/members/${added.json().member.id}`, { role: 'editor' });
  expect(promoted.statusCode, promoted.body).toBe(200);
  const workroom = `/api/shared-with-me/${owner.user.id}/workroom/projects/${project.id}/chapters/${chapter.id}/memories`;
  const helping = await member.get(workroom);
  expect(helping.statusCode, helping.body).toBe(200);
  expect(helping.json().memories.find((m: { id: string }) => m.id === uploaded.id).excerpt).toBe(
    uncheckedWordsSentence(false),
  );
  expect(helping.body).not.toMatch(/Zanzibar|quarrelled/);

  // Once the owner has checked it, the family reads the words.
  const version = ((await owner.get('/api/uploaded-files')).json() as UploadedFile[])[0]!.version;
  const checked = await owner.post(`/api/uploaded-files/${uploaded.id}/transcript-check`, { version });
  expect(checked.statusCode, checked.body).toBe(200);
  const after = await read();
  expect(after.stories.memories.find((m: { id: string }) => m.id === uploaded.id)).toMatchObject({
    text: MISHEARD,
    wordsNote: null,
  });
  expect(after.chapter.paragraphs).toEqual([{ text: MISHEARD }, { text: 'We lived next to the church.' }]);
});

it('Draft this Chapter waits for the check, for the owner and for an editor: the draft holds no unchecked words', async () => {
  const { owner, member, uploaded } = await circleWithUncheckedRecording('editor');
  const project = await createProject(owner);
  const chapter = (
    await owner.post(`/api/memoir-projects/${project.id}/chapters`, { title: 'The village' })
  ).json();
  const own = `/api/memoir-projects/${project.id}/chapters/${chapter.id}`;
  await owner.post(`${own}/memories`, { memories: [{ kind: 'file', id: uploaded.id }] });
  expect((await owner.post('/api/family/releases/everything', {})).statusCode).toBe(200);
  const helping = `/api/shared-with-me/${owner.user.id}/workroom/projects/${project.id}/chapters/${chapter.id}`;

  // Only unchecked words: nothing to draft yet, and the answer says what to do.
  for (const [person, path] of [
    [owner, own],
    [member, helping],
  ] as const) {
    const refused = await person.post(`${path}/draft`);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().message).toBe(
      'The words of the recordings in this chapter have not been checked yet. Check them in Memory Details first, then draft it.',
    );
  }
  expect((await owner.get(`${own}/draft`)).json().draft).toBeNull();

  // With a typed memory beside it, the draft holds the typed words only.
  const typed = await createMemory(owner, { name: 'The vicarage', text: 'We lived next to the church.' });
  await owner.post(`${own}/memories`, { memories: [{ kind: 'fragment', id: typed.id }] });
  await owner.put('/api/family/releases', { items: [{ kind: 'fragment', id: typed.id }], state: 'released' });
  for (const [person, path] of [
    [owner, own],
    [member, helping],
  ] as const) {
    const drafted = await person.post(`${path}/draft`);
    expect(drafted.statusCode, drafted.body).toBe(201);
    expect(drafted.body).toContain('We lived next to the church.');
    expect(drafted.body).not.toMatch(/Zanzibar|quarrelled/);
  }
});
