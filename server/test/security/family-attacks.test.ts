/**
 * Attacks on the family circle (issue 15): each of these was a way in before its fix, and each must stay shut.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTRIBUTED_MEMORIES_MAX,
  familyMessages,
  OPEN_QUESTIONS_MAX,
  PERSPECTIVES_MAX,
} from '#shared/family.ts';
import { memoryFragmentsApi } from '#shared/memories-api.ts';
import { createMemory } from '../factories.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { snapshotTables } from './db-snapshot.ts';
import { type FamilyCircle, familyCircle, joinCircle } from './family-fixture.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const memoryFragmentsList = (body: unknown) => memoryFragmentsApi.list.response.parse(body);
const base = (circle: FamilyCircle) => `/api/shared-with-me/${circle.owner.user.id}`;

/** Every way a reader reaches the circle's items: the stories, the chapter, the audio and the book file. */
async function whatTheReaderSees(circle: FamilyCircle) {
  const reader = circle.people.reader;
  const stories = (await reader.get(base(circle))).json();
  return {
    memories: stories.memories.map((m: { kind: string; id: string }) => `${m.kind}:${m.id}`).sort(),
    chapters: stories.chapters.map((c: { id: string }) => c.id),
    books: stories.books.map((b: { projectId: string }) => b.projectId),
    upcoming: stories.upcoming,
    chapter: (await reader.get(`${base(circle)}/chapters/${circle.ids.chapter}`)).statusCode,
    audio: (await reader.get(`${base(circle)}/audio/answer/${circle.ids.answer}`)).statusCode,
    book: (await reader.get(`${base(circle)}/books/${circle.ids.project}/files/pdf`)).statusCode,
  };
}

