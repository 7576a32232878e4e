/**
 * Account controls as an attacker uses them: someone who holds a stolen
 * session (a borrowed tablet, a leaked cookie) tries to take the account over
 * by changing its password or email, to keep their access after the owner
 * reacts, to destroy the account, or to guess the current password.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePasswordResetLink } from '#server/modules/password-reset/make-password-reset-link.ts';
import { accountMessages } from '#shared/account.ts';
import { createMemory, createProject, uploadFile } from '../factories.ts';
import { createTestApp, type Person, type TestApp } from '../test-app.ts';
import type { TestClient } from '../test-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const whoAmI = (person: TestClient) => person.get('/api/auth/user');

/** Signs the same person in again, as from a second device; returns that device's cookie. */
async function signInAgain(email: string, password: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password, intent: 'signin' },
  });
  const cookie = String(response.headers['set-cookie']).split(';')[0]!;
  return { status: response.statusCode, cookie, ...t.as(cookie) };
}

/** Every row that belongs to a person, table by table. */
async function rowsOf(userId: string) {
  const counts: Record<string, number> = {};
  for (const [table, column] of [
    ['users', 'id'],
    ['sessions', 'user_id'],
    ['memory_fragments', 'user_id'],
    // Memories they added to someone else's collection as family (decision 1513).
    ['memory_fragments', 'added_by'],
    ['uploaded_files', 'user_id'],
    ['memoir_projects', 'user_id'],
    ['email_change_requests', 'user_id'],
    ['password_reset_requests', 'user_id'],
    // The family circle: theirs as a storyteller and theirs as someone else's family.
    ['family_members', 'owner_id'],
    ['family_members', 'member_id'],
    ['family_questions', 'owner_id'],
    ['family_questions', 'asker_id'],
    ['family_perspectives', 'owner_id'],
    ['family_perspectives', 'author_id'],
    ['family_notices', 'member_id'],
  ] as const) {
    const result = await t.pool.query(`select count(*)::int as n from ${table} where ${column} = $1`, [
      userId,
    ]);
    counts[table.startsWith('family_') || column === 'added_by' ? `${table}.${column}` : table] =
      result.rows[0].n;
  }
  return counts;
}

const originalsDir = (userId: string) => path.join(t.config.uploadsDir, 'files', userId);
const originalsOf = async (userId: string) => fs.readdir(originalsDir(userId)).catch(() => [] as string[]);

async function personWithMemories(): Promise<Person> {
  const person = await t.signUp();
  await createMemory(person, { name: 'The war years', text: 'Never told anyone.' });
  await uploadFile(person, 'letter.txt', Buffer.from('Dear Rose, I miss the farm.'));
  await createProject(person, {
    motivation: 'For my family',
    audience: 'My grandchildren',
    tone: 'Warm',
    title: 'My Life',
    startingPoint: 'The farm',
  });
  return person;
}

