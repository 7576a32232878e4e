/**
 * An editor helps with the storyteller's chapters and drafts (docs/decisions/1512): through Shared with me,
 * only on chapters whose every memory they may see, through the owner's own studio and manuscript.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemory, createProject, listMemories } from '../../../test/factories.ts';
import { familyCircle, familyOfEveryRole } from '../../../test/security/family-fixture.ts';
import { createTestApp, type Person, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function release(owner: Person, id: string, state: 'released' | 'private' | 'left-out' = 'released') {
  const answer = await owner.put('/api/family/releases', { items: [{ kind: 'fragment', id }], state });
  expect(answer.statusCode, answer.body).toBe(200);
}

/** A storyteller with a memoir, a released and a private memory, and a family of each role. */
async function storyteller() {
  const owner = await t.signUp();
  const released = await createMemory(owner, { name: 'The farm', text: 'We kept six cows and a dog.' });
  const secret = await createMemory(owner, { name: 'The letter', text: 'Nobody knows about the letter.' });
  const leftOut = await createMemory(owner, { name: 'The quarrel', text: 'We quarrelled about the farm.' });
  await release(owner, released.id);
  await release(owner, leftOut.id, 'left-out');
  const project = await createProject(owner);
  // The removed member was an editor: what an editor could do ends with the removal.
  const people = await familyOfEveryRole(t, owner, 'editor');
  const room = `/api/shared-with-me/${owner.user.id}/workroom`;
  return { owner, released, secret, leftOut, project, people, room };
}

const fragment = (id: string) => ({ kind: 'fragment' as const, id });