describe('attacks on the family circle', () => {
  it("refuses a removed member's very next request", async () => {
    const circle = await familyCircle(t);
    const member = await t.signUp();
    const id = await joinCircle(t, circle.owner, member, 'editor');
    expect((await member.get(base(circle))).statusCode).toBe(200);
    expect((await circle.owner.delete(`/api/family/members/${id}`)).statusCode).toBe(204);
    expect((await member.get(base(circle))).statusCode).toBe(404);
    expect((await member.get(`${base(circle)}/audio/answer/${circle.ids.answer}`)).statusCode).toBe(404);
    expect((await member.get('/api/shared-with-me')).json().storytellers).toEqual([]);
  });

  it('refuses a reader who asks a question, and stores nothing', async () => {
    const circle = await familyCircle(t);
    const before = await snapshotTables(t.pool);
    const asked = await circle.people.reader.post(`${base(circle)}/questions`, { text: 'May I ask?' });
    expect(asked.statusCode).toBe(403);
    expect(asked.json()).toMatchObject({ code: 'FORBIDDEN', message: expect.stringMatching(/contributors/) });
    const added = await circle.people.reader.post(`${base(circle)}/perspectives`, {
      memory: { kind: 'fragment', id: circle.ids.fragment },
      text: 'Mine.',
    });
    expect(added.statusCode).toBe(403);
    expect(await snapshotTables(t.pool)).toEqual(before);
  });

  it('shows everything released, and nothing of an item left out or waiting for tomorrow', async () => {
    const circle = await familyCircle(t);
    const all = await whatTheReaderSees(circle);
    expect(all).toMatchObject({ chapter: 200, audio: 200, book: 200, chapters: [circle.ids.chapter] });
    expect(all.memories).toHaveLength(3);

    // The interview (and so its answer) waits for tomorrow: the answer, its audio, the chapter made from it and
    // the book are gone until then, and only a count says something opens.
    await t.pool.query(`update interview_sessions set opens_on = current_date + 1 where id = $1`, [
      circle.ids.interview,
    ]);
    const waiting = await whatTheReaderSees(circle);
    expect(waiting).toMatchObject({ chapter: 404, audio: 404, book: 404, chapters: [], books: [] });
    expect(waiting.memories).toEqual([`fragment:${circle.ids.fragment}`, `file:${circle.ids.file}`].sort());
    expect(waiting.upcoming).toEqual([{ opensOn: expect.any(String), count: 1 }]);

    // Left out: the same, and not even counted.
    await circle.owner.put('/api/family/releases', {
      items: [{ kind: 'interview', id: circle.ids.interview }],
      state: 'left-out',
    });
    const leftOut = await whatTheReaderSees(circle);
    expect(leftOut).toMatchObject({
      chapter: 404,
      audio: 404,
      book: 404,
      chapters: [],
      books: [],
      upcoming: [],
    });

    // A date-locked book itself, with everything in it open: not downloadable until its day.
    await circle.owner.put('/api/family/releases', {
      items: [{ kind: 'interview', id: circle.ids.interview }],
      state: 'released',
    });
    await t.pool.query(`update books set opens_on = current_date + 1 where project_id = $1`, [
      circle.ids.project,
    ]);
    expect(await whatTheReaderSees(circle)).toMatchObject({ chapter: 200, audio: 200, book: 404, books: [] });
  });

  it('keeps a released chapter hidden while one of its memories is private', async () => {
    const circle = await familyCircle(t);
    await circle.owner.put('/api/family/releases', {
      items: [{ kind: 'fragment', id: circle.ids.fragment }],
      state: 'private',
    });
    const seen = await whatTheReaderSees(circle);
    expect(seen).toMatchObject({ chapter: 404, chapters: [], book: 404, books: [] });
    const chapterState = await t.pool.query('select share_state from memoir_chapters where id = $1', [
      circle.ids.chapter,
    ]);
    expect(chapterState.rows[0].share_state).toBe('released');
    // A perspective on it is refused too: it is not shared.
    const added = await circle.people.contributor.post(`${base(circle)}/perspectives`, {
      memory: { kind: 'fragment', id: circle.ids.fragment },
      text: 'I saw it.',
    });
    expect(added.statusCode).toBe(404);
  });

  it('leaves out a paragraph of the draft drawn from a private memory taken out of the chapter since', async () => {
    const circle = await familyCircle(t);
    const { owner } = circle;
    const secret = await createMemory(owner, { name: 'Secret', text: 'The letter I never sent.' });
    const chapterUrl = `/api/memoir-projects/${circle.ids.project}/chapters/${circle.ids.chapter}`;
    await owner.post(`${chapterUrl}/memories`, { memories: [{ kind: 'fragment', id: secret.id }] });
    const draft = await owner.post(`${chapterUrl}/draft`);
    expect(draft.statusCode).toBe(201);
    expect(JSON.stringify(draft.json().paragraphs)).toContain('never sent');
    const contents = (await owner.get(`${chapterUrl}/memories`)).json();
    const kept = contents.memories
      .filter((m: { id: string }) => m.id !== secret.id)
      .map((m: { kind: string; id: string }) => ({ kind: m.kind, id: m.id }));
    expect(
      (await owner.put(`${chapterUrl}/memories`, { version: contents.version, memories: kept })).statusCode,
    ).toBe(200);
    const read = await circle.people.reader.get(`${base(circle)}/chapters/${circle.ids.chapter}`);
    expect(read.statusCode).toBe(200);
    const text = JSON.stringify(read.json().paragraphs);
    expect(text).toContain('cows');
    expect(text).not.toContain('never sent');
  });

  it('keeps a made book hidden while a memory it was made from is private, even one out of its chapters now', async () => {
    const circle = await familyCircle(t);
    const secret = await createMemory(circle.owner, { name: 'Secret', text: 'Only in the book.' });
    await t.pool.query(
      `update books set source_refs = source_refs || jsonb_build_array(jsonb_build_object('kind', 'fragment', 'id', $2::text))
       where project_id = $1`,
      [circle.ids.project, secret.id],
    );
    expect(await whatTheReaderSees(circle)).toMatchObject({ chapter: 200, book: 404, books: [] });
    await circle.owner.put('/api/family/releases', {
      items: [{ kind: 'fragment', id: secret.id }],
      state: 'released',
    });
    expect(await whatTheReaderSees(circle)).toMatchObject({ book: 200, books: [circle.ids.project] });
    // Deleted since: the book still holds its words, so it waits for a new make.
    await circle.owner.delete(`/api/memory-fragments/${secret.id}`);
    expect(await whatTheReaderSees(circle)).toMatchObject({ book: 404, books: [] });
  });

  it('lets an invitation link work once', async () => {
    const owner = await t.signUp();
    const email = `once-${Math.random().toString(36).slice(2)}@example.org`;
    const added = (await owner.post('/api/family/members', { email, role: 'reader' })).json();
    const token = new URL(added.inviteLink).pathname.split('/').pop()!;
    const first = await t.signUp(email);
    const second = await t.signUp();
    expect((await first.post('/api/family/invitations/accept', { token })).statusCode).toBe(200);
    const again = await second.post('/api/family/invitations/accept', { token });
    expect(again.statusCode).toBe(404);
    expect((await second.get(`/api/shared-with-me/${owner.user.id}`)).statusCode).toBe(404);
    expect((await t.visitor.get(`/api/family/invitations/${token}`)).statusCode).toBe(404);
  });

  it("refuses another owner's ids in a release, and changes nothing, not even the owner's own items", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const mine = await createMemory(owner);
    const theirs = await createMemory(other);
    const before = await snapshotTables(t.pool);
    for (const items of [
      [{ kind: 'fragment', id: theirs.id }],
      [
        { kind: 'fragment', id: mine.id },
        { kind: 'fragment', id: theirs.id },
      ],
      [{ kind: 'book', id: mine.id }],
    ]) {
      const response = await owner.put('/api/family/releases', { items, state: 'released' });
      expect(response.statusCode).toBe(404);
    }
    expect(await snapshotTables(t.pool)).toEqual(before);
  });

  it('slows down guessing invitation links: too many looks from one address answer 429', async () => {
    const owner = await t.signUp();
    const added = (
      await owner.post('/api/family/members', { email: 'guess@example.org', role: 'reader' })
    ).json();
    const token = new URL(added.inviteLink).pathname.split('/').pop()!;
    const statuses: number[] = [];
    for (let look = 0; look < 31; look++)
      statuses.push(
        (await t.visitor.get(`/api/family/invitations/${'x'.repeat(42)}${look % 10}`)).statusCode,
      );
    expect(statuses.filter((status) => status === 404).length).toBeLessThanOrEqual(30);
    expect(statuses.at(-1)).toBe(429);
    // The real link is refused too while the address is over the limit, so guessing cannot go around it.
    expect((await t.visitor.get(`/api/family/invitations/${token}`)).statusCode).toBe(429);
  });
});