describe('a stolen session cannot take the account over', () => {
  it('cannot change the password without the current password', async () => {
    const owner = await t.signUp();
    const stolen = await signInAgain(owner.email, owner.password);
    for (const currentPassword of ['guess one', '', undefined]) {
      const response = await stolen.post('/api/account/password', {
        currentPassword,
        newPassword: 'the thief knows this',
      });
      expect(response.statusCode, String(currentPassword)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.statusCode).not.toBe(401);
    }
    expect((await signInAgain(owner.email, 'the thief knows this')).status).not.toBe(303);
    expect((await signInAgain(owner.email, owner.password)).status).toBe(303);
    expect((await whoAmI(owner)).statusCode).toBe(200);
  });

  it('cannot change the sign-in email through the profile form (the address no longer moves silently)', async () => {
    const owner = await t.signUp();
    const victimEmail = `grandpa-${Date.now()}@example.org`;
    const response = await owner.put('/api/user/profile', { firstName: 'Grandpa', email: victimEmail });
    expect(response.statusCode).toBe(422);
    expect((await whoAmI(owner)).json().email).toBe(owner.email);
    expect((await whoAmI(owner)).json().firstName).toBeNull();
    // The victim can still create their own account with their own address.
    const victim = await t.signUp(victimEmail);
    expect(victim.user.email).toBe(victimEmail);
  });

  it('cannot change the email without the current password', async () => {
    const owner = await t.signUp();
    const stolen = await signInAgain(owner.email, owner.password);
    const newEmail = `thief-${Date.now()}@example.org`;
    for (const currentPassword of ['guess one', undefined]) {
      const response = await stolen.post('/api/account/email', { newEmail, currentPassword });
      expect([400, 403]).toContain(response.statusCode);
    }
    expect((await whoAmI(owner)).json().email).toBe(owner.email);
    expect((await signInAgain(newEmail, owner.password)).status).not.toBe(303);
  });

  it('cannot delete the account without the current password', async () => {
    const owner = await personWithMemories();
    const stolen = await signInAgain(owner.email, owner.password);
    const before = await rowsOf(owner.user.id);
    // The thief can read the email off the page; the password is what stops them.
    for (const body of [
      { email: owner.email, currentPassword: 'guess one' },
      { email: owner.email },
      { email: owner.email, confirmation: 'delete my account' },
      {},
    ]) {
      const response = await stolen.post('/api/account/delete', body);
      expect([400, 403]).toContain(response.statusCode);
    }
    expect(await rowsOf(owner.user.id)).toEqual(before);
    expect(await originalsOf(owner.user.id)).toHaveLength(1);
  });

  it('cannot do any of it from another website (cross-site request refused)', async () => {
    const owner = await t.signUp();
    const evil = { origin: 'https://evil.example' };
    const answers = [
      await owner.post(
        '/api/account/password',
        { currentPassword: owner.password, newPassword: 'evil new password' },
        evil,
      ),
      await owner.post('/api/account/sign-out-others', undefined, evil),
      await owner.post('/api/account/delete', { email: owner.email, currentPassword: owner.password }, evil),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([403, 403, 403]);
    expect((await whoAmI(owner)).statusCode).toBe(200);
    expect((await signInAgain(owner.email, owner.password)).status).toBe(303);
  });
});

describe('the owner shuts a thief out', () => {
  it('after a password change the other session gets 401, and this one stays signed in', async () => {
    const owner = await t.signUp();
    const thief = await signInAgain(owner.email, owner.password);
    expect((await whoAmI(thief)).statusCode).toBe(200);
    const response = await owner.post('/api/account/password', {
      currentPassword: owner.password,
      newPassword: 'a brand new password',
    });
    expect(response.statusCode).toBe(200);
    expect((await whoAmI(thief)).statusCode).toBe(401);
    expect((await whoAmI(owner)).statusCode).toBe(200);
    expect((await signInAgain(owner.email, owner.password)).status).not.toBe(303);
    expect((await signInAgain(owner.email, 'a brand new password')).status).toBe(303);
  });

  it('"sign out of other devices" ends every other session, of this person only', async () => {
    const owner = await t.signUp();
    const thief = await signInAgain(owner.email, owner.password);
    const otherDevice = await signInAgain(owner.email, owner.password);
    const bystander = await t.signUp();
    const response = await owner.post('/api/account/sign-out-others');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ signedOutSessions: 2 });
    expect((await whoAmI(thief)).statusCode).toBe(401);
    expect((await whoAmI(otherDevice)).statusCode).toBe(401);
    expect((await whoAmI(owner)).statusCode).toBe(200);
    expect((await whoAmI(bystander)).statusCode).toBe(200);
  });

  it('after an email change the other sessions end', async () => {
    const owner = await t.signUp();
    const thief = await signInAgain(owner.email, owner.password);
    const newEmail = `moved-${Date.now()}@example.org`;
    const response = await owner.post('/api/account/email', {
      newEmail,
      currentPassword: owner.password,
    });
    expect(response.statusCode).toBe(200);
    expect((await whoAmI(thief)).statusCode).toBe(401);
    expect((await whoAmI(owner)).json().email).toBe(newEmail);
  });
});

describe('deleting an account', () => {
  it("removes every row and original of the account, ends its sessions, and leaves another person's data alone", async () => {
    const owner = await personWithMemories();
    const otherDevice = await signInAgain(owner.email, owner.password);
    const bystander = await personWithMemories();
    const bystanderRows = await rowsOf(bystander.user.id);
    expect(await originalsOf(owner.user.id)).toHaveLength(1);
    // A reset link that was never used goes with the account.
    expect(await makePasswordResetLink(t.db, owner.email, 'http://heirloom.test')).toBeDefined();

    const response = await owner.post('/api/account/delete', {
      email: owner.email,
      currentPassword: owner.password,
    });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toMatch(/heirloom\.sid=;/);

    expect(await rowsOf(owner.user.id)).toEqual({
      users: 0,
      sessions: 0,
      memory_fragments: 0,
      'memory_fragments.added_by': 0,
      uploaded_files: 0,
      memoir_projects: 0,
      email_change_requests: 0,
      password_reset_requests: 0,
      'family_members.owner_id': 0,
      'family_members.member_id': 0,
      'family_questions.owner_id': 0,
      'family_questions.asker_id': 0,
      'family_perspectives.owner_id': 0,
      'family_perspectives.author_id': 0,
      'family_notices.member_id': 0,
    });
    expect(await originalsOf(owner.user.id)).toEqual([]);
    expect((await whoAmI(owner)).statusCode).toBe(401);
    expect((await whoAmI(otherDevice)).statusCode).toBe(401);
    expect((await signInAgain(owner.email, owner.password)).status).not.toBe(303);

    expect(await rowsOf(bystander.user.id)).toEqual(bystanderRows);
    expect(await originalsOf(bystander.user.id)).toHaveLength(1);
    expect((await whoAmI(bystander)).statusCode).toBe(200);
  });
});

