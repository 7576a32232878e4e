/**
 * What the book module's API tests share: the book's address, a chapter with her memories in it, an interview
 * answer typed the way she talks, waiting for a make to finish and reading its PDF, and the review's three
 * chapters of words typed as she talks, which the book must print cleaned whichever engine cleans them.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'vitest';
import { type BookStatus, uncheckedChaptersMessage } from '#shared/book.ts';
import { createMemory, createProject } from '../../../test/factories.ts';
import type { Person, TestApp } from '../../../test/test-app.ts';

const run = promisify(execFile);

export const bookUrl = (projectId: string) => `/api/memoir-projects/${projectId}/book`;

/** Makes a chapter titled `title` in the project and puts `memories` in it; answers its id. */
export async function chapter(person: Person, projectId: string, title: string, memories: object[]) {
  const url = `/api/memoir-projects/${projectId}/chapters`;
  const made = await person.post(url, { title });
  expect(made.statusCode, made.body).toBe(200);
  const id = (made.json() as { id: string }).id;
  const added = await person.post(`${url}/${id}/memories`, { memories });
  expect(added.statusCode, added.body).toBe(200);
  return id;
}

/** An interview answer typed the way she talks (the review's "typed interview answer"), as a memory reference. */
export async function typedAnswer(t: TestApp, person: Person, text: string, question = 'How did you meet?') {
  const session = await t.pool.query(
    `insert into interview_sessions (user_id, person, topics, status) values ($1, 'Rose', '{Family}', 'finished') returning id`,
    [person.user.id],
  );
  const answer = await t.pool.query(
    `insert into interview_answers (session_id, user_id, position, question, question_key, text)
     values ($1, $2, 0, $3, 'met', $4) returning id`,
    [session.rows[0].id, person.user.id, question, text],
  );
  return { kind: 'answer', id: answer.rows[0].id as string };
}

/** The book's status once its make has finished, made or failed; a make past 150 s fails the test. */
export async function waitForBook(person: Person, projectId: string): Promise<BookStatus> {
  for (let i = 0; i < 600; i++) {
    const status = (await person.get(bookUrl(projectId))).json() as BookStatus;
    if (!status.making) return status;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the book was not made within 150 s');
}

/** Makes the project's book and answers its PDF's path (in `scratch`) and its text as pdftotext reads it. */
export async function printedBook(person: Person, projectId: string, storyteller: string, scratch: string) {
  const started = await person.post(bookUrl(projectId), { storyteller, recordingCodes: false });
  expect(started.statusCode, started.body).toBe(201);
  const book = await waitForBook(person, projectId);
  expect(book.failure).toBeNull();
  const pdf = await person.get(book.files.find((file) => file.format === 'pdf')!.url);
  const pdfPath = path.join(scratch, `book-${projectId}.pdf`);
  await fs.writeFile(pdfPath, pdf.rawPayload);
  const { stdout } = await run('pdftotext', [pdfPath, '-']);
  return { pdfPath, stdout };
}

/** The review's kind of material: a transcript typed as she talks, and an answer typed the same way. */
const TYPED_TRANSCRIPT =
  'um so i grew up above the bakery, you know, and i helped my mother with the bread. uh we got up at four';
const TYPED_ANSWER =
  'well i met your grandfather at the dance hall, you know, and um i thought he was the shyest man alive';
const WEDDING = 'um we married in june and i wore my sister’s dress';

/**
 * Three chapters of words typed as she talks (a transcript, an interview answer, a memory), all unchecked, then
 * her own edit of the wedding's clean copy: the book status counts the chapters nobody has checked, first three,
 * then two. Answers Rose and the project, ready for the book to be made.
 */
export async function threeChaptersOneEdited(t: TestApp) {
  const rose = await t.signUp();
  const project = await createProject(rose, { title: 'Above the Bakery' });
  const bakery = await createMemory(rose, { name: 'The bakery', text: TYPED_TRANSCRIPT });
  const answer = await typedAnswer(t, rose, TYPED_ANSWER);
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
  return { rose, projectId: project.id };
}

/**
 * What only speech needs is gone from the printed text: no filler, no "you know", no lower-case "i", her edit
 * printed as she wrote it, and no paragraph beginning in the middle of a sentence.
 */
export function expectWordsCleaned(stdout: string) {
  const words = stdout.replace(/\s+/g, ' ');
  expect(words).toContain('We married in June, and I wore my sister’s lace dress.');
  expect(words).not.toMatch(/\b(um|uh)\b/i);
  expect(words).not.toMatch(/you know/i);
  expect(words).not.toMatch(/ i /);
  const paragraphs = stdout
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  for (const paragraph of paragraphs) expect(paragraph, paragraph).not.toMatch(/^\p{Ll}/u);
}
