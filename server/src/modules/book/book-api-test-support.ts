/**
 * What the book module's API tests share: the book's address, a chapter with her memories in it, an interview
 * answer typed the way she talks, and waiting for a make to finish.
 */
import { expect } from 'vitest';
import type { BookStatus } from '#shared/book.ts';
import type { Person, TestApp } from '../../../test/test-app.ts';

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