describe('pouring too much into a storyteller (decision 1513)', () => {
  /**
   * Fills the contributor's place up to one below the cap in SQL (posting thousands would take minutes), then
   * sends several requests at once: exactly one gets the last place, the others are refused with what to do;
   * and past the cap nothing at all is stored.
   */
  async function pour(
    circle: FamilyCircle,
    fill: (ownerId: string, memberId: string, rows: number) => Promise<unknown>,
    max: number,
    path: string,
    body: object,
    refusal: string,
  ) {
    const contributor = circle.people.contributor;
    await fill(circle.owner.user.id, contributor.user.id, max - 1);
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => contributor.post(`${base(circle)}${path}`, body)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422, 422, 422]);
    const before = await snapshotTables(t.pool);
    const over = await contributor.post(`${base(circle)}${path}`, body);
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ code: 'UNPROCESSABLE', message: refusal });
    expect(await snapshotTables(t.pool)).toEqual(before);
  }

  it(`refuses a question past ${OPEN_QUESTIONS_MAX} open ones, and counts an answered one as done`, async () => {
    const circle = await familyCircle(t);
    const fill = (ownerId: string, memberId: string, rows: number) =>
      t.pool.query(
        `insert into family_questions (owner_id, asker_id, text) select $1, $2, 'Why ' || n from generate_series(1, $3) n`,
        [ownerId, memberId, rows],
      );
    await pour(
      circle,
      fill,
      OPEN_QUESTIONS_MAX,
      '/questions',
      { text: 'One more?' },
      familyMessages.tooManyQuestions,
    );
    // Once the storyteller answers one, there is room for one more.
    await t.pool.query(
      `update family_questions set fragment_id = $2, answered_at = now()
       where id = (select id from family_questions where asker_id = $1 limit 1)`,
      [circle.people.contributor.user.id, circle.ids.fragment],
    );
    expect(
      (await circle.people.contributor.post(`${base(circle)}/questions`, { text: 'Now?' })).statusCode,
    ).toBe(201);
  });

  it(`refuses a perspective past ${PERSPECTIVES_MAX}`, async () => {
    const circle = await familyCircle(t);
    const fill = (ownerId: string, memberId: string, rows: number) =>
      t.pool.query(
        `insert into family_perspectives (owner_id, author_id, fragment_id, text)
         select $1, $2, $3, 'I remember ' || n from generate_series(1, $4) n`,
        [ownerId, memberId, circle.ids.fragment, rows],
      );
    await pour(
      circle,
      fill,
      PERSPECTIVES_MAX,
      '/perspectives',
      { memory: { kind: 'fragment', id: circle.ids.fragment }, text: 'And another thing.' },
      familyMessages.tooManyPerspectives,
    );
  });

  it(`refuses a contributed memory past ${CONTRIBUTED_MEMORIES_MAX}`, async () => {
    const circle = await familyCircle(t);
    const fill = (ownerId: string, memberId: string, rows: number) =>
      t.pool.query(
        `insert into memory_fragments (user_id, added_by, name, text)
         select $1, $2, 'Memory ' || n, 'Words.' from generate_series(1, $3) n`,
        [ownerId, memberId, rows],
      );
    await pour(
      circle,
      fill,
      CONTRIBUTED_MEMORIES_MAX,
      '/added-memories',
      { name: 'One more', text: 'Words.' },
      familyMessages.tooManyMemories,
    );
    // The cap is the contributor's own: the editor still adds theirs.
    const editor = await circle.people.editor.post(`${base(circle)}/added-memories`, {
      name: 'Mine',
      text: 'Hi.',
    });
    expect(editor.statusCode).toBe(201);
  });
});

