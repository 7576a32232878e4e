/** "Draft this Chapter" with an AI endpoint (issue 13, docs/decisions/904), against a local OpenAI-protocol server. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ungroundedSentences } from '#server/ai/offline/replies/chapter-draft.ts';
import { type StubServer, startStubServer } from '#server/ai/test/openai-stub-server.ts';
import type { ChapterDraft, DraftParagraph } from '#shared/manuscript.ts';
import { createMemory, createProject } from '../../../test/factories.ts';
import { createTestApp, type Person, type TestApp } from '../../../test/test-app.ts';

let stub: StubServer;
let t: TestApp;

beforeAll(async () => {
  stub = await startStubServer();
  t = await createTestApp({
    env: { AI_BASE_URL: stub.baseUrl, AI_MODEL: 'test-model', AI_TIMEOUT_MS: '2000' },
  });
});

afterAll(async () => {
  await t?.close();
  await stub?.close();
});

const WEDDING =
  'Walter and I married at St. Mary’s in Dayton in June 1952. My sister Alice sang "Ave Maria".';
const FARM =
  'um we moved to the farm in uh nineteen fifty six, you know, with my brother Tom. we had we had twelve cows';

/** The farm answer as the book prints it: its clean copy, which nobody has looked at yet (decision 909). */
const FARM_FOR_THE_BOOK = 'We moved to the farm in 1956 with my brother Tom. We had twelve cows.';

/** A chapter with a typed memory of 1952 ("m1" to the model) and a spoken answer of 1956 ("m2"). */
async function chapterWithTwoMemories(person: Person) {
  // The stub answers every question with this until a test says otherwise: Memory DNA is then read offline.
  stub.answer({ kind: 'status', status: 500 });
  const project = await createProject(person);
  const chapters = `/api/memoir-projects/${project.id}/chapters`;
  const chapter = (await person.post(chapters, { title: 'Married Life' })).json() as { id: string };
  const url = `${chapters}/${chapter.id}`;
  const wedding = await createMemory(person, { name: 'Our wedding', text: WEDDING });
  const session = await t.pool.query(
    `insert into interview_sessions (user_id, person, topics, status) values ($1, 'Rose', '{Family}', 'finished') returning id`,
    [person.user.id],
  );
  const answer = await t.pool.query(
    `insert into interview_answers (session_id, user_id, position, question, question_key, text, storage_key, mime_type, size_bytes, analysis)
     values ($1, $2, 0, 'Where did you live?', 'home', $3, $4, 'audio/webm', 7, $5) returning id`,
    [
      session.rows[0].id,
      person.user.id,
      FARM,
      `${person.user.id}/answer.webm`,
      JSON.stringify({ whenHappened: '1956', whereHappened: null, peopleInvolved: [], topics: [] }),
    ],
  );
  const farm = { kind: 'answer' as const, id: answer.rows[0].id as string };
  const typed = { kind: 'fragment' as const, id: wedding.id };
  // The farm first in the chapter: the model is given the memories in the order they happened.
  const added = await person.post(`${url}/memories`, { memories: [farm, typed] });
  expect(added.statusCode, added.body).toBe(200);
  const stored = [
    { ...typed, text: WEDDING, spoken: false, whenHappened: '1952' },
    { ...farm, text: FARM, spoken: true, whenHappened: '1956' },
  ];
  return { url, wedding: typed, farm, stored };
}

const reply = (paragraphs: { sentences: { text: string; memories: string[] }[] }[]) =>
  stub.answer({ kind: 'content', content: JSON.stringify({ paragraphs }) });

async function draft(person: Person, url: string) {
  const response = await person.post(`${url}/draft`);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as ChapterDraft;
}

