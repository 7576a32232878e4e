/** The family circle from both sides, with e-mail going through a real SMTP server (issue 15). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemory, createProject } from '../../../test/factories.ts';
import { signUpNamed } from '../../../test/security/family-fixture.ts';
import { linkIn, startSmtpTestServer } from '../../../test/smtp-test-server.ts';
import { createTestApp, type Person, type TestApp } from '../../../test/test-app.ts';

let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({ env: smtp.env });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const named = (first: string, last: string) => signUpNamed(t, first, last);

/** Invites `email` as `role` and accepts as `member` through the link in the e-mail. */
async function invite(owner: Person, member: Person, role: 'reader' | 'contributor' | 'editor') {
  const added = await owner.post('/api/family/members', { email: member.email, role });
  expect(added.statusCode, added.body).toBe(201);
  const mail = await smtp.nextTo(member.email);
  expect(mail.text).toMatch(/You are invited as (a Reader|a Contributor|an Editor):/);
  const token = linkIn(mail).split('/').pop()!;
  const accepted = await member.post('/api/family/invitations/accept', { token });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return added.json().member.id as string;
}

describe('the family circle', () => {
  it('mails the invitation; the invitee accepts, reads released memories only, and asks a question', async () => {
    const owner = await named('Rose', 'Miller');
    const released = await createMemory(owner, { name: 'The farm', text: 'We kept six cows.' });
    await createMemory(owner, { name: 'Private', text: 'Only for me.' });
    const invitee = await named('Tom', 'Miller');

    const added = await owner.post('/api/family/members', {
      email: invitee.email.toUpperCase(),
      role: 'contributor',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      emailed: true,
      delivery: 'emailed',
      inviteLink: null,
      member: { state: 'invited', name: null },
    });
    const mail = await smtp.nextTo(invitee.email);
    // No pronoun is known for Rose: the words name her instead of saying "their".
    expect(mail.subject).toBe('You are invited to read family stories on Heirloom');
    expect(mail.text).toContain('Rose Miller is writing down memories on Heirloom');
    expect(mail.text).toContain(
      'You are invited as a Contributor: you can read the stories Rose shares, ask Rose questions',
    );
    expect(`${mail.subject} ${mail.text}`).not.toMatch(/\b(their|they|his|her)\b/i);
    expect(mail.html).toContain('Accept the invitation');
    const path = linkIn(mail);
    expect(path).toMatch(/^\/invite\/[A-Za-z0-9_-]{43}$/);
    const token = path.split('/').pop()!;

    const page = await t.visitor.get(path);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const preview = await t.visitor.get(`/api/family/invitations/${token}`);
    expect(preview.json()).toEqual({ ownerName: 'Rose Miller', role: 'contributor', email: invitee.email });

    const accepted = await invitee.post('/api/family/invitations/accept', { token });
    expect(accepted.json()).toEqual({ ownerId: owner.user.id, ownerName: 'Rose Miller' });
    expect((await invitee.post('/api/family/invitations/accept', { token })).statusCode).toBe(404);
    expect((await owner.get('/api/family/members')).json()[0]).toMatchObject({
      state: 'active',
      name: 'Tom Miller',
    });

    expect(
      (
        await owner.put('/api/family/releases', {
          items: [{ kind: 'fragment', id: released.id }],
          state: 'released',
        })
      ).json(),
    ).toEqual({ changed: 1, heldBack: [] });
    const list = (await invitee.get('/api/shared-with-me')).json();
    expect(list.storytellers).toEqual([
      { ownerId: owner.user.id, ownerName: 'Rose Miller', role: 'contributor' },
    ]);
    const stories = (await invitee.get(`/api/shared-with-me/${owner.user.id}`)).json();
    expect(stories.memories.map((m: { name: string }) => m.name)).toEqual(['The farm']);

    const asked = await invitee.post(`/api/shared-with-me/${owner.user.id}/questions`, {
      text: 'What were the cows called?',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const questions = (await owner.get('/api/family/questions')).json();
    expect(questions).toEqual([
      expect.objectContaining({
        askerName: 'Tom Miller',
        text: 'What were the cows called?',
        answeredBy: null,
      }),
    ]);

    // Answered by a private memory: the asker does not see it until it is released.
    const answer = await createMemory(owner, { name: 'The cows', text: 'Daisy, Bella and four more.' });
    const answered = await owner.post(`/api/family/questions/${questions[0].id}/answer`, {
      memory: { kind: 'fragment', id: answer.id },
    });
    expect(answered.json().answeredBy).toEqual({ kind: 'fragment', id: answer.id });
    expect((await invitee.get(`/api/shared-with-me/${owner.user.id}`)).json().questions[0].answer).toBeNull();
    await owner.put('/api/family/releases', {
      items: [{ kind: 'fragment', id: answer.id }],
      state: 'released',
    });
    expect((await invitee.get(`/api/shared-with-me/${owner.user.id}`)).json().questions[0].answer.name).toBe(
      'The cows',
    );
  });

  it('keeps a contributor’s own account beside the memory, never in it', async () => {
    const owner = await named('Ada', 'Stone');
    const memory = await createMemory(owner, { name: 'The flood', text: 'The river rose in 1953.' });
    await owner.put('/api/family/releases', {
      items: [{ kind: 'fragment', id: memory.id }],
      state: 'released',
    });
    const member = await named('Ben', 'Stone');
    await invite(owner, member, 'contributor');
    const added = await member.post(`/api/shared-with-me/${owner.user.id}/perspectives`, {
      memory: { kind: 'fragment', id: memory.id },
      text: 'I remember it was 1954.',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ authorName: 'Ben Stone', mine: true });
    const perspectives = (await owner.get('/api/family/perspectives')).json();
    expect(perspectives).toEqual([expect.objectContaining({ text: 'I remember it was 1954.', mine: false })]);
    const own = (await owner.get(`/api/memory-fragments`)).json();
    expect(own[0].text).toBe('The river rose in 1953.');
    const seen = (await member.get(`/api/shared-with-me/${owner.user.id}`)).json().memories[0];
    expect(seen.perspectives).toEqual([
      expect.objectContaining({ text: 'I remember it was 1954.', mine: true }),
    ]);
  });

  it("G-02: another account cannot accept an editor invitation; the owner's list shows the account that holds the access", async () => {
    const owner = await named('Rose', 'Miller');
    const grandson = `grandson-${Math.random().toString(36).slice(2)}@example.org`;
    expect((await owner.post('/api/family/members', { email: grandson, role: 'editor' })).statusCode).toBe(
      201,
    );
    const token = linkIn(await smtp.nextTo(grandson))
      .split('/')
      .pop()!;

    // The mail was forwarded: someone signed in with another address tries the link.
    const mallory = await named('Mallory', 'Grey');
    const taken = await mallory.post('/api/family/invitations/accept', { token });
    expect(taken.statusCode, taken.body).toBe(403);
    expect(taken.json().message).toBe(
      `This invitation was sent to ${grandson}. Please sign out, then sign in or create an account with ${grandson} to accept it. Or ask Rose to invite the address you are signed in with.`,
    );
    expect((await mallory.get(`/api/shared-with-me/${owner.user.id}`)).statusCode).toBe(404);
    expect((await owner.get('/api/family/members')).json()).toEqual([
      expect.objectContaining({ email: grandson, state: 'invited', name: null }),
    ]);

    // The link still works for the person it was sent to, whatever the letter case of their account.
    const invited = await t.signUp(` ${grandson.toUpperCase()}`.trim());
    expect((await invited.post('/api/family/invitations/accept', { token })).statusCode).toBe(200);
    // The list names the account that holds the access, also after it changes its address.
    await t.pool.query('update users set email = $2 where id = $1', [
      invited.user.id,
      'new-address@example.org',
    ]);
    expect((await owner.get('/api/family/members')).json()).toEqual([
      expect.objectContaining({ email: 'new-address@example.org', role: 'editor', state: 'active' }),
    ]);
  });

  it('refuses the owner’s own address, a second listing and the owner accepting their own link', async () => {
    const owner = await t.signUp();
    expect((await owner.post('/api/family/members', { email: owner.email, role: 'reader' })).statusCode).toBe(
      400,
    );
    const email = `x-${Date.now()}@example.org`;
    expect((await owner.post('/api/family/members', { email, role: 'reader' })).statusCode).toBe(201);
    const token = linkIn(await smtp.nextTo(email))
      .split('/')
      .pop()!;
    const again = await owner.post('/api/family/members', { email, role: 'editor' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already on your list/);
    expect((await owner.post('/api/family/invitations/accept', { token })).statusCode).toBe(409);
  });

  it('releases a chapter with its memories, keeps left-out ones out and shows a chapter only when all its memories are', async () => {
    const owner = await t.signUp();
    const member = await t.signUp();
    await invite(owner, member, 'reader');
    const a = await createMemory(owner, { name: 'A', text: 'First words.' });
    const b = await createMemory(owner, { name: 'B', text: 'Second words.' });
    const project = await createProject(owner);
    const chapter = (
      await owner.post(`/api/memoir-projects/${project.id}/chapters`, { title: 'Youth' })
    ).json();
    await owner.post(`/api/memoir-projects/${project.id}/chapters/${chapter.id}/memories`, {
      memories: [
        { kind: 'fragment', id: a.id },
        { kind: 'fragment', id: b.id },
      ],
    });
    await owner.put('/api/family/releases', { items: [{ kind: 'fragment', id: b.id }], state: 'left-out' });
    await owner.put('/api/family/releases', {
      items: [{ kind: 'chapter', id: chapter.id }],
      state: 'released',
    });
    const releases = (await owner.get('/api/family/releases')).json();
    expect(releases).toEqual(
      expect.arrayContaining([
        { kind: 'fragment', id: a.id, state: 'released', opensOn: null, heldBack: false },
        { kind: 'fragment', id: b.id, state: 'left-out', opensOn: null, heldBack: false },
        // Shared, but the family cannot see it while B is left out (N3).
        { kind: 'chapter', id: chapter.id, state: 'released', opensOn: null, heldBack: true },
      ]),
    );
    const stories = (await member.get(`/api/shared-with-me/${owner.user.id}`)).json();
    expect(stories.memories.map((m: { name: string }) => m.name)).toEqual(['A']);
    // B is left out, so the chapter made from it is not shown.
    expect(stories.chapters).toEqual([]);
    expect((await member.get(`/api/shared-with-me/${owner.user.id}/chapters/${chapter.id}`)).statusCode).toBe(
      404,
    );

    await owner.put('/api/family/releases', { items: [{ kind: 'fragment', id: b.id }], state: 'released' });
    const now = (await member.get(`/api/shared-with-me/${owner.user.id}`)).json();
    expect(now.chapters).toEqual([expect.objectContaining({ id: chapter.id, title: 'Youth' })]);
    const read = (await member.get(`/api/shared-with-me/${owner.user.id}/chapters/${chapter.id}`)).json();
    expect(read.paragraphs).toEqual([{ text: 'First words.' }, { text: 'Second words.' }]);
  });

  it('waits for the day of a release and counts it without names', async () => {
    const owner = await t.signUp();
    const member = await t.signUp();
    await invite(owner, member, 'reader');
    const memory = await createMemory(owner, { name: 'Later', text: 'Not yet.' });
    expect(
      (await owner.post('/api/family/releases/everything', { opensOn: '2999-06-01' })).json().changed,
    ).toBe(1);
    const stories = (await member.get(`/api/shared-with-me/${owner.user.id}`)).json();
    expect(stories.memories).toEqual([]);
    expect(stories.upcoming).toEqual([{ opensOn: '2999-06-01', count: 1 }]);
    expect(JSON.stringify(stories)).not.toContain(memory.name);
  });

  it('lets an editor fill in Memory DNA of a released memory with the version check, and nothing else', async () => {
    const owner = await t.signUp();
    const editor = await t.signUp();
    const reader = await t.signUp();
    await invite(owner, editor, 'editor');
    await invite(owner, reader, 'reader');
    const memory = await createMemory(owner);
    const url = `/api/shared-with-me/${owner.user.id}/memories/fragment/${memory.id}/narrative-dna`;
    const dna = { whereHappened: 'Leeds', version: memory.version };
    expect((await editor.put(url, dna)).statusCode).toBe(404);
    await owner.put('/api/family/releases', {
      items: [{ kind: 'fragment', id: memory.id }],
      state: 'released',
    });
    expect((await reader.put(url, dna)).statusCode).toBe(403);
    const saved = await editor.put(url, dna);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().whereHappened).toBe('Leeds');
    expect((await editor.put(url, dna)).statusCode).toBe(409);
  });

  it('removes a member at once and sends a new link on request, stopping the old one', async () => {
    const owner = await t.signUp();
    const member = await t.signUp();
    const id = await invite(owner, member, 'reader');
    expect((await member.get(`/api/shared-with-me/${owner.user.id}`)).statusCode).toBe(200);
    expect((await owner.delete(`/api/family/members/${id}`)).statusCode).toBe(204);
    expect((await member.get(`/api/shared-with-me/${owner.user.id}`)).statusCode).toBe(404);

    const email = `later-${Date.now()}@example.org`;
    const added = (await owner.post('/api/family/members', { email, role: 'reader' })).json();
    const first = linkIn(await smtp.nextTo(email))
      .split('/')
      .pop()!;
    expect((await owner.post(`/api/family/members/${added.member.id}/invitation`)).json().emailed).toBe(true);
    const second = linkIn(await smtp.nextTo(email))
      .split('/')
      .pop()!;
    expect((await t.visitor.get(`/api/family/invitations/${first}`)).statusCode).toBe(404);
    expect((await t.visitor.get(`/api/family/invitations/${second}`)).statusCode).toBe(200);
    const changed = await owner.put(`/api/family/members/${added.member.id}`, { role: 'editor' });
    expect(changed.json().role).toBe('editor');
  });
});

describe('invitation e-mail is limited (G-05, decision 1520)', () => {
  const address = (who: string) => `${who}-${Math.random().toString(36).slice(2)}@example.org`;
  const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email)).length;
  const settle = async (email: string, count: number) => {
    for (let i = 0; i < count; i += 1) await smtp.nextTo(email);
  };

  it('G-05: sends one address at most 3 a day, resends and add/remove cycles included, with a subject nobody chose', async () => {
    const spammer = await named('Your bank', 'says: call +1 800 555 0199 now');
    const target = address('target');
    const added = await spammer.post('/api/family/members', { email: target, role: 'reader' });
    expect(added.statusCode, added.body).toBe(201);
    const first = await smtp.nextTo(target);
    expect(first.subject).toBe('You are invited to read family stories on Heirloom');
    expect(first.subject).not.toMatch(/bank|call|800/);
    const id = added.json().member.id as string;
    for (let i = 0; i < 2; i += 1)
      expect((await spammer.post(`/api/family/members/${id}/invitation`, {})).statusCode).toBe(200);
    await settle(target, 2);
    const refused = await spammer.post(`/api/family/members/${id}/invitation`, {});
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      new RegExp(
        `^An invitation has been sent to ${target} 3 times today, the most for one day\\. Please try again in about \\d+ hours?\\.$`,
      ),
    );
    // Removing and adding the address again is counted too, and the refused add lists nothing.
    expect((await spammer.delete(`/api/family/members/${id}`)).statusCode).toBe(204);
    const again = await spammer.post('/api/family/members', { email: target, role: 'reader' });
    expect(again.statusCode).toBe(429);
    expect((await spammer.get('/api/family/members')).json()).toEqual([]);
    // Another storyteller cannot mail that address more today either.
    const other = await t.signUp();
    expect(
      (await other.post('/api/family/members', { email: target.toUpperCase(), role: 'reader' })).statusCode,
    ).toBe(429);
    expect(mailsTo(target)).toBe(0);
  });

  it('G-05: lets one storyteller send at most 20 invitations a day, counting addresses added and removed', async () => {
    const owner = await t.signUp();
    const cycled = address('cycled');
    for (let i = 0; i < 3; i += 1) {
      const added = await owner.post('/api/family/members', { email: cycled, role: 'reader' });
      expect(added.statusCode, added.body).toBe(201);
      expect((await owner.delete(`/api/family/members/${added.json().member.id}`)).statusCode).toBe(204);
    }
    await settle(cycled, 3);
    // A refusal that sends nothing (her own address) does not count.
    expect((await owner.post('/api/family/members', { email: owner.email, role: 'reader' })).statusCode).toBe(
      400,
    );
    const others = Array.from({ length: 17 }, (_, i) => address(`cousin${i}`));
    for (const email of others)
      expect((await owner.post('/api/family/members', { email, role: 'reader' })).statusCode).toBe(201);
    for (const email of others) await smtp.nextTo(email);
    const refused = await owner.post('/api/family/members', { email: address('one-more'), role: 'reader' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^You have sent 20 invitations today, the most for one day\. Please try again in about \d+ hours?\.$/,
    );
    expect((await owner.get('/api/family/members')).json()).toHaveLength(17);
  });
});