describe("an editor's help with chapters and drafts", () => {
  it('adds a chapter and a released memory, drafts and saves it; a stale save answers 409; the owner sees it all', async () => {
    const { owner, released, project, people, room } = await storyteller();
    const { editor } = people;

    const empty = await editor.get(room);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual({ projects: [{ id: project.id, title: project.title, chapters: [] }] });

    const added = await editor.post(`${room}/projects/${project.id}/chapters`, {
      title: '  Life on the farm ',
    });
    expect(added.statusCode, added.body).toBe(201);
    const chapter = added.json();
    expect(chapter).toMatchObject({ title: 'Life on the farm', memories: [], hasDraft: false });
    const base = `${room}/projects/${project.id}/chapters/${chapter.id}`;

    const withMemory = await editor.post(`${base}/memories`, { memories: [fragment(released.id)] });
    expect(withMemory.statusCode, withMemory.body).toBe(200);
    expect(withMemory.json().memories).toMatchObject([
      { kind: 'fragment', id: released.id, name: 'The farm' },
    ]);

    const composed = await editor.post(`${base}/draft`, {});
    expect(composed.statusCode, composed.body).toBe(201);
    expect(composed.json()).toMatchObject({ version: 1 });
    expect(JSON.stringify(composed.json().paragraphs)).toContain('six cows');

    const saved = await editor.put(`${base}/draft`, {
      basedOn: 1,
      paragraphs: [{ text: 'Grandma kept six cows and a dog called Rex.', sources: [fragment(released.id)] }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ version: 2, origin: 'edited' });

    const stale = await editor.put(`${base}/draft`, {
      basedOn: 1,
      paragraphs: [{ text: 'An older window’s text.', sources: [] }],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_CHAPTER', current: { version: 2 } });

    const listed = (await editor.get(room)).json();
    expect(listed.projects[0].chapters).toEqual([
      {
        id: chapter.id,
        title: 'Life on the farm',
        hasDraft: true,
        memories: [{ kind: 'fragment', id: released.id, name: 'The farm' }],
      },
    ]);

    // The storyteller's own studio shows the chapter, its memory and the editor's draft.
    const own = `/api/memoir-projects/${project.id}/chapters`;
    expect((await owner.get(own)).json()).toEqual([{ id: chapter.id, title: 'Life on the farm' }]);
    expect((await owner.get(`${own}/${chapter.id}/memories`)).json().memories).toMatchObject([
      { id: released.id },
    ]);
    expect((await owner.get(`${own}/${chapter.id}/draft`)).json().draft).toMatchObject({
      version: 2,
      paragraphs: [{ text: 'Grandma kept six cows and a dog called Rex.' }],
    });
    // A new chapter stays private: a reader does not see it until the storyteller releases it.
    expect((await people.reader.get(`/api/shared-with-me/${owner.user.id}`)).json().chapters).toEqual([]);
  });

  it('takes a memory out and puts the order back; a stale order answers 409', async () => {
    const { owner, released, project, people, room } = await storyteller();
    const other = await createMemory(owner, { name: 'The dog', text: 'Rex chased the hens.' });
    await release(owner, other.id);
    const chapter = (
      await people.editor.post(`${room}/projects/${project.id}/chapters`, { title: 'Animals' })
    ).json();
    const base = `${room}/projects/${project.id}/chapters/${chapter.id}/memories`;
    const both = (
      await people.editor.post(base, { memories: [fragment(released.id), fragment(other.id)] })
    ).json();
    const reordered = await people.editor.put(base, {
      version: both.version,
      memories: [fragment(other.id)],
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().memories.map((m: { id: string }) => m.id)).toEqual([other.id]);
    const stale = await people.editor.put(base, { version: both.version, memories: [] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_CHAPTER', current: { memories: [{ id: other.id }] } });
    // Taken out of the chapter, never deleted.
    expect((await listMemories(owner)).map((memory) => memory.id)).toContain(released.id);
  });
});

describe('what an editor may not do', () => {
  it('refuses a contributor and a reader (403) and does not know a stranger or a removed member (404); nothing changes', async () => {
    const { owner, released, project, people, room } = await storyteller();
    const chapter = (
      await owner.post(`/api/memoir-projects/${project.id}/chapters`, { title: 'Ours' })
    ).json();
    const base = `${room}/projects/${project.id}/chapters/${chapter.id}`;
    for (const [name, want] of [
      ['contributor', 403],
      ['reader', 403],
      ['stranger', 404],
      ['removed', 404],
    ] as const) {
      const person = people[name];
      const attempts = [
        await person.get(room),
        await person.post(`${room}/projects/${project.id}/chapters`, { title: 'Not mine' }),
        await person.post(`${base}/memories`, { memories: [fragment(released.id)] }),
        await person.put(`${base}/memories`, { version: 1, memories: [fragment(released.id)] }),
        await person.get(`${base}/draft`),
        await person.post(`${base}/draft`, {}),
        await person.put(`${base}/draft`, { basedOn: 0, paragraphs: [{ text: 'Mine now', sources: [] }] }),
      ];
      expect(
        attempts.map((answer) => answer.statusCode),
        name,
      ).toEqual(attempts.map(() => want));
      if (want === 403) expect(attempts[0]!.json().message).toContain('Only editors');
    }
    const own = `/api/memoir-projects/${project.id}/chapters`;
    expect((await owner.get(own)).json()).toEqual([{ id: chapter.id, title: 'Ours' }]);
    expect((await owner.get(`${own}/${chapter.id}/memories`)).json()).toEqual({ version: 1, memories: [] });
    expect((await owner.get(`${own}/${chapter.id}/draft`)).json()).toEqual({ draft: null });
  });

  it('counts a change of role at once: an editor made a reader is refused on the next request', async () => {
    const { owner, people, room } = await storyteller();
    expect((await people.editor.get(room)).statusCode).toBe(200);
    const row = (await owner.get('/api/family/members'))
      .json()
      .find((member: { email: string }) => member.email === people.editor.email);
    expect((await owner.put(`/api/family/members/${row.id}`, { role: 'reader' })).statusCode).toBe(200);
    expect((await people.editor.get(room)).statusCode).toBe(403);
  });

  it('does not add a private or left-out memory (404), and adds nothing else with it', async () => {
    const { owner, released, secret, leftOut, project, people, room } = await storyteller();
    const chapter = (
      await people.editor.post(`${room}/projects/${project.id}/chapters`, { title: 'Secrets' })
    ).json();
    const base = `${room}/projects/${project.id}/chapters/${chapter.id}`;
    for (const hidden of [secret, leftOut]) {
      const answer = await people.editor.post(`${base}/memories`, {
        memories: [fragment(released.id), fragment(hidden.id)],
      });
      expect(answer.statusCode, answer.body).toBe(404);
      const order = await people.editor.put(`${base}/memories`, {
        version: 1,
        memories: [fragment(hidden.id)],
      });
      expect(order.statusCode).toBe(404);
      // Nor name it as where a paragraph came from.
      const draft = await people.editor.put(`${base}/draft`, {
        basedOn: 0,
        paragraphs: [{ text: 'A sentence.', sources: [fragment(hidden.id)] }],
      });
      expect(draft.statusCode).toBe(404);
    }
    const own = `/api/memoir-projects/${project.id}/chapters/${chapter.id}`;
    expect((await owner.get(`${own}/memories`)).json()).toEqual({ version: 1, memories: [] });
    expect((await owner.get(`${own}/draft`)).json()).toEqual({ draft: null });
  });

  it('does not list a chapter holding a private memory, and answers 404 for its memories and draft', async () => {
    const { owner, released, secret, project, people, room } = await storyteller();
    const own = `/api/memoir-projects/${project.id}/chapters`;
    const chapter = (await owner.post(own, { title: 'The letter' })).json();
    await owner.post(`${own}/${chapter.id}/memories`, {
      memories: [fragment(released.id), fragment(secret.id)],
    });
    // Even released by the storyteller as a chapter: the private memory in it keeps it closed.
    await owner.put('/api/family/releases', {
      items: [{ kind: 'chapter', id: chapter.id }],
      state: 'released',
    });
    await release(owner, secret.id, 'private');
    await owner.post(`${own}/${chapter.id}/draft`, {});

    expect((await people.editor.get(room)).json().projects[0].chapters).toEqual([]);
    const base = `${room}/projects/${project.id}/chapters/${chapter.id}`;
    const answers = [
      await people.editor.get(`${base}/memories`),
      await people.editor.get(`${base}/draft`),
      await people.editor.post(`${base}/draft`, {}),
      await people.editor.put(`${base}/draft`, { basedOn: 1, paragraphs: [{ text: 'Mine', sources: [] }] }),
      await people.editor.post(`${base}/memories`, { memories: [fragment(released.id)] }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404, 404]);
    expect(answers[1]!.body).not.toContain('letter');
    expect((await owner.get(`${own}/${chapter.id}/draft`)).json().draft.version).toBe(1);

    // Released again, the chapter opens to the editor.
    await release(owner, secret.id);
    expect((await people.editor.get(room)).json().projects[0].chapters).toMatchObject([{ id: chapter.id }]);
  });

  it('keeps a chapter closed while its draft still holds words from a memory taken out and kept private', async () => {
    const { owner, released, secret, project, people, room } = await storyteller();
    const own = `/api/memoir-projects/${project.id}/chapters`;
    const chapter = (await owner.post(own, { title: 'Then' })).json();
    const contents = (
      await owner.post(`${own}/${chapter.id}/memories`, {
        memories: [fragment(released.id), fragment(secret.id)],
      })
    ).json();
    await owner.post(`${own}/${chapter.id}/draft`, {});
    // The private memory leaves the chapter, but the draft still has a paragraph made from it.
    await owner.put(`${own}/${chapter.id}/memories`, {
      version: contents.version,
      memories: [fragment(released.id)],
    });
    expect((await people.editor.get(room)).json().projects[0].chapters).toEqual([]);
    const draft = await people.editor.get(`${room}/projects/${project.id}/chapters/${chapter.id}/draft`);
    expect(draft.statusCode).toBe(404);
    expect(draft.body).not.toContain('letter');
  });

  it("answers 404 for another storyteller's memoir and chapter, and for a chapter named under the wrong memoir", async () => {
    const { owner, project, people, room } = await storyteller();
    const stranger = people.stranger;
    const theirs = await createProject(stranger);
    const theirChapter = (
      await stranger.post(`/api/memoir-projects/${theirs.id}/chapters`, { title: 'Theirs' })
    ).json();
    const mine = (await owner.post(`/api/memoir-projects/${project.id}/chapters`, { title: 'Ours' })).json();
    const answers = [
      await people.editor.post(`${room}/projects/${theirs.id}/chapters`, { title: 'Sneaked in' }),
      await people.editor.get(`${room}/projects/${theirs.id}/chapters/${theirChapter.id}/draft`),
      await people.editor.get(`${room}/projects/${project.id}/chapters/${theirChapter.id}/memories`),
      await people.editor.put(`${room}/projects/${project.id}/chapters/${theirChapter.id}/draft`, {
        basedOn: 0,
        paragraphs: [{ text: 'Sneaked in', sources: [] }],
      }),
      await people.editor.get(`${room}/projects/${theirs.id}/chapters/${mine.id}/draft`),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404, 404]);
    expect((await stranger.get(`/api/memoir-projects/${theirs.id}/chapters`)).json()).toEqual([
      { id: theirChapter.id, title: 'Theirs' },
    ]);
    expect(
      (await stranger.get(`/api/memoir-projects/${theirs.id}/chapters/${theirChapter.id}/draft`)).json(),
    ).toEqual({
      draft: null,
    });
  });

  it('checks the title as the studio does', async () => {
    const { project, people, room } = await storyteller();
    const answer = await people.editor.post(`${room}/projects/${project.id}/chapters`, { title: '   ' });
    expect(answer.statusCode).toBe(400);
    expect((await people.editor.get(room)).json().projects[0].chapters).toEqual([]);
  });
});

describe("what an editor's new chapter means for the family", () => {
  it('an interview answer shared with the editor can go in a chapter, and a chapter added after the book was made does not hide the shared book', async () => {
    const { owner, people, ids } = await familyCircle(t);
    const room = `/api/shared-with-me/${owner.user.id}/workroom`;
    const books = async () => (await people.reader.get(`/api/shared-with-me/${owner.user.id}`)).json().books;
    expect(await books()).toHaveLength(1);

    const chapter = (
      await people.editor.post(`${room}/projects/${ids.project}/chapters`, { title: 'Growing up' })
    ).json();
    const added = await people.editor.post(
      `${room}/projects/${ids.project}/chapters/${chapter.id}/memories`,
      {
        memories: [{ kind: 'answer', id: ids.answer }],
      },
    );
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().memories).toMatchObject([{ kind: 'answer', name: 'Where did you grow up?' }]);
    // The book's file was made before this chapter existed, so the private new chapter is not in it (decision 1512).
    expect(await books()).toHaveLength(1);
  });
});