describe('Draft this Chapter with an AI endpoint', () => {
  it('keeps a grounded draft in the person’s voice, each paragraph with the memories its sentences cite', async () => {
    const ann = await t.signUp();
    const { url, wedding, farm } = await chapterWithTwoMemories(ann);
    reply([
      {
        sentences: [
          { text: 'I married Walter at St. Mary’s in Dayton, in June of 1952.', memories: ['m1'] },
          { text: 'My sister Alice sang “Ave Maria” for us.', memories: ['m1'] },
        ],
      },
      {
        sentences: [
          { text: 'In 1956 Tom and I moved to the farm, and we had twelve cows.', memories: ['m2', 'm1'] },
        ],
      },
    ]);

    const written = await draft(ann, url);
    expect(written.origin).toBe('ai');
    expect(written.paragraphs).toEqual([
      {
        text: 'I married Walter at St. Mary’s in Dayton, in June of 1952. My sister Alice sang “Ave Maria” for us.',
        sources: [wedding],
      },
      { text: 'In 1956 Tom and I moved to the farm, and we had twelve cows.', sources: [farm, wedding] },
    ]);

    // The model was asked for JSON, given the memories in the order they happened, in the words she chose for the
    // book: here the clean copy nobody has looked at yet (decision 909).
    const asked = JSON.parse(Buffer.from(stub.requests.at(-1)!.body, 'latin1').toString('utf8'));
    expect(asked.response_format).toEqual({ type: 'json_object' });
    const memories = JSON.parse(asked.messages.at(-1).content).memories;
    expect(memories.map((m: { id: string }) => m.id)).toEqual(['m1', 'm2']);
    expect(memories[0].text).toBe(WEDDING);
    expect(memories[1].text).toBe(FARM_FOR_THE_BOOK);
    expect((await ann.get(`${url}/draft`)).json()).toEqual({ draft: written });
  });

  it('marks a sentence with an invented name, place or year "Not found in your memories"; the person keeps, fixes or removes it', async () => {
    const ann = await t.signUp();
    const { url, wedding } = await chapterWithTwoMemories(ann);
    const invented = [
      'My cousin Harold drove us to the church.',
      'We honeymooned in Niagara Falls.',
      'Walter and I married in June 1953.',
    ];
    reply([
      {
        sentences: [
          { text: 'I married Walter at St. Mary’s in Dayton.', memories: ['m1'] },
          ...invented.map((text) => ({ text, memories: ['m1'] })),
        ],
      },
      { sentences: [{ text: 'Tom and I moved to the farm.', memories: ['m2'] }] },
    ]);

    const written = await draft(ann, url);
    expect(written.origin).toBe('ai');
    expect(written.paragraphs[0]).toEqual({
      text: ['I married Walter at St. Mary’s in Dayton.', ...invented].join(' '),
      sources: [wedding],
      notFound: invented,
    });
    expect(written.paragraphs[1]!.notFound).toBeUndefined();

    // Harold removed, the year fixed, Niagara Falls kept (sent without its mark): no mark stays but Niagara's
    // when it is sent back as it was.
    const fixed: DraftParagraph = {
      ...written.paragraphs[0]!,
      text: 'I married Walter at St. Mary’s in Dayton. We honeymooned in Niagara Falls. Walter and I married in June 1952.',
    };
    const saved = await ann.put(`${url}/draft`, {
      basedOn: written.version,
      paragraphs: [fixed, written.paragraphs[1]],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().paragraphs[0].notFound).toEqual(['We honeymooned in Niagara Falls.']);
    const kept = await ann.put(`${url}/draft`, {
      basedOn: saved.json().version,
      paragraphs: [{ text: fixed.text, sources: fixed.sources }, written.paragraphs[1]],
    });
    expect(kept.json()).toMatchObject({
      origin: 'edited',
      paragraphs: [{ text: fixed.text, sources: [wedding] }, {}],
    });
    expect(kept.json().paragraphs[0].notFound).toBeUndefined();
  });

  it('drafts offline when the model cites a memory not in the chapter, answers garbage, fails or is too slow', async () => {
    const ann = await t.signUp();
    const { url, stored } = await chapterWithTwoMemories(ann);
    const failures = [
      () => reply([{ sentences: [{ text: 'I married Walter.', memories: ['m3'] }] }]),
      () => stub.answer({ kind: 'content', content: 'Here is your chapter: I married Walter.' }),
      () => stub.answer({ kind: 'content', content: JSON.stringify({ chapter: 'I married Walter.' }) }),
      () => stub.answer({ kind: 'status', status: 500 }),
      () =>
        stub.answer({
          kind: 'slow',
          delayMs: 2_500,
          content: JSON.stringify({
            paragraphs: [{ sentences: [{ text: 'I married Walter.', memories: ['m1'] }] }],
          }),
        }),
    ];
    let version = 0;
    for (const fail of failures) {
      fail();
      const offline = await draft(ann, url);
      version += 1;
      expect(offline).toMatchObject({ version, origin: 'offline' });
      expect(offline.paragraphs.map((p) => p.text)).toEqual([
        'Walter and I married at St. Mary’s in Dayton in June 1952. My sister Alice sang "Ave Maria".',
        FARM_FOR_THE_BOOK,
      ]);
      // Every sentence is found in the words the book uses for its memory.
      const chosen = stored.map((memory) =>
        memory.kind === 'answer' ? { ...memory, text: FARM_FOR_THE_BOOK, spoken: false } : memory,
      );
      expect(ungroundedSentences(offline.paragraphs, chosen)).toEqual([]);
    }
  });
});
