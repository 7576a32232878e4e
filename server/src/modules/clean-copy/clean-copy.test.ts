import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanCopyApi } from '#shared/clean-copy-api.ts';
import { sharedWithMeApi } from '#shared/family-api.ts';
import { engineWithEditorsCleanCopy } from '../../../test/editors-clean-copy.ts';
import { createMemory, createProject } from '../../../test/factories.ts';
import { joinCircle, signUpNamed } from '../../../test/security/family-fixture.ts';
import { createTestApp, type Person, type TestApp } from '../../../test/test-app.ts';

const { ai, asked, close } = engineWithEditorsCleanCopy();

let t: TestApp;
let ann: Person;
let bob: Person;
beforeAll(async () => {
  t = await createTestApp({ ai });
  ann = await t.signUp();
  bob = await t.signUp();
});
afterAll(async () => {
  await t?.close();
  await close();
});

const SAID = 'um so i went to kraków with andrzej, you know, in the spring';
const url = (id: string, kind = 'fragment') => `/api/clean-copies/${kind}/${id}`;

async function review(person: Person, id: string, kind = 'fragment') {
  const response = await person.get(url(id, kind));
  expect(response.statusCode, response.body).toBe(200);
  return cleanCopyApi.get.response.parse(response.json());
}

async function choose(person: Person, id: string, body: object) {
  const response = await person.put(url(id), body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('the clean copy beside her words', () => {
  it('is made from her words with the names her Memory DNA knows, and shows what was removed and changed', async () => {
    const dna = await createMemory(ann, { name: 'Trip', text: 'We went to Kraków.' });
    const put = await ann.put(`/api/memory-fragments/${dna.id}/narrative-dna`, {
      version: dna.version,
      whenHappened: null,
      whereHappened: 'Kraków, Poland',
      peopleInvolved: ['Andrzej (cousin)'],
      topics: [],
    });
    expect(put.statusCode, put.body).toBe(200);
    const memory = await createMemory(ann, { name: 'Spring', text: SAID });

    const copy = await review(ann, memory.id);
    expect(copy).toMatchObject({
      ownWords: SAID,
      cleanCopy: 'So I went to Kraków with Andrzej in the spring.',
      choice: 'unreviewed',
      wordsChanged: false,
      forTheBook: 'So I went to Kraków with Andrzej in the spring.',
    });
    expect(asked.at(-1)).toMatchObject({
      spoken: false,
      knownNames: expect.arrayContaining(['Kraków', 'Andrzej']),
    });
    expect(copy.pieces.map((piece) => piece.ownWords).join('')).toBe(SAID);
    expect(copy.pieces.map((piece) => piece.clean).join('')).toBe(copy.cleanCopy);
    // The filler goes with the commas that set it off.
    expect(copy.pieces.filter((p) => p.kind === 'removed').map((p) => p.ownWords.trim())).toEqual([
      'um',
      ', you know,',
    ]);
    // Her exact words are never changed by the clean copy.
    expect(
      (await ann.get('/api/memory-fragments')).json().find((m: { id: string }) => m.id === memory.id).text,
    ).toBe(SAID);
  });

  it('uses the clean copy, her edit of it, or her exact words, as she chooses', async () => {
    const memory = await createMemory(ann, { name: 'Garden', text: 'um i grew tomatoes' });
    let copy = await review(ann, memory.id);
    copy = await choose(ann, memory.id, { choice: 'accepted', version: copy.version });
    expect(copy).toMatchObject({ choice: 'accepted', forTheBook: 'I grew tomatoes.' });

    copy = await choose(ann, memory.id, {
      choice: 'edited',
      text: 'I grew red tomatoes.',
      version: copy.version,
    });
    expect(copy).toMatchObject({
      choice: 'edited',
      edited: 'I grew red tomatoes.',
      forTheBook: 'I grew red tomatoes.',
    });

    copy = await choose(ann, memory.id, { choice: 'own-words', version: copy.version });
    expect(copy).toMatchObject({ choice: 'own-words', forTheBook: 'um i grew tomatoes' });
    // Her edit is kept, and going back to the clean copy is one more choice.
    copy = await choose(ann, memory.id, { choice: 'accepted', version: copy.version });
    expect(copy).toMatchObject({
      choice: 'accepted',
      edited: 'I grew red tomatoes.',
      forTheBook: 'I grew tomatoes.',
    });
  });

  it('makes a new clean copy when her words change, and asks her to look again at what she had accepted', async () => {
    const cy = await t.signUp();
    const memory = await createMemory(cy, { name: 'School', text: 'um i walked to school' });
    const first = await review(cy, memory.id);
    const accepted = await choose(cy, memory.id, { choice: 'accepted', version: first.version });

    const saved = await cy.put(`/api/memory-fragments/${memory.id}`, {
      id: memory.id,
      name: 'School',
      text: 'uh i walked to school in the snow',
      version: memory.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const again = await review(cy, memory.id);
    expect(again).toMatchObject({
      ownWords: 'uh i walked to school in the snow',
      cleanCopy: 'I walked to school in the snow.',
      choice: 'unreviewed',
      wordsChanged: true,
    });
    // A choice made from the clean copy she saw before her words changed is refused, with the new one.
    const stale = await cy.put(url(memory.id), { choice: 'accepted', version: accepted.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_MEMORY', current: { cleanCopy: again.cleanCopy } });
    const chosen = await choose(cy, memory.id, { choice: 'accepted', version: again.version });
    expect(chosen).toMatchObject({ choice: 'accepted', wordsChanged: false });
  });

  it('keeps her choice of her exact words when her words change', async () => {
    const memory = await createMemory(ann, { name: 'Song', text: 'um we sang' });
    const copy = await review(ann, memory.id);
    await choose(ann, memory.id, { choice: 'own-words', version: copy.version });
    await ann.put(`/api/memory-fragments/${memory.id}`, {
      id: memory.id,
      name: 'Song',
      text: 'um we sang all night',
      version: memory.version,
    });
    expect(await review(ann, memory.id)).toMatchObject({
      choice: 'own-words',
      wordsChanged: false,
      forTheBook: 'um we sang all night',
    });
  });

  it("refuses another person's memory, a bad id or kind, and a choice it does not know, changing nothing", async () => {
    const memory = await createMemory(ann, { name: 'Mine', text: 'um mine' });
    const copy = await review(ann, memory.id);
    expect((await bob.get(url(memory.id))).statusCode).toBe(404);
    expect((await bob.put(url(memory.id), { choice: 'accepted', version: copy.version })).statusCode).toBe(
      404,
    );
    expect((await ann.get(url('not-an-id'))).statusCode).toBe(400);
    expect((await ann.get(url(memory.id, 'poem'))).statusCode).toBe(400);
    expect((await ann.put(url(memory.id), { choice: 'maybe', version: copy.version })).statusCode).toBe(400);
    const blank = await ann.put(url(memory.id), { choice: 'edited', text: '   ', version: copy.version });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toMatch(/Please write the words for the book/);
    expect(await review(ann, memory.id)).toMatchObject({ choice: 'unreviewed', version: copy.version });
  });

  it('is made in the background after a save, without anyone opening it', async () => {
    const memory = await createMemory(ann, { name: 'Quiet', text: 'um i sat by the river' });
    await expect
      .poll(
        async () =>
          (await t.pool.query('select clean_copy from memory_fragments where id = $1', [memory.id])).rows[0]
            .clean_copy,
        { timeout: 15_000 },
      )
      .toBe('I sat by the river.');
  });
});

describe('drafts and the book read what she chose', () => {
  it('drafts a chapter from the clean copy, her edit, or her exact words', async () => {
    const person = await t.signUp();
    const project = await createProject(person);
    const chapters = `/api/memoir-projects/${project.id}/chapters`;
    const chapter = (await person.post(chapters, { title: 'Home' })).json() as { id: string };
    const chapterUrl = `${chapters}/${chapter.id}`;
    const cleaned = await createMemory(person, { name: 'One', text: 'um i baked bread' });
    const edited = await createMemory(person, { name: 'Two', text: 'uh i sold eggs' });
    const own = await createMemory(person, { name: 'Three', text: 'you know i kept bees' });
    const added = await person.post(`${chapterUrl}/memories`, {
      memories: [cleaned, edited, own].map(({ id }) => ({ kind: 'fragment', id })),
    });
    expect(added.statusCode, added.body).toBe(200);
    const editedCopy = await review(person, edited.id);
    await choose(person, edited.id, {
      choice: 'edited',
      text: 'I sold brown eggs.',
      version: editedCopy.version,
    });
    const ownCopy = await review(person, own.id);
    await choose(person, own.id, { choice: 'own-words', version: ownCopy.version });

    const drafted = await person.post(`${chapterUrl}/draft`);
    expect(drafted.statusCode, drafted.body).toBe(201);
    const text = (drafted.json().paragraphs as { text: string }[]).map((p) => p.text).join('\n');
    expect(text).toContain('I baked bread.');
    expect(text).toContain('I sold brown eggs.');
    expect(text).toContain('you know i kept bees');
    expect(text).not.toMatch(/\bum\b|\buh\b/);
  });
});

describe('her editor reviews her clean copies (decision 1528)', () => {
  /** Rose, with Ruth as her editor, and memories she has shared with the family. */
  async function roseAndRuth() {
    const rose = await signUpNamed(t, 'Rose', 'Miller');
    const ruth = await signUpNamed(t, 'Ruth', 'Miller');
    await joinCircle(t, rose, ruth, 'editor');
    return { rose, ruth };
  }
  async function shared(rose: Person, text: string) {
    const memory = await createMemory(rose, { name: 'Shared', text });
    const released = await rose.put('/api/family/releases', {
      items: [{ kind: 'fragment', id: memory.id }],
      state: 'released',
    });
    expect(released.statusCode, released.body).toBe(200);
    return memory;
  }
  const editorsUrl = (rose: Person, id: string) =>
    `/api/shared-with-me/${rose.user.id}/memories/fragment/${id}/clean-copy`;
  const parse = (body: unknown) => sharedWithMeApi.cleanCopy.response.parse(body);

  it('uses the clean copy, edits it or keeps her words as she can, and each says who checked it', async () => {
    const { rose, ruth } = await roseAndRuth();
    const project = await createProject(rose);
    const chapter = (
      await rose.post(`/api/memoir-projects/${project.id}/chapters`, { title: 'Home' })
    ).json() as { id: string };
    const [bread, eggs, bees] = [
      await shared(rose, 'um i baked bread'),
      await shared(rose, 'uh i sold eggs'),
      await shared(rose, 'you know i kept bees'),
    ];
    await rose.post(`/api/memoir-projects/${project.id}/chapters/${chapter.id}/memories`, {
      memories: [bread, eggs, bees].map(({ id }) => ({ kind: 'fragment', id })),
    });
    const unchecked = async () =>
      (
        (await rose.get(`/api/memoir-projects/${project.id}/book`)).json().uncheckedChapters as Array<{
          memories: unknown[];
        }>
      ).flatMap((c) => c.memories).length;
    expect(await unchecked()).toBe(3);

    const ruthChooses = async (id: string, body: object) => {
      const opened = await ruth.get(editorsUrl(rose, id));
      expect(opened.statusCode, opened.body).toBe(200);
      const answer = await ruth.put(editorsUrl(rose, id), { ...body, version: parse(opened.json()).version });
      expect(answer.statusCode, answer.body).toBe(200);
      return parse(answer.json());
    };
    expect(await ruthChooses(bread.id, { choice: 'accepted' })).toMatchObject({
      choice: 'accepted',
      forTheBook: 'I baked bread.',
      checkedBy: { name: 'Ruth Miller', isYou: true },
    });
    expect(await ruthChooses(eggs.id, { choice: 'edited', text: 'I sold brown eggs.' })).toMatchObject({
      choice: 'edited',
      forTheBook: 'I sold brown eggs.',
    });
    expect(await ruthChooses(bees.id, { choice: 'own-words' })).toMatchObject({
      forTheBook: 'you know i kept bees',
    });

    // Rose sees Ruth's choices in her own review, and the Make the Book dialog has nothing left to check.
    expect(await review(rose, eggs.id)).toMatchObject({
      choice: 'edited',
      edited: 'I sold brown eggs.',
      checkedBy: { name: 'Ruth Miller', isYou: false },
    });
    expect(await unchecked()).toBe(0);
    // Rose chooses again: Ruth now reads that Rose checked it.
    const roses = await choose(rose, bees.id, {
      choice: 'accepted',
      version: (await review(rose, bees.id)).version,
    });
    expect(roses).toMatchObject({ checkedBy: { name: 'Rose Miller', isYou: true } });
    expect(parse((await ruth.get(editorsUrl(rose, bees.id))).json())).toMatchObject({
      choice: 'accepted',
      checkedBy: { name: 'Rose Miller', isYou: false },
    });
  });

  it('never lets a stale choice overwrite silently: her editor and she, and one editor in two windows', async () => {
    const { rose, ruth } = await roseAndRuth();
    const memory = await shared(rose, 'um we had a goat');
    const seen = parse((await ruth.get(editorsUrl(rose, memory.id))).json());

    // Rose keeps her words while Ruth's window still shows the older copy.
    await choose(rose, memory.id, { choice: 'own-words', version: seen.version });
    const late = await ruth.put(editorsUrl(rose, memory.id), { choice: 'accepted', version: seen.version });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'STALE_MEMORY',
      current: { choice: 'own-words', checkedBy: { name: 'Rose Miller', isYou: false } },
    });
    expect(await review(rose, memory.id)).toMatchObject({ choice: 'own-words' });

    // Ruth in two windows: the second, from the same older copy, is refused too.
    const now = parse(late.json().current);
    const first = await ruth.put(editorsUrl(rose, memory.id), {
      choice: 'edited',
      text: 'We had a goat called Nan.',
      version: now.version,
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await ruth.put(editorsUrl(rose, memory.id), { choice: 'accepted', version: now.version });
    expect(second.statusCode).toBe(409);
    expect(await review(rose, memory.id)).toMatchObject({
      choice: 'edited',
      forTheBook: 'We had a goat called Nan.',
    });
  });
});