describe('what Delete My Account leaves behind (G-11)', () => {
  it('G-11: no waitlist row with the address and no empty folder of the person remain', async () => {
    const owner = await personWithMemories();
    const joined = await t.visitor.post('/api/waitlist', { email: owner.email.toUpperCase(), role: 'self' });
    expect(joined.statusCode, joined.body).toBe(200);
    const folder = path.join(t.config.uploadsDir, 'files', owner.user.id);
    await fs.access(folder);
    const waitlisted = () =>
      t.pool.query('select count(*)::int as n from waitlist_entries where lower(email) = lower($1)', [
        owner.email,
      ]);
    expect((await waitlisted()).rows[0].n).toBe(1);

    const deleted = await owner.post('/api/account/delete', {
      email: owner.email,
      currentPassword: owner.password,
    });
    expect(deleted.statusCode).toBe(200);

    expect((await waitlisted()).rows[0].n).toBe(0);
    await expect(fs.access(folder)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

describe('deleting an account in a family circle', () => {
  it('tells the family it is gone and leaves no family row of the person, theirs or as family', async () => {
    const owner = await personWithMemories();
    await t.pool.query('update users set first_name = $2, last_name = $3 where id = $1', [
      owner.user.id,
      'Rose',
      'Miller',
    ]);
    const daughter = await t.signUp();
    const cousin = await personWithMemories();
    const join = (storyteller: Person, member: Person) =>
      t.pool.query(
        `insert into family_members (owner_id, email, role, member_id, accepted_at) values ($1, $2, 'contributor', $3, now())`,
        [storyteller.user.id, member.email, member.user.id],
      );
    await join(owner, daughter);
    await join(cousin, owner);
    // The owner's own circle hears from the daughter; the owner is family in the cousin's circle.
    const memory = await createMemory(owner, { name: 'Ours', text: 'The farm.' });
    await owner.put('/api/family/releases', {
      items: [{ kind: 'fragment', id: memory.id }],
      state: 'released',
    });
    expect(
      (await daughter.post(`/api/shared-with-me/${owner.user.id}/questions`, { text: 'Why?' })).statusCode,
    ).toBe(201);
    await daughter.post(`/api/shared-with-me/${owner.user.id}/perspectives`, {
      memory: { kind: 'fragment', id: memory.id },
      text: 'I remember.',
    });
    const cousinMemory = await createMemory(cousin, { name: 'Theirs', text: 'The sea.' });
    await cousin.put('/api/family/releases', {
      items: [{ kind: 'fragment', id: cousinMemory.id }],
      state: 'released',
    });
    expect(
      (await owner.post(`/api/shared-with-me/${cousin.user.id}/questions`, { text: 'When?' })).statusCode,
    ).toBe(201);
    await owner.post(`/api/shared-with-me/${cousin.user.id}/perspectives`, {
      memory: { kind: 'fragment', id: cousinMemory.id },
      text: 'Me too.',
    });
    // A memory of the owner's own, added to the cousin's collection, and one the daughter added to the owner's.
    expect(
      (
        await owner.post(`/api/shared-with-me/${cousin.user.id}/added-memories`, {
          name: 'At the sea',
          text: 'We swam.',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await daughter.post(`/api/shared-with-me/${owner.user.id}/added-memories`, {
          name: 'Mum at the farm',
          text: 'She milked.',
        })
      ).statusCode,
    ).toBe(201);
    await t.pool.query(`insert into family_notices (member_id, text) values ($1, 'An old notice.')`, [
      owner.user.id,
    ]);
    const cousinRows = await rowsOf(cousin.user.id);

    expect(
      (await owner.post('/api/account/delete', { email: owner.email, currentPassword: owner.password }))
        .statusCode,
    ).toBe(200);

    expect(Object.values(await rowsOf(owner.user.id)).every((n) => n === 0)).toBe(true);
    const shared = (await daughter.get('/api/shared-with-me')).json();
    expect(shared).toEqual({
      storytellers: [],
      notices: [
        "Rose Miller's account was deleted, so the stories shared from it are no longer on Heirloom.",
      ],
      ownStoryStarted: false,
    });
    expect((await daughter.get(`/api/shared-with-me/${owner.user.id}`)).statusCode).toBe(404);
    // The cousin keeps their own stories; only what the owner added to them is gone.
    expect(await rowsOf(cousin.user.id)).toEqual({
      ...cousinRows,
      memory_fragments: cousinRows.memory_fragments! - 1,
      'family_members.owner_id': 0,
      'family_questions.owner_id': 0,
      'family_perspectives.owner_id': 0,
    });
    expect((await cousin.get('/api/memory-fragments')).json()).toHaveLength(2);
  });
});

describe('guessing the current password', () => {
  it('is stopped after 5 wrong passwords from one session, even before the right one', async () => {
    const owner = await t.signUp();
    const thief = await signInAgain(owner.email, owner.password);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      const response = await thief.post('/api/account/password', {
        currentPassword: `guess number ${attempt}`,
        newPassword: 'the thief knows this',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429, 429]);
    const right = await thief.post('/api/account/delete', {
      email: owner.email,
      currentPassword: owner.password,
    });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(accountMessages.tooManyPasswordAttempts);
    expect((await whoAmI(owner)).statusCode).toBe(200);
  });

  it("a thief's guesses do not lock the owner out of changing the password", async () => {
    const owner = await t.signUp();
    const thief = await signInAgain(owner.email, owner.password);
    for (let attempt = 0; attempt < 30; attempt++) {
      await thief.post('/api/account/password', {
        currentPassword: `guess number ${attempt}`,
        newPassword: 'the thief knows this',
      });
    }
    const response = await owner.post('/api/account/password', {
      currentPassword: owner.password,
      newPassword: 'the owner is back',
    });
    expect(response.statusCode).toBe(200);
    expect((await whoAmI(thief)).statusCode).toBe(401);
  });

  it('is stopped for the whole account after 20 wrong passwords from many sessions together', async () => {
    const owner = await t.signUp();
    const statuses: number[] = [];
    for (let session = 0; session < 5; session++) {
      const device = await signInAgain(owner.email, owner.password);
      for (let attempt = 0; attempt < 5; attempt++) {
        const response = await device.post('/api/account/email', {
          newEmail: `guess-${session}-${attempt}@example.org`,
          currentPassword: `guess ${session}-${attempt}`,
        });
        statuses.push(response.statusCode);
      }
    }
    expect(statuses.filter((status) => status === 403)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
  });

  it('a burst of 20 guesses at once gets at most 5 checked', async () => {
    const owner = await t.signUp();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        owner.post('/api/account/email', {
          newEmail: `burst-${index}@example.org`,
          currentPassword: `guess ${index}`,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 403)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });
});

describe('bad input changes nothing', () => {
  it.each([
    [
      '/api/account/password',
      'a short new password',
      { currentPassword: 'correct horse battery', newPassword: 'short' },
    ],
    ['/api/account/password', 'no new password', { currentPassword: 'correct horse battery' }],
    [
      '/api/account/password',
      'a number as the password',
      { currentPassword: 12345, newPassword: 'long enough password' },
    ],
    [
      '/api/account/password',
      'a 5,000-character new password',
      { currentPassword: 'correct horse battery', newPassword: 'x'.repeat(5000) },
    ],
    [
      '/api/account/email',
      'an address that is not one',
      { newEmail: 'not an email', currentPassword: 'correct horse battery' },
    ],
    [
      '/api/account/email',
      'a list as the address',
      { newEmail: ['a@b.org'], currentPassword: 'correct horse battery' },
    ],
    ['/api/account/email', 'no address', { currentPassword: 'correct horse battery' }],
    [
      '/api/account/delete',
      'a list as the password',
      { email: 'owner@example.org', currentPassword: ['correct horse battery'] },
    ],
    ['/api/account/delete', 'a list as the email', { email: ['owner@example.org'] }],
    ['/api/account/delete', 'no email', { currentPassword: 'correct horse battery' }],
  ])('%s with %s answers 400 with a sentence', async (url, _label, body) => {
    const owner = await personWithMemories();
    const before = await rowsOf(owner.user.id);
    const response = await owner.post(url, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^[A-Z].{8,}[.!?]$/);
    expect(await rowsOf(owner.user.id)).toEqual(before);
    expect((await whoAmI(owner)).json().email).toBe(owner.email);
    expect((await signInAgain(owner.email, owner.password)).status).toBe(303);
  });
});
