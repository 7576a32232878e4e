import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinishInterviewResult, InterviewSession } from '#shared/interview-sessions.ts';
import type { Interview } from '#shared/interviews.ts';
import { storytellerLinkMessages } from '#shared/storyteller-links.ts';
import { convertToWebm, makeSpeechWav, tempDir } from '../../../test/fixtures/samples.ts';
import { snapshotTables } from '../../../test/security/db-snapshot.ts';
import { createTestApp, type Person, type TestApp } from '../../../test/test-app.ts';

/** Requests per minute through one link (and failed tries per address) in this file. */
const LIMIT = 12;

let t: TestApp;
let owner: Person;
let samplesDir: string;
let webm: Buffer;

beforeAll(async () => {
  t = await createTestApp({ env: { STORYTELLER_RATE_LIMIT_PER_MINUTE: String(LIMIT) } });
  owner = await t.signUp('sarah@example.org');
  await t.pool.query(`update users set first_name = 'Sarah', last_name = 'Private' where id = $1`, [
    owner.user.id,
  ]);
  samplesDir = await tempDir();
  webm = await convertToWebm(
    await makeSpeechWav('I was born in a little house by the river in nineteen forty two.', samplesDir),
    samplesDir,
  );
});
afterAll(async () => {
  await t?.close();
  if (samplesDir) await fs.rm(samplesDir, { recursive: true, force: true });
});

let addressCount = 0;
/** Each test knocks from an address of its own, so the failed tries of one do not count against another. */
const newAddress = () => `192.0.2.${++addressCount}`;

/** A storyteller: requests carrying the link's cookie, as the browser sends it after opening the link. */
function storyteller(token: string | null, remoteAddress = newAddress()) {
  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object | Buffer, headers = {}) =>
    t.app.inject({
      method,
      url,
      remoteAddress,
      headers: { ...(token ? { cookie: `heirloom.storyteller=${token}` } : {}), ...headers },
      ...(payload === undefined ? {} : { payload }),
    });
  return {
    get: (url: string) => send('GET', url),
    post: (url: string, body?: object) => send('POST', url, body),
    put: (url: string, body: Buffer) =>
      send('PUT', url, body, { 'content-type': 'application/octet-stream' }),
  };
}

async function makeLink(label = 'Mum') {
  const made = await owner.post('/api/storyteller-links', { label });
  expect(made.statusCode).toBe(201);
  const { link, url } = made.json() as { link: { id: string }; url: string };
  return { id: link.id, token: new URL(url).pathname.replace('/tell/', '') };
}

const base = '/api/storyteller/interview-sessions';

