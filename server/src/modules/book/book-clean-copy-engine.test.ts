import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BookStatus, uncheckedChaptersMessage } from '#shared/book.ts';
import { createMemory, createProject } from '../../../test/factories.ts';
import { createTestApp, type Person, type TestApp } from '../../../test/test-app.ts';

const run = promisify(execFile);
let t: TestApp;
let scratch: string;

beforeAll(async () => {
  t = await createTestApp();
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'heirloom-clean-book-'));
});

afterAll(async () => {
  await t.close();
  await fs.rm(scratch, { recursive: true, force: true });
});

const bookUrl = (projectId: string) => `/api/memoir-projects/${projectId}/book`;

/** The review's kind of material: a transcript typed as she talks, and an answer typed the same way. */
const TYPED_TRANSCRIPT =
  'um so i grew up above the bakery, you know, and i helped my mother with the bread. uh we got up at four';
const TYPED_ANSWER =
  'well i met your grandfather at the dance hall, you know, and um i thought he was the shyest man alive';
const WEDDING = 'um we married in june and i wore my sister’s dress';

async function chapter(person: Person, projectId: string, title: string, memories: object[]) {
  const url = `/api/memoir-projects/${projectId}/chapters`;
  const made = await person.post(url, { title });
  expect(made.statusCode, made.body).toBe(200);
  const id = (made.json() as { id: string }).id;
  const added = await person.post(`${url}/${id}/memories`, { memories });
  expect(added.statusCode, added.body).toBe(200);
  return id;
}

/** An interview answer typed the way she talks (the review's "typed interview answer"). */
async function typedAnswer(person: Person, text: string) {
  const session = await t.pool.query(
    `insert into interview_sessions (user_id, person, topics, status) values ($1, 'Rose', '{Family}', 'finished') returning id`,
    [person.user.id],
  );
  const answer = await t.pool.query(
    `insert into interview_answers (session_id, user_id, position, question, question_key, text)
     values ($1, $2, 0, 'How did you meet?', 'met', $3) returning id`,
    [session.rows[0].id, person.user.id, text],
  );
  return { kind: 'answer', id: answer.rows[0].id as string };
}

async function waitForBook(person: Person, projectId: string): Promise<BookStatus> {
  for (let i = 0; i < 600; i++) {
    const status = (await person.get(bookUrl(projectId))).json() as BookStatus;
    if (!status.making) return status;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the book was not made within 150 s');
}

/**
 * The same book made with the offline engine's own clean copy (issue 32): it waits for the clean-copy engine,
 * whose first version only cleaned spoken words.
 */
describe('the book made with the offline engine prints no filler and no lower-case “i”', () => {
  it('counts the chapters nobody has checked, then prints clean copies and her edit: no filler, no lower-case “i”', async () => {
    const rose = await t.signUp();
    const project = await createProject(rose, { title: 'Above the Bakery' });
    const bakery = await createMemory(rose, { name: 'The bakery', text: TYPED_TRANSCRIPT });
    const answer = await typedAnswer(rose, TYPED_ANSWER);
    const wedding = await createMemory(rose, { name: 'Our wedding', text: WEDDING });
    await chapter(rose, project.id, 'Early Years', [{ kind: 'fragment', id: bakery.id }]);
    await chapter(rose, project.id, 'Meeting Walter', [answer]);
    await chapter(rose, project.id, 'Married Life', [{ kind: 'fragment', id: wedding.id }]);

    // Before anyone looks, every chapter holds words nobody has checked, and each names its memories.
    const before = (await rose.get(bookUrl(project.id))).json() as BookStatus;
    expect(before.uncheckedChapters).toEqual([
      {
        position: 1,
        title: 'Early Years',
        memories: [{ kind: 'fragment', id: bakery.id, name: 'The bakery' }],
      },
      { position: 2, title: 'Meeting Walter', memories: [{ ...answer, name: 'How did you meet?' }] },
      {
        position: 3,
        title: 'Married Life',
        memories: [{ kind: 'fragment', id: wedding.id, name: 'Our wedding' }],
      },
    ]);
    expect(uncheckedChaptersMessage(before.uncheckedChapters.length)).toBe(
      '3 chapters hold words nobody has checked yet.',
    );

    // She edits the wedding's clean copy: that chapter is checked, the others are not.
    const copy = (await rose.get(`/api/clean-copies/fragment/${wedding.id}`)).json();
    const edited = await rose.put(`/api/clean-copies/fragment/${wedding.id}`, {
      choice: 'edited',
      text: 'We married in June, and I wore my sister’s lace dress.',
      version: copy.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = (await rose.get(bookUrl(project.id))).json() as BookStatus;
    expect(after.uncheckedChapters.map((c) => c.title)).toEqual(['Early Years', 'Meeting Walter']);

    const started = await rose.post(bookUrl(project.id), {
      storyteller: 'Rose Nowak',
      recordingCodes: false,
    });
    expect(started.statusCode, started.body).toBe(201);
    const book = await waitForBook(rose, project.id);
    expect(book.failure).toBeNull();
    const pdf = await rose.get(book.files.find((file) => file.format === 'pdf')!.url);
    const pdfPath = path.join(scratch, 'book.pdf');
    await fs.writeFile(pdfPath, pdf.rawPayload);
    const { stdout } = await run('pdftotext', [pdfPath, '-']);
    const words = stdout.replace(/\s+/g, ' ');

    // The engine's own sentences are its own to choose; her words' substance is kept.
    expect(words).toMatch(/grew up above the bakery/);
    expect(words).toMatch(/shyest man alive/);
    expect(words).toContain('We married in June, and I wore my sister’s lace dress.');
    expect(words).not.toMatch(/\b(um|uh)\b/i);
    expect(words).not.toMatch(/you know/i);
    expect(words).not.toMatch(/ i /);
    // No paragraph begins in the middle of a sentence: each starts with a capital letter.
    const paragraphs = stdout
      .split(/\n\s*\n/)
      .map((p) => p.replace(/\s+/g, ' ').trim())
      .filter(Boolean);
    for (const paragraph of paragraphs) expect(paragraph, paragraph).not.toMatch(/^\p{Ll}/u);
  });
});