describe('when a storyteller deletes their account', () => {
  it('e-mails each member of the circle and shows them a notice', async () => {
    const owner = await named('Rose', 'Miller');
    const member = await t.signUp();
    await invite(owner, member, 'reader');
    expect(
      (await owner.post('/api/account/delete', { email: owner.email, currentPassword: owner.password }))
        .statusCode,
    ).toBe(200);
    const mail = await smtp.nextTo(member.email);
    expect(mail.text).toContain("Rose Miller's account was deleted");
    expect(mail.html).toContain('Rose Miller&#39;s account was deleted');
    expect((await member.get('/api/shared-with-me')).json().notices).toEqual([
      "Rose Miller's account was deleted, so the stories shared from it are no longer on Heirloom.",
    ]);
  });
});

describe('without e-mail', () => {
  it('answers the invitation link to copy', async () => {
    const plain = await createTestApp();
    try {
      const owner = await plain.signUp();
      const added = await owner.post('/api/family/members', { email: 'nomail@example.org', role: 'reader' });
      expect(added.json()).toMatchObject({
        emailed: false,
        delivery: 'not-configured',
        inviteLink: expect.stringMatching(/\/invite\/[A-Za-z0-9_-]{43}$/),
      });
    } finally {
      await plain.close();
    }
  });
});