describe('the storyteller link', () => {
  it('adds a spoken and a typed answer to the owner’s account, as an interview of Mum that the owner sees', async () => {
    const link = await makeLink('Mum');
    const mum = storyteller(link.token);
    const welcome = await mum.get('/api/storyteller/interview');
    expect(welcome.statusCode, welcome.body).toBe(200);
    expect(welcome.json()).toEqual({ ownerFirstName: 'Sarah', session: null });
    expect(welcome.body).not.toContain('Private');
    expect(welcome.body).not.toContain('sarah@example.org');

    const started = await mum.post(base, { topics: ['Childhood'] });
    expect(started.statusCode, started.body).toBe(201);
    const session = started.json() as InterviewSession;
    expect(session.person).toBe('Mum');
    expect(session.question?.text).toBeTruthy();

    const recording = await mum.post(`${base}/${session.id}/recordings`, {
      mimeType: 'audio/webm;codecs=opus',
    });
    expect(recording.statusCode, recording.body).toBe(201);
    const recordingId = recording.json().id as string;
    expect((await mum.put(`${base}/${session.id}/recordings/${recordingId}/chunks/0`, webm)).statusCode).toBe(
      204,
    );
    const spoken = await mum.post(`${base}/${session.id}/recordings/${recordingId}/finish`, {
      durationMs: 4000,
    });
    expect(spoken.statusCode, spoken.body).toBe(201);
    expect((spoken.json() as InterviewSession).answers).toHaveLength(1);

    expect((await mum.post(`${base}/${session.id}/next`)).statusCode).toBe(200);
    const typed = await mum.post(`${base}/${session.id}/answers`, {
      text: 'We kept hens and a goat called Betty.',
    });
    expect(typed.statusCode, typed.body).toBe(201);
    const finished = await mum.post(`${base}/${session.id}/finish`);
    expect(finished.statusCode, finished.body).toBe(200);
    expect((finished.json() as FinishInterviewResult).kept).toBe(true);

    const stored = await t.pool.query(
      'select person, storyteller_link_id from interview_sessions where id = $1',
      [session.id],
    );
    expect(stored.rows[0]).toEqual({ person: 'Mum', storyteller_link_id: link.id });
    const recordingRow = await t.pool.query('select storyteller_link_id from recordings where id = $1', [
      recordingId,
    ]);
    expect(recordingRow.rows[0].storyteller_link_id).toBe(link.id);

    const interviews = (await owner.get('/api/interviews')).json() as Interview[];
    const mine = interviews.find((interview) => interview.id === session.id);
    expect(mine?.person).toBe('Mum');
    expect(mine?.answers.map((answer) => answer.text)).toContain('We kept hens and a goat called Betty.');
    // Mum's spoken words were written down automatically: they wait for the owner's check (decision 811).
    expect(mine?.answers.map((answer) => [answer.hasAudio, answer.wordsChecked])).toEqual([
      [true, false],
      [false, true],
    ]);

    const listed = (await owner.get('/api/storyteller-links')).json() as {
      id: string;
      lastUsedAt: string | null;
      interviews: number;
      answers: number;
    }[];
    const row = listed.find((candidate) => candidate.id === link.id)!;
    expect(row).toMatchObject({ interviews: 1, answers: 2 });
    expect(Date.now() - Date.parse(row.lastUsedAt!)).toBeLessThan(60_000);
  });

  it("G-04: never asks through a link about anyone named only in the owner's private memories or the family's questions", async () => {
    const secrets = ['Bartholomew', 'Quinlan', 'Cornelius', 'Vanderbilt', 'Okafor', 'Zebulon', 'Thistlewood'];
    for (const memory of [
      { name: 'Private diary', text: 'My affair with Bartholomew Quinlan-Smythe in 1985 must stay secret.' },
      {
        name: 'Money',
        text: 'I owe my brother Cornelius Vanderbilt-Okafor 40,000 dollars. Growing up with Cornelius Vanderbilt-Okafor was hard.',
      },
    ])
      expect((await owner.post('/api/memory-fragments', memory)).statusCode).toBe(201);
    const cousin = await t.signUp();
    await t.pool.query(
      `insert into family_members (owner_id, email, role, member_id, accepted_at) values ($1, $2, 'contributor', $3, now())`,
      [owner.user.id, cousin.email, cousin.user.id],
    );
    const asked = await cousin.post(`/api/shared-with-me/${owner.user.id}/questions`, {
      text: 'Did Zebulon Thistlewood ever pay you back?',
    });
    expect(asked.statusCode, asked.body).toBe(201);

    const link = await makeLink('Mum');
    const mum = storyteller(link.token);
    const started = await mum.post(base, { topics: [] });
    expect(started.statusCode, started.body).toBe(201);
    const session = started.json() as InterviewSession;
    const questions = [session.question?.text ?? ''];
    for (let i = 0; i < 8; i += 1) {
      const skipped = await mum.post(`${base}/${session.id}/skip`);
      if (skipped.statusCode !== 200) break;
      const next = skipped.json() as InterviewSession;
      if (!next.question) break;
      questions.push(next.question.text);
    }
    expect(questions.length).toBeGreaterThan(1);
    for (const question of questions)
      for (const secret of secrets)
        expect(question, `asked through the link: ${question}`).not.toContain(secret);
  });

  it('marks when it was last used', async () => {
    const link = await makeLink('Dad');
    await t.pool.query(
      `update storyteller_links set last_used_at = now() - interval '3 days' where id = $1`,
      [link.id],
    );
    expect((await storyteller(link.token).get('/api/storyteller/interview')).statusCode).toBe(200);
    const stored = await t.pool.query(
      `select last_used_at > now() - interval '1 minute' as recent from storyteller_links where id = $1`,
      [link.id],
    );
    expect(stored.rows[0].recent).toBe(true);
  });

  it('stops working the moment it is revoked, even in the middle of an interview', async () => {
    const link = await makeLink('Grandma');
    const grandma = storyteller(link.token);
    const session = (await grandma.post(base, { topics: [] })).json() as InterviewSession;
    expect((await owner.post(`/api/storyteller-links/${link.id}/revoke`)).statusCode).toBe(204);
    const before = await snapshotTables(t.pool);
    const refused = await grandma.post(`${base}/${session.id}/answers`, { text: 'One more thing.' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(storytellerLinkMessages.linkEnded);
    expect((await grandma.get('/api/storyteller/interview')).statusCode).toBe(401);
    expect(await snapshotTables(t.pool)).toEqual(before);
  });

  it('stops working once it has expired', async () => {
    const link = await makeLink('Grandpa');
    await t.pool.query(
      `update storyteller_links set expires_at = now() - interval '1 second' where id = $1`,
      [link.id],
    );
    const refused = await storyteller(link.token).get('/api/storyteller/interview');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(storytellerLinkMessages.linkEnded);
  });

  it('answers 401 to an unknown token, to none, and to the owner’s own session without the link', async () => {
    for (const response of [
      await storyteller('A'.repeat(43)).get('/api/storyteller/interview'),
      await storyteller('not a token; drop table users').get('/api/storyteller/interview'),
      await storyteller(null).get('/api/storyteller/interview'),
      await owner.get('/api/storyteller/interview'),
      await owner.post(base, { topics: [] }),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(storytellerLinkMessages.linkEnded);
    }
  });

  it('reaches only the interviews made through it: not the owner’s own, not another link’s', async () => {
    const ownInterview = await owner.post('/api/interview-sessions', { topics: ['Family'] });
    expect(ownInterview.statusCode, ownInterview.body).toBe(201);
    const other = await makeLink('Aunt Jo');
    const otherSession = (
      await storyteller(other.token).post(base, { topics: [] })
    ).json() as InterviewSession;
    const link = await makeLink('Uncle Ray');
    const ray = storyteller(link.token);
    const before = await snapshotTables(t.pool);
    for (const id of [ownInterview.json().id, otherSession.id]) {
      const answer = await ray.post(`${base}/${id}/answers`, { text: 'Not mine to add.' });
      expect(answer.statusCode).toBe(404);
      expect((await ray.post(`${base}/${id}/finish`)).statusCode).toBe(404);
    }
    expect((await ray.get('/api/storyteller/interview')).json().session).toBeNull();
    const snapshotAfter = await snapshotTables(t.pool);
    // Only the link's "last used" moved.
    const withoutLastUsed = (snapshot: Record<string, string[]>) => ({
      ...snapshot,
      storyteller_links: snapshot.storyteller_links!.map((row) =>
        row.replace(/"last_used_at":("[^"]*"|null)/, ''),
      ),
    });
    expect(withoutLastUsed(snapshotAfter)).toEqual(withoutLastUsed(before));
  });

  it("cannot start one of the owner's booked interviews", async () => {
    const call = await owner.post('/api/scheduled-calls', {
      day: new Date(Date.now() + 20 * 24 * 3600 * 1000).toISOString().slice(0, 10),
      time: '10:00 AM',
      timeZone: 'Europe/London',
      topics: ['Family'],
    });
    expect(call.statusCode, call.body).toBe(201);
    const link = await makeLink('Cousin');
    const refused = await storyteller(link.token).post(base, { topics: [], scheduledCallId: call.json().id });
    expect(refused.statusCode).toBe(400);
    const booked = await t.pool.query('select status from scheduled_calls where id = $1', [call.json().id]);
    expect(booked.rows[0].status).toBe('scheduled');
  });

  it('is rate-limited per link, on the shared counters, whatever address the requests come from', async () => {
    const link = await makeLink('Busy');
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++)
      statuses.push((await storyteller(link.token).get('/api/storyteller/interview')).statusCode);
    expect(statuses.slice(0, LIMIT).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(LIMIT)).toEqual([429, 429]);
    const counter = await t.pool.query('select hits from rate_limit_counters where key = $1', [
      `storyteller-link:${link.id}`,
    ]);
    expect(counter.rows[0].hits).toBeGreaterThan(LIMIT);
  });

  it('slows an address that keeps trying tokens that work for no link', async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 1; i++) {
      const guess = Buffer.from(`guess number ${i} of many tokens`).toString('base64url');
      statuses.push((await storyteller(guess, address).get('/api/storyteller/interview')).statusCode);
    }
    expect(statuses.slice(0, LIMIT).every((status) => status === 401)).toBe(true);
    expect(statuses[LIMIT]).toBe(429);
    // A working link from that address still gets in: it is counted per link.
    const link = await makeLink('Neighbour');
    expect((await storyteller(link.token, address).get('/api/storyteller/interview')).statusCode).toBe(200);
  });
});
