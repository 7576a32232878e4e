/**
 * A storyteller's family circle for the security tests: an editor, a contributor and a reader who accepted, a
 * stranger, a member who was removed, and released items of every kind (a typed memory, a document, a spoken
 * interview answer with its audio, a chapter and a made book with its PDF), with their originals in storage.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { createMemory, createProject, uploadFile } from '../factories.ts';
import type { Person, TestApp } from '../test-app.ts';

export type FamilyRoleName = 'editor' | 'contributor' | 'reader';

export async function joinCircle(t: TestApp, owner: Person, member: Person, role: FamilyRoleName) {
  const { rows } = await t.pool.query(
    `insert into family_members (owner_id, email, role, member_id, accepted_at) values ($1, $2, $3, $4, now())
     returning id`,
    [owner.user.id, member.email, role, member.user.id],
  );
  return rows[0].id as string;
}

/** A new account with a first and last name, as the family's pages show them ("Added by Lucy Miller"). */
export async function signUpNamed(t: TestApp, first: string, last: string) {
  const person = await t.signUp();
  await t.pool.query('update users set first_name = $2, last_name = $3 where id = $1', [
    person.user.id,
    first,
    last,
  ]);
  return person;
}

/** Puts a stored original where local-disk storage keeps it. */
export async function storeOriginal(t: TestApp, key: string, content: string) {
  const file = path.join(t.config.uploadsDir, 'files', key);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, content);
}

/**
 * New accounts around `owner`: an editor, a contributor and a reader who accepted, a stranger, and a member
 * who joined in `removedRole` and was removed by the owner.
 */
export async function familyOfEveryRole(t: TestApp, owner: Person, removedRole: FamilyRoleName) {
  const people = {
    editor: await t.signUp(),
    contributor: await t.signUp(),
    reader: await t.signUp(),
    stranger: await t.signUp(),
    removed: await t.signUp(),
  };
  for (const role of ['editor', 'contributor', 'reader'] as const)
    await joinCircle(t, owner, people[role], role);
  const removedId = await joinCircle(t, owner, people.removed, removedRole);
  const removal = await owner.delete(`/api/family/members/${removedId}`);
  if (removal.statusCode !== 204) throw new Error(`could not remove a member: ${removal.body}`);
  return people;
}

export async function familyCircle(t: TestApp) {
  const owner = await t.signUp();
  const people = await familyOfEveryRole(t, owner, 'reader');

  const fragment = await createMemory(owner, { name: 'The farm', text: 'We kept six cows.' });
  const file = await uploadFile(owner, 'letter.txt', Buffer.from('Dear Rose, the harvest was good.'));
  const interview = (
    await t.pool.query(
      `insert into interview_sessions (user_id, person, topics, status) values ($1, 'Rose', '{Family}', 'finished')
       returning id`,
      [owner.user.id],
    )
  ).rows[0].id as string;
  const answerKey = `${owner.user.id}/${crypto.randomUUID()}.webm`;
  await storeOriginal(t, answerKey, 'webm audio');
  const answer = (
    await t.pool.query(
      `insert into interview_answers (session_id, user_id, position, question, question_key, text, storage_key, mime_type, size_bytes)
       values ($1, $2, 0, 'Where did you grow up?', 'topic:childhood:1', 'On a farm.', $3, 'audio/webm', 10)
       returning id`,
      [interview, owner.user.id, answerKey],
    )
  ).rows[0].id as string;
  const project = await createProject(owner);
  const chapter = (
    await owner.post(`/api/memoir-projects/${project.id}/chapters`, { title: 'The farm' })
  ).json().id as string;
  await owner.post(`/api/memoir-projects/${project.id}/chapters/${chapter}/memories`, {
    memories: [
      { kind: 'fragment', id: fragment.id },
      { kind: 'answer', id: answer },
    ],
  });
  // A made book, as the make leaves it: one finished attempt with its PDF in storage.
  const bookKey = `${owner.user.id}/${crypto.randomUUID()}.pdf`;
  await storeOriginal(t, bookKey, '%PDF-1.7 family book');
  const attempt = crypto.randomUUID();
  const book = (
    await t.pool.query(
      `insert into books (user_id, project_id, status, attempt, ready_attempt, storyteller, recording_codes, bleed, app_url, made_at)
       values ($1, $2, 'ready', $3, $3, 'Rose', false, false, 'http://heirloom.test', now()) returning id`,
      [owner.user.id, project.id, attempt],
    )
  ).rows[0].id as string;
  await t.pool.query(
    `insert into book_files (book_id, attempt, kind, storage_key, size_bytes) values ($1, $2, 'pdf', $3, 20)`,
    [book, attempt, bookKey],
  );
  const released = await owner.post('/api/family/releases/everything', {});
  if (released.statusCode !== 200) throw new Error(`could not release: ${released.body}`);
  return {
    owner,
    people,
    ids: { fragment: fragment.id, file: file.id, interview, answer, project: project.id, chapter },
  };
}
export type FamilyCircle = Awaited<ReturnType<typeof familyCircle>>;
