import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ungroundedSentences } from '#server/ai/offline/replies/chapter-draft.ts';
import {
  CHAPTER_FULL_MESSAGE,
  CHAPTER_MEMORIES_MAX,
  type ChapterContents,
  type MemoryRef,
} from '#shared/manuscript.ts';
import { acceptProposalMessage, detectProposal } from '#shared/proposal.ts';
import { createMemory, createProject, listMemories, uploadFile } from '../../../test/factories.ts';
import { createTestApp, type Person, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(() => t.close());

const chaptersOf = (projectId: string) => `/api/memoir-projects/${projectId}/chapters`;

async function newChapter(person: Person, title = 'Early Years') {
  const project = await createProject(person);
  const response = await person.post(chaptersOf(project.id), { title });
  expect(response.statusCode, response.body).toBe(200);
  const chapter = response.json() as { id: string };
  return { projectId: project.id, chapterId: chapter.id, url: `${chaptersOf(project.id)}/${chapter.id}` };
}

async function setWhen(person: Person, id: string, whenHappened: string | null) {
  const response = await person.put(`/api/memory-fragments/${id}/narrative-dna`, {
    whenHappened,
    whereHappened: null,
    peopleInvolved: [],
    topics: [],
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** An interview answer as an interview with Clio leaves it; `spoken` ones have their audio (key only here). */
async function storeAnswer(person: Person, text: string, options: { spoken?: boolean; when?: string } = {}) {
  const session = await t.pool.query(
    `insert into interview_sessions (user_id, person, topics, status) values ($1, 'Rose', '{Family}', 'finished') returning id`,
    [person.user.id],
  );
  const answer = await t.pool.query(
    `insert into interview_answers (session_id, user_id, position, question, question_key, text, storage_key, mime_type, size_bytes, analysis)
     values ($1, $2, 0, 'Where did you grow up?', 'childhood-home', $3, $4, $5, $6, $7) returning id`,
    [
      session.rows[0].id,
      person.user.id,
      text,
      options.spoken ? `${person.user.id}/answer.webm` : null,
      options.spoken ? 'audio/webm' : null,
      options.spoken ? 7 : null,
      options.when
        ? JSON.stringify({ whenHappened: options.when, whereHappened: null, peopleInvolved: [], topics: [] })
        : null,
    ],
  );
  return answer.rows[0].id as string;
}

const refsOf = (contents: ChapterContents) => contents.memories.map(({ kind, id }) => ({ kind, id }));

describe('a chapter holds memories', () => {
  it('adds typed memories, files and interview answers from the picker, in order, each once', async () => {
    const ann = await t.signUp();
    const { url, projectId } = await newChapter(ann);
    const wedding = await createMemory(ann, { name: 'Our wedding', text: 'We married in June.' });
    const letter = await uploadFile(ann, 'letter.txt', Buffer.from('Dear Rose, I miss the farm.'));
    const answer = await storeAnswer(ann, 'On a farm in Ohio with my brother Tom.');

    const choices = (await ann.get('/api/memory-choices')).json() as { kind: string; name: string }[];
    expect(choices.map((c) => `${c.kind} ${c.name}`).sort()).toEqual([
      'answer Where did you grow up?',
      'file letter',
      'fragment Our wedding',
    ]);

    expect((await ann.get(`${url}/memories`)).json()).toEqual({ version: 1, memories: [] });
    const added = await ann.post(`${url}/memories`, {
      memories: [
        { kind: 'answer', id: answer },
        { kind: 'fragment', id: wedding.id },
        { kind: 'answer', id: answer },
      ],
    });
    expect(added.statusCode, added.body).toBe(200);
    // Added again with one new: the ones there stay where they are, the new one goes last.
    const again = await ann.post(`${url}/memories`, {
      memories: [
        { kind: 'fragment', id: wedding.id },
        { kind: 'file', id: letter.id },
      ],
    });
    const contents = again.json() as ChapterContents;
    expect(contents.memories.map((m) => [m.name, m.source])).toEqual([
      ['Where did you grow up?', 'Interview'],
      ['Our wedding', 'Memory Fragment'],
      ['letter', 'Uploaded File'],
    ]);
    expect(contents.memories[1]!.excerpt).toBe('We married in June.');
    expect(contents.version).toBe(3);

    // The same memory may sit in a second chapter too.
    const second = await ann.post(chaptersOf(projectId), { title: 'The Farm' });
    const secondUrl = `${chaptersOf(projectId)}/${second.json().id}`;
    await ann.post(`${secondUrl}/memories`, { memories: [{ kind: 'fragment', id: wedding.id }] });
    expect((await ann.get(`${secondUrl}/memories`)).json().memories).toHaveLength(1);
    expect((await ann.get(`${url}/memories`)).json().memories).toHaveLength(3);

    // Deleting a memory takes it out of every chapter; the chapters stay.
    expect((await ann.delete(`/api/memory-fragments/${wedding.id}`)).statusCode).toBe(204);
    expect((await ann.get(`${url}/memories`)).json().memories.map((m: { name: string }) => m.name)).toEqual([
      'Where did you grow up?',
      'letter',
    ]);
    expect((await ann.get(`${secondUrl}/memories`)).json().memories).toEqual([]);
  });

  it('saves a new order from the version it was based on; a stale order answers 409 with the saved one', async () => {
    const ann = await t.signUp();
    const { url } = await newChapter(ann);
    const [a, b, c] = [
      await createMemory(ann, { name: 'A', text: 'First.' }),
      await createMemory(ann, { name: 'B', text: 'Second.' }),
      await createMemory(ann, { name: 'C', text: 'Third.' }),
    ];
    const start = (
      await ann.post(`${url}/memories`, { memories: [a, b, c].map((m) => ({ kind: 'fragment', id: m.id })) })
    ).json() as ChapterContents;
    const [ra, rb, rc] = refsOf(start) as [MemoryRef, MemoryRef, MemoryRef];

    // One window moves C to the top.
    const moved = await ann.put(`${url}/memories`, { version: start.version, memories: [rc, ra, rb] });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().memories.map((m: { name: string }) => m.name)).toEqual(['C', 'A', 'B']);

    // Another window, still showing the first order, moves B up: refused, and told the saved order.
    const stale = await ann.put(`${url}/memories`, {
      version: start.version,
      memories: [ra, rb, rc].reverse(),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'STALE_CHAPTER',
      current: { version: moved.json().version, memories: [{ name: 'C' }, { name: 'A' }, { name: 'B' }] },
    });
    expect((await ann.get(`${url}/memories`)).json().memories.map((m: { name: string }) => m.name)).toEqual([
      'C',
      'A',
      'B',
    ]);

    // Leaving a memory out takes it out of the chapter, and it stays in My Memories.
    const removed = await ann.put(`${url}/memories`, { version: moved.json().version, memories: [rc, rb] });
    expect(removed.json().memories.map((m: { name: string }) => m.name)).toEqual(['C', 'B']);
    expect((await listMemories(ann)).map((m) => m.name)).toContain('A');

    // No version, or not a whole number: 400, nothing changes.
    expect((await ann.put(`${url}/memories`, { memories: [] })).statusCode).toBe(400);
    expect((await ann.put(`${url}/memories`, { version: 'two', memories: [] })).statusCode).toBe(400);
    expect((await ann.get(`${url}/memories`)).json().memories).toHaveLength(2);
  });

  it("keeps every chapter to its owner: another person's chapter or memory answers 404 and changes nothing", async () => {
    const ann = await t.signUp();
    const mallory = await t.signUp();
    const { url } = await newChapter(ann);
    const annMemory = await createMemory(ann, { name: 'Mine', text: 'My own words.' });
    const malloryMemory = await createMemory(mallory, { name: 'Planted', text: 'Words Ann never wrote.' });
    await ann.post(`${url}/memories`, { memories: [{ kind: 'fragment', id: annMemory.id }] });

    // Mallory reaches for Ann's chapter with her own memory, and for its contents.
    const intruding = await mallory.post(`${url}/memories`, {
      memories: [{ kind: 'fragment', id: malloryMemory.id }],
    });
    expect(intruding.statusCode).toBe(404);
    expect((await mallory.get(`${url}/memories`)).statusCode).toBe(404);
    expect((await mallory.post(`${url}/draft`)).statusCode).toBe(404);
    expect((await mallory.get(`${url}/draft`)).statusCode).toBe(404);

    // Ann's own chapter with Mallory's memory id (in the list or in a draft paragraph): 404.
    const planted = await ann.post(`${url}/memories`, {
      memories: [{ kind: 'fragment', id: malloryMemory.id }],
    });
    expect(planted.statusCode).toBe(404);
    const contents = (await ann.get(`${url}/memories`)).json() as ChapterContents;
    const reordered = await ann.put(`${url}/memories`, {
      version: contents.version,
      memories: [...refsOf(contents), { kind: 'fragment', id: malloryMemory.id }],
    });
    expect(reordered.statusCode).toBe(404);
    const draft = await ann.put(`${url}/draft`, {
      basedOn: 0,
      paragraphs: [{ text: 'Hello.', sources: [{ kind: 'fragment', id: malloryMemory.id }] }],
    });
    expect(draft.statusCode).toBe(404);
    expect((await ann.get(`${url}/memories`)).json()).toEqual(contents);
    expect((await ann.get(`${url}/draft`)).json()).toEqual({ draft: null });

    // The picker lists only Ann's memories.
    const choices = (await ann.get('/api/memory-choices')).json() as { id: string }[];
    expect(choices.map((c) => c.id)).toEqual([annMemory.id]);

    // A memory kind that does not exist, or a malformed id: 400.
    expect(
      (await ann.post(`${url}/memories`, { memories: [{ kind: 'diary', id: annMemory.id }] })).statusCode,
    ).toBe(400);
    expect(
      (await ann.post(`${url}/memories`, { memories: [{ kind: 'fragment', id: 'x' }] })).statusCode,
    ).toBe(400);
  });

  it(`holds at most ${CHAPTER_MEMORIES_MAX} memories: one more answers 422 with the sentence to show`, async () => {
    const ann = await t.signUp();
    const { url } = await newChapter(ann);
    const { rows } = await t.pool.query(
      `insert into memory_fragments (user_id, name, text)
       select $1, 'Memory ' || n, 'Words.' from generate_series(1, ${CHAPTER_MEMORIES_MAX + 1}) n returning id`,
      [ann.user.id],
    );
    const refs = rows.map((row: { id: string }) => ({ kind: 'fragment', id: row.id }));
    expect(
      (await ann.post(`${url}/memories`, { memories: refs.slice(0, CHAPTER_MEMORIES_MAX) })).statusCode,
    ).toBe(200);
    const over = await ann.post(`${url}/memories`, { memories: [refs[CHAPTER_MEMORIES_MAX]] });
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe(CHAPTER_FULL_MESSAGE);
    expect((await ann.get(`${url}/memories`)).json().memories).toHaveLength(CHAPTER_MEMORIES_MAX);
    // A list longer than the cap is refused at the door.
    expect((await ann.post(`${url}/memories`, { memories: refs })).statusCode).toBe(400);
  });

  it("accepting Clio's chapters puts her proposal's memories in them, with the spec's words", async () => {
    const ann = await t.signUp();
    const project = await createProject(ann);
    await createMemory(ann, {
      name: 'Fishing at Lake Okoboji',
      text: 'In the summer of 1965 my brother Tom and I went fishing at Lake Okoboji with Uncle Joe. I was ten.',
    });
    await createMemory(ann, {
      name: 'Our wedding',
      text: "My wife Margaret and I were married on June 14, 1978, at St. Mary's Church in Boston.",
    });
    const chat = `/api/memoir-projects/${project.id}/chat`;
    const asked = await ann.post(chat, { message: 'Could you suggest chapters for my memoir?' });
    expect(asked.statusCode, asked.body).toBe(200);
    const proposal = detectProposal(asked.json().message);
    expect(proposal?.kind).toBe('chapters');

    const accepted = await ann.post(chat, { message: acceptProposalMessage(proposal!) });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const chapters = (await ann.get(chaptersOf(project.id))).json() as { id: string; title: string }[];
    expect(chapters.map((c) => c.title)).toEqual(proposal!.items);
    const held = await Promise.all(
      chapters.map(async (c) =>
        (
          (await ann.get(`${chaptersOf(project.id)}/${c.id}/memories`)).json() as ChapterContents
        ).memories.map((m) => m.name),
      ),
    );
    expect(held.flat().sort()).toEqual(['Fishing at Lake Okoboji', 'Our wedding']);
    expect(held.findIndex((names) => names.includes('Fishing at Lake Okoboji'))).toBeLessThan(
      held.findIndex((names) => names.includes('Our wedding')),
    );

    // Accepting the same chapters again keeps each chapter and what it holds.
    const again = await ann.post(chat, { message: acceptProposalMessage(proposal!) });
    expect(again.statusCode).toBe(200);
    const after = (await ann.get(chaptersOf(project.id))).json() as { id: string }[];
    expect(after.map((c) => c.id)).toEqual(chapters.map((c) => c.id));
  });
});

describe('Draft this Chapter, offline', () => {
  it('lays out only the person’s own words, in the order the memories happened, each paragraph with its memory', async () => {
    const ann = await t.signUp();
    const { url } = await newChapter(ann);
    const wedding = await createMemory(ann, {
      name: 'Our wedding',
      text: 'Helen and I married at St. Anne’s in June.\n\nThe church was full of lilacs. Her mother cried.',
    });
    await setWhen(ann, wedding.id, '1962');
    const navy = await createMemory(ann, {
      name: 'The Navy',
      text: 'I served on a destroyer in the Pacific.',
    });
    await setWhen(ann, navy.id, '1958 to 1961');
    const kitchen = await createMemory(ann, {
      name: 'Mother',
      text: 'Mother sang in the kitchen every morning.',
    });
    await setWhen(ann, kitchen.id, null);
    const farm = await storeAnswer(ann, 'um so we we lived on uh on the farm. and the the barn burned down', {
      spoken: true,
      when: '1950s',
    });
    const sources = [
      { kind: 'fragment', id: wedding.id },
      { kind: 'fragment', id: kitchen.id },
      { kind: 'fragment', id: navy.id },
      { kind: 'answer', id: farm },
    ];
    await ann.post(`${url}/memories`, { memories: sources });

    const drafted = await ann.post(`${url}/draft`);
    expect(drafted.statusCode, drafted.body).toBe(201);
    const draft = drafted.json();
    expect(draft).toMatchObject({ version: 1, origin: 'offline' });
    expect(draft.paragraphs).toEqual([
      // Her spoken answer as its clean copy gives it (decision 909): a full stop where her words ended.
      { text: 'So we lived on the farm. And the barn burned down.', sources: [{ kind: 'answer', id: farm }] },
      // Undated, it keeps its second place in the chapter; the dated ones take the other places by year.
      { text: 'Mother sang in the kitchen every morning.', sources: [{ kind: 'fragment', id: kitchen.id }] },
      { text: 'I served on a destroyer in the Pacific.', sources: [{ kind: 'fragment', id: navy.id }] },
      { text: 'Helen and I married at St. Anne’s in June.', sources: [{ kind: 'fragment', id: wedding.id }] },
      {
        text: 'The church was full of lilacs. Her mother cried.',
        sources: [{ kind: 'fragment', id: wedding.id }],
      },
    ]);

    // Every sentence is found in the memory its paragraph names (the groundedness check).
    const stored = [
      { kind: 'fragment' as const, id: wedding.id, text: wedding.text, spoken: false, whenHappened: '1962' },
      { kind: 'fragment' as const, id: navy.id, text: navy.text, spoken: false, whenHappened: null },
      { kind: 'fragment' as const, id: kitchen.id, text: kitchen.text, spoken: false, whenHappened: null },
      {
        kind: 'answer' as const,
        id: farm,
        text: 'um so we we lived on uh on the farm. and the the barn burned down',
        spoken: true,
        whenHappened: null,
      },
    ];
    expect(ungroundedSentences(draft.paragraphs, stored)).toEqual([]);
    // Every memory of the chapter is used.
    const used = new Set(
      draft.paragraphs.flatMap((p: { sources: MemoryRef[] }) => p.sources.map((r) => r.id)),
    );
    expect(used).toEqual(new Set(sources.map((r) => r.id)));
    expect(draft.paragraphs.map((p: { text: string }) => p.text).join(' ')).not.toMatch(/\b(um|uh)\b/i);

    // The draft is the chapter's newest version.
    expect((await ann.get(`${url}/draft`)).json()).toEqual({ draft });
  });

  it('a chapter without memories is not drafted, and says what to do', async () => {
    const ann = await t.signUp();
    const { url } = await newChapter(ann);
    const refused = await ann.post(`${url}/draft`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/Add memories to it first/);
    expect((await ann.get(`${url}/draft/versions`)).json()).toEqual([]);
  });

  it('keeps every save as a version; a stale save answers 409 with the saved draft; an old version can be restored', async () => {
    const ann = await t.signUp();
    const { url } = await newChapter(ann);
    const memory = await createMemory(ann, { name: 'Lilacs', text: 'The church was full of lilacs.' });
    const ref = { kind: 'fragment', id: memory.id };
    await ann.post(`${url}/memories`, { memories: [ref] });
    const first = (await ann.post(`${url}/draft`)).json();

    const edited = await ann.put(`${url}/draft`, {
      basedOn: first.version,
      paragraphs: [{ text: 'The little church was full of lilacs.', sources: [ref] }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ version: 2, origin: 'edited' });

    // A window still on version 1 saves: refused, told what was saved, and nothing is written.
    const stale = await ann.put(`${url}/draft`, {
      basedOn: first.version,
      paragraphs: [{ text: 'An older edit.', sources: [] }],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'STALE_CHAPTER',
      current: { version: 2, paragraphs: [{ text: 'The little church was full of lilacs.' }] },
    });

    const versions = (await ann.get(`${url}/draft/versions`)).json();
    expect(
      versions.map((v: { version: number; origin: string; words: number }) => [v.version, v.origin, v.words]),
    ).toEqual([
      [2, 'edited', 7],
      [1, 'offline', 6],
    ]);
    const old = (await ann.get(`${url}/draft/versions/1`)).json();
    expect(old.paragraphs).toEqual(first.paragraphs);
    expect((await ann.get(`${url}/draft/versions/9`)).statusCode).toBe(404);

    const restored = await ann.put(`${url}/draft`, {
      basedOn: 2,
      paragraphs: old.paragraphs,
      restoredFrom: 1,
    });
    expect(restored.json()).toMatchObject({ version: 3, origin: 'restored', paragraphs: first.paragraphs });
    expect((await ann.get(`${url}/draft`)).json().draft.version).toBe(3);
  });
});

describe('the draft keeps bold and italic', () => {
  it('keeps valid marks in one canonical order, refuses bad ones with a sentence, and a stale save writes nothing', async () => {
    const ann = await t.signUp();
    const { url } = await newChapter(ann);
    const memory = await createMemory(ann, { name: 'Lilacs', text: 'The church was full of lilacs.' });
    const ref = { kind: 'fragment', id: memory.id };
    await ann.post(`${url}/memories`, { memories: [ref] });
    const first = (await ann.post(`${url}/draft`)).json();

    const text = 'The little church was full of lilacs.';
    // Italic given in pieces that touch, and bold overlapping it: stored joined and sorted by type.
    const saved = await ann.put(`${url}/draft`, {
      basedOn: first.version,
      paragraphs: [
        {
          text,
          sources: [ref],
          marks: [
            { type: 'italic', from: 11, to: 17 },
            { type: 'italic', from: 4, to: 11 },
            { type: 'bold', from: 30, to: 36 },
          ],
        },
        // A paragraph the person split from it keeps its sources; a new one has none and no marks key.
        { text: 'It smelled of spring.', sources: [ref] },
        { text: 'A new paragraph.', sources: [], marks: [] },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().paragraphs).toEqual([
      {
        text,
        sources: [ref],
        marks: [
          { type: 'bold', from: 30, to: 36 },
          { type: 'italic', from: 4, to: 17 },
        ],
      },
      { text: 'It smelled of spring.', sources: [ref] },
      { text: 'A new paragraph.', sources: [] },
    ]);
    const reread = (await ann.get(`${url}/draft`)).json().draft;
    expect(reread.paragraphs[0].marks).toEqual(saved.json().paragraphs[0].marks);
    expect(text.slice(30, 36)).toBe('lilacs');

    const bad: [unknown, RegExp][] = [
      [{ type: 'bold', from: 30, to: 99 }, /outside its paragraph/],
      [{ type: 'bold', from: 5, to: 5 }, /outside its paragraph/],
      [{ type: 'bold', from: -1, to: 3 }, /./],
      [{ type: 'underline', from: 0, to: 3 }, /Only bold and italic/],
      [{ type: 'bold', from: 0, to: 3, href: 'https://example.com' }, /only a type, a start and an end/],
      [{ type: 'bold', from: 0.5, to: 3 }, /./],
    ];
    for (const [mark, message] of bad) {
      const refused = await ann.put(`${url}/draft`, {
        basedOn: 2,
        paragraphs: [{ text, sources: [ref], marks: [mark] }],
      });
      expect(refused.statusCode, JSON.stringify(mark)).toBe(400);
      expect(refused.json().message).toMatch(message);
    }

    // A window still on version 1 saves formatting: refused with the saved draft, and no version is added.
    const stale = await ann.put(`${url}/draft`, {
      basedOn: 1,
      paragraphs: [{ text: 'An older edit.', sources: [], marks: [{ type: 'bold', from: 0, to: 2 }] }],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_CHAPTER', current: { version: 2 } });
    const versions = (await ann.get(`${url}/draft/versions`)).json();
    expect(versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect((await ann.get(`${url}/draft`)).json().draft.paragraphs).toEqual(saved.json().paragraphs);
  });
});

describe('her life in order (docs/decisions/911)', () => {
  const memoriesOf = async (person: Person, url: string) =>
    (await person.get(`${url}/memories`)).json() as ChapterContents;
  const names = (contents: ChapterContents) => contents.memories.map((memory) => memory.name);

  async function datedMemory(person: Person, name: string, when: string | null) {
    const memory = await createMemory(person, { name, text: `${name}, as I remember it.` });
    await setWhen(person, memory.id, when);
    return memory;
  }

  it('puts a chapter’s memories in the order of their years, undated ones where they were put', async () => {
    const ann = await t.signUp();
    const { url } = await newChapter(ann);
    const wedding = await datedMemory(ann, 'The wedding', '1963');
    const recipe = await datedMemory(ann, 'The pierogi recipe', null);
    const born = await datedMemory(ann, 'Where I was born', '14 March 1941');
    const added = await ann.post(`${url}/memories`, {
      memories: [wedding, recipe, born].map(({ id }) => ({ kind: 'fragment', id })),
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(names(added.json())).toEqual(['Where I was born', 'The pierogi recipe', 'The wedding']);

    // A year corrected later moves the memory at once.
    const reread = (await ann.get(`/api/memory-fragments`)).json() as { id: string; version: number }[];
    const weddingNow = reread.find((memory) => memory.id === wedding.id)!;
    const fixed = await ann.put(`/api/memory-fragments/${wedding.id}/narrative-dna`, {
      whenHappened: '1935',
      whereHappened: null,
      peopleInvolved: [],
      version: weddingNow.version,
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(names(await memoriesOf(ann, url))).toEqual([
      'The wedding',
      'The pierogi recipe',
      'Where I was born',
    ]);
  });

  it('keeps the order she set, even when a year changes, and refuses a list that adds a memory', async () => {
    const ann = await t.signUp();
    const { url } = await newChapter(ann);
    const early = await datedMemory(ann, 'Early', '1950');
    const late = await datedMemory(ann, 'Late', '1970');
    await ann.post(`${url}/memories`, {
      memories: [late, early].map(({ id }) => ({ kind: 'fragment', id })),
    });
    const before = await memoriesOf(ann, url);
    expect(names(before)).toEqual(['Early', 'Late']);

    const moved = await ann.put(`${url}/memories`, {
      version: before.version,
      memories: [late, early].map(({ id }) => ({ kind: 'fragment', id })),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const third = await datedMemory(ann, 'Middle', '1960');
    await ann.post(`${url}/memories`, { memories: [{ kind: 'fragment', id: third.id }] });
    expect(names(await memoriesOf(ann, url))).toEqual(['Late', 'Early', 'Middle']);

    const outsider = await datedMemory(ann, 'Not in the chapter', '1955');
    const now = await memoriesOf(ann, url);
    const refused = await ann.put(`${url}/memories`, {
      version: now.version,
      memories: [...refsOf(now), { kind: 'fragment', id: outsider.id }],
    });
    expect(refused.statusCode).toBe(422);
    expect(names(await memoriesOf(ann, url))).toEqual(['Late', 'Early', 'Middle']);
  });

  it('orders chapters by the middle year of their memories until she moves one; her order is kept', async () => {
    const ann = await t.signUp();
    const project = await createProject(ann);
    const chapters = chaptersOf(project.id);
    const later = (await ann.post(chapters, { title: 'Chicago' })).json() as { id: string };
    const earlier = (await ann.post(chapters, { title: 'Kraków' })).json() as { id: string };
    const chicago = [await datedMemory(ann, 'Aunt Stella', '1910'), await datedMemory(ann, 'Winter', '1969')];
    chicago.push(await datedMemory(ann, 'Nursing exam', '1973'));
    const krakow = [await datedMemory(ann, 'Born', '1941'), await datedMemory(ann, 'School', '1955')];
    await ann.post(`${chapters}/${later.id}/memories`, {
      memories: chicago.map(({ id }) => ({ kind: 'fragment', id })),
    });
    await ann.post(`${chapters}/${earlier.id}/memories`, {
      memories: krakow.map(({ id }) => ({ kind: 'fragment', id })),
    });
    const order = `/api/memoir-projects/${project.id}/chapter-order`;
    const life = (await ann.get(order)).json() as {
      version: number;
      followsLife: boolean;
      chapters: { title: string; id: string }[];
    };
    expect(life.followsLife).toBe(true);
    expect(life.chapters.map((chapter) => chapter.title)).toEqual(['Kraków', 'Chicago']);
    expect(((await ann.get(chapters)).json() as { title: string }[]).map((c) => c.title)).toEqual([
      'Kraków',
      'Chicago',
    ]);

    // Not exactly the project's chapters: 422, and nothing changes.
    for (const list of [
      [earlier.id],
      [earlier.id, earlier.id],
      [earlier.id, later.id, crypto.randomUUID()],
    ]) {
      const bad = await ann.put(order, { version: life.version, chapters: list });
      expect(bad.statusCode, JSON.stringify(list)).toBe(422);
    }
    expect((await ann.put(order, { version: life.version, chapters: 'x' })).statusCode).toBe(400);

    const saved = await ann.put(order, { version: life.version, chapters: [later.id, earlier.id] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ followsLife: false });
    // A stale move answers 409 with the saved order.
    const stale = await ann.put(order, { version: life.version, chapters: [earlier.id, later.id] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current.chapters.map((c: { title: string }) => c.title)).toEqual([
      'Chicago',
      'Kraków',
    ]);
    // Another memory does not undo her order.
    await ann.post(`${chapters}/${earlier.id}/memories`, {
      memories: [{ kind: 'fragment', id: (await datedMemory(ann, 'Dance', '1960')).id }],
    });
    expect(((await ann.get(order)).json() as typeof life).chapters.map((c) => c.title)).toEqual([
      'Chicago',
      'Kraków',
    ]);

    // Another person's project is not found.
    const bob = await t.signUp();
    expect((await bob.get(order)).statusCode).toBe(404);
    expect((await bob.put(order, { version: 1, chapters: [later.id, earlier.id] })).statusCode).toBe(404);
  });
});