describe("a contributor's account deletion and the storyteller's memories (G-03, decision 1517)", () => {
  it('G-03: keeps what the storyteller released, edited or put in a chapter; only untouched private additions go', async () => {
    const circle = await familyCircle(t);
    const { owner } = circle;
    const contributor = circle.people.contributor;
    const add = async (name: string) => {
      const answer = await contributor.post(`${base(circle)}/added-memories`, {
        name,
        text: `${name}, in my words.`,
      });
      expect(answer.statusCode, answer.body).toBe(201);
      return answer.json().id as string;
    };
    const edited = await add('The orchard');
    const untouched = await add('The bicycle');
    const chaptered = await add('The wedding');
    const releasedAsIs = await add('The storm');

    // She edits one and shares it, and puts it in the shared chapter the made book came from.
    const saved = await owner.put(`/api/memory-fragments/${edited}`, {
      name: 'The orchard',
      text: 'The orchard, as I remember it: forty apple trees.',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      (
        await owner.put('/api/family/releases', {
          items: [
            { kind: 'fragment', id: edited },
            { kind: 'fragment', id: releasedAsIs },
          ],
          state: 'released',
        })
      ).statusCode,
    ).toBe(200);
    await owner.post(`/api/memoir-projects/${circle.ids.project}/chapters/${circle.ids.chapter}/memories`, {
      memories: [{ kind: 'fragment', id: edited }],
    });
    await t.pool.query(
      `update books set source_refs = jsonb_build_array(jsonb_build_object('kind', 'fragment', 'id', $2::text))
       where project_id = $1`,
      [circle.ids.project, edited],
    );
    // She puts another, still private and unedited, in a chapter of her own.
    const ownChapter = (
      await owner.post(`/api/memoir-projects/${circle.ids.project}/chapters`, { title: 'Family weddings' })
    ).json().id as string;
    await owner.post(`/api/memoir-projects/${circle.ids.project}/chapters/${ownChapter}/memories`, {
      memories: [{ kind: 'fragment', id: chaptered }],
    });
    const readerBefore = await whatTheReaderSees(circle);
    expect(readerBefore).toMatchObject({ chapter: 200, book: 200 });
    expect(readerBefore.memories).toContain(`fragment:${edited}`);

    // Her refusal to let it be taken back (409) must not be undone by deleting the account.
    expect((await contributor.delete(`${base(circle)}/added-memories/${edited}`)).statusCode).toBe(409);
    const deleted = await contributor.post('/api/account/delete', {
      email: contributor.email,
      currentPassword: contributor.password,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const list = memoryFragmentsList((await owner.get('/api/memory-fragments')).json());
    const byId = new Map(list.map((m) => [m.id, m]));
    expect(byId.get(edited)).toMatchObject({ text: 'The orchard, as I remember it: forty apple trees.' });
    expect(byId.has(releasedAsIs)).toBe(true);
    expect(byId.has(chaptered)).toBe(true);
    expect(byId.has(untouched)).toBe(false);
    // The owner still sees who added them, in words, now that the account is gone.
    for (const id of [edited, releasedAsIs, chaptered]) expect(byId.get(id)!.addedBy).toBe(contributor.email);
    // Chapters and the book that used them are whole: the reader sees exactly what they saw before.
    expect(await whatTheReaderSees(circle)).toEqual(readerBefore);
    const chapterMemories = await t.pool.query(
      'select fragment_id from chapter_memories where chapter_id = $1 and fragment_id is not null',
      [ownChapter],
    );
    expect(chapterMemories.rows).toEqual([{ fragment_id: chaptered }]);
  });
});

describe('attacks on the review of her clean copies (decision 1528)', () => {
  const review = (circle: FamilyCircle, kind: string, id: string) =>
    `${base(circle)}/memories/${kind}/${id}/clean-copy`;

  it('refuses a reader, a contributor, a removed member, a stranger and an editor of another storyteller, and changes nothing', async () => {
    const circle = await familyCircle(t);
    const { ids, people } = circle;
    const elsewhere = await t.signUp();
    const editorElsewhere = await t.signUp();
    await joinCircle(t, elsewhere, editorElsewhere, 'editor');
    const theirs = await createMemory(elsewhere, {
      name: 'The mill',
      text: 'um we ground the corn, you know',
    });
    // Her own reviews make the clean copies first, so what is compared below is only what the attempts do.
    const memories = [
      { kind: 'fragment', id: ids.fragment },
      { kind: 'file', id: ids.file },
      { kind: 'answer', id: ids.answer },
    ];
    const versions: Record<string, number> = {};
    for (const { kind, id } of memories) {
      const own = await circle.owner.get(`/api/clean-copies/${kind}/${id}`);
      expect(own.statusCode, own.body).toBe(200);
      versions[id] = own.json().version;
    }
    expect((await elsewhere.get(`/api/clean-copies/fragment/${theirs.id}`)).statusCode).toBe(200);
    const before = await snapshotTables(t.pool);

    const attempts: Array<[string, typeof people.reader, string, number]> = [];
    for (const { kind, id } of memories) {
      const at = review(circle, kind, id);
      attempts.push(
        ['reader', people.reader, at, 403],
        ['contributor', people.contributor, at, 403],
        ['removed', people.removed, at, 404],
        ['stranger', people.stranger, at, 404],
        ['editor of another storyteller', editorElsewhere, at, 404],
      );
    }
    // Her editor, with another storyteller's id, or with another storyteller's memory under hers: not found.
    attempts.push(
      [
        'editor, another storyteller',
        people.editor,
        `/api/shared-with-me/${elsewhere.user.id}/memories/fragment/${theirs.id}/clean-copy`,
        404,
      ],
      ['editor, a memory not hers', people.editor, review(circle, 'fragment', theirs.id), 404],
    );
    const wrong: string[] = [];
    for (const [who, person, at, want] of attempts) {
      const id = at.split('/').at(-2)!;
      const version = versions[id] ?? 2;
      const answers = [
        await person.get(at),
        await person.put(at, { choice: 'accepted', version }),
        await person.put(at, { choice: 'own-words', version }),
        await person.put(at, { choice: 'edited', text: 'Words I would rather she said.', version }),
      ];
      for (const answer of answers) {
        if (answer.statusCode !== want) wrong.push(`${who} ${at}: ${answer.statusCode} (want ${want})`);
        // A refusal never carries her words or her clean copy.
        if (answer.body.includes('six cows') || answer.body.includes('ground the corn'))
          wrong.push(`${who} ${at}: her words in the refusal`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await snapshotTables(t.pool)).toEqual(before);

    // Her editor may: the same review, and the choice is hers to see.
    const opened = await people.editor.get(review(circle, 'fragment', ids.fragment));
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({
      ownWords: 'We kept six cows.',
      choice: 'unreviewed',
      checkedBy: null,
    });
    const chosen = await people.editor.put(review(circle, 'fragment', ids.fragment), {
      choice: 'own-words',
      version: opened.json().version,
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toMatchObject({ choice: 'own-words', checkedBy: { isYou: true } });
    const hers = (await circle.owner.get(`/api/clean-copies/fragment/${ids.fragment}`)).json();
    expect(hers).toMatchObject({ choice: 'own-words', checkedBy: { isYou: false } });
  });

  it('refuses a memory she keeps private, and words written down that she has not checked', async () => {
    const circle = await familyCircle(t);
    const { ids, people, owner } = circle;
    const kept = await owner.put('/api/family/releases', {
      items: [{ kind: 'fragment', id: ids.fragment }],
      state: 'private',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    await t.pool.query('update interview_answers set words_checked = false where id = $1', [ids.answer]);
    const before = await snapshotTables(t.pool);

    const privately = await people.editor.put(review(circle, 'fragment', ids.fragment), {
      choice: 'accepted',
      version: 1,
    });
    expect(privately.statusCode).toBe(404);
    expect(privately.json().message).toBe(familyMessages.notReleased);
    const unchecked = await people.editor.get(review(circle, 'answer', ids.answer));
    expect(unchecked.statusCode).toBe(404);
    expect(unchecked.json().message).toBe(familyMessages.cleanCopyWordsUnchecked);
    expect(unchecked.body).not.toContain('On a farm');
    expect(await snapshotTables(t.pool)).toEqual(before);
  });
});

describe('a release waiting for its day says nothing early (issue 30)', () => {
  /** Each way a member could ask about one memory, chapter or book, with the ids to ask about. */
  async function everyWayIn(circle: FamilyCircle, ids: typeof circle.ids) {
    const { editor, contributor, reader } = circle.people;
    const room = `${base(circle)}/workroom/projects/${ids.project}/chapters/${ids.chapter}`;
    const answers = {
      dna: await editor.put(`${base(circle)}/memories/fragment/${ids.fragment}/narrative-dna`, {
        whenHappened: '1950',
        whereHappened: 'The farm',
        peopleInvolved: [],
        topics: [],
      }),
      perspective: await contributor.post(`${base(circle)}/perspectives`, {
        memory: { kind: 'file', id: ids.file },
        text: 'I remember that letter.',
      }),
      fileAudio: await reader.get(`${base(circle)}/audio/file/${ids.file}`),
      answerAudio: await reader.get(`${base(circle)}/audio/answer/${ids.answer}`),
      chapter: await reader.get(`${base(circle)}/chapters/${ids.chapter}`),
      book: await reader.get(`${base(circle)}/books/${ids.project}/files/pdf`),
      workroomMemories: await editor.get(`${room}/memories`),
      workroomDraft: await editor.get(`${room}/draft`),
      workroomAdd: await editor.post(`${room}/memories`, {
        memories: [{ kind: 'fragment', id: ids.fragment }],
      }),
      cleanCopy: await editor.get(`${base(circle)}/memories/fragment/${ids.fragment}/clean-copy`),
      cleanCopyChoice: await editor.put(`${base(circle)}/memories/file/${ids.file}/clean-copy`, {
        choice: 'own-words',
        version: 1,
      }),
    };
    return Object.fromEntries(
      Object.entries(answers).map(([way, response]) => [
        way,
        {
          status: response.statusCode,
          body: response.body,
          // A validator such as an ETag or a date of change would tell a waiting item from a missing one.
          etag: response.headers.etag,
          lastModified: response.headers['last-modified'],
        },
      ]),
    );
  }

  it('answers every way in as for ids that do not exist, and the stories change only by a count', async () => {
    const circle = await familyCircle(t);
    const { ids } = circle;
    const before = (await circle.people.reader.get(base(circle))).json();

    // The storyteller dates everything she shared for tomorrow, through the releases page's own call.
    const { rows } = await t.pool.query(`select (current_date + 1)::text as tomorrow`);
    const tomorrow = rows[0].tomorrow as string;
    const dated = await circle.owner.put('/api/family/releases', {
      items: [
        { kind: 'fragment', id: ids.fragment },
        { kind: 'file', id: ids.file },
        { kind: 'interview', id: ids.interview },
        { kind: 'chapter', id: ids.chapter },
        { kind: 'book', id: ids.project },
      ],
      state: 'released',
      opensOn: tomorrow,
    });
    expect(dated.statusCode, dated.body).toBe(200);
    const snapshot = await snapshotTables(t.pool);

    const made = {
      fragment: crypto.randomUUID(),
      file: crypto.randomUUID(),
      answer: crypto.randomUUID(),
      chapter: crypto.randomUUID(),
      project: crypto.randomUUID(),
    };
    const waiting = await everyWayIn(circle, ids);
    const missing = await everyWayIn(circle, { ...ids, ...made });
    expect(waiting).toEqual(missing);
    for (const answer of Object.values(waiting)) expect(answer.status).toBe(404);
    // Asking changed nothing: no perspective, no Memory DNA, no chapter memory was kept.
    expect(await snapshotTables(t.pool)).toEqual(snapshot);

    // The stories read as before, with nothing in them, but for how many open tomorrow.
    const today = (await circle.people.reader.get(base(circle))).json();
    expect({ ...today, upcoming: before.upcoming }).toEqual({
      ...before,
      memories: [],
      chapters: [],
      books: [],
    });
    expect(today.upcoming).toEqual([{ opensOn: tomorrow, count: expect.any(Number) }]);
    const said = JSON.stringify(today);
    for (const secret of ['The farm', 'We kept six cows', 'harvest', 'Where did you grow up', 'letter'])
      expect(said).not.toContain(secret);
    for (const id of Object.values(ids)) expect(said).not.toContain(id);
  });
});
