import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemoryFragment } from '#shared/memories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let ann: { cookie: string; user: { id: string } };
let bob: { cookie: string; user: { id: string } };

beforeAll(async () => {
  t = await createTestApp();
  ann = await t.signUp();
  bob = await t.signUp();
});
afterAll(async () => t?.close());

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

async function create(cookie: string, name: string, text: string): Promise<MemoryFragment> {
  const response = await send('POST', '/api/memory-fragments', cookie, { name, text });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const list = async (cookie: string): Promise<MemoryFragment[]> =>
  (await send('GET', '/api/memory-fragments', cookie)).json();

describe('typed memories', () => {
  it('stores a new memory and answers with Memory DNA and topics from the AI engine', async () => {
    const memory = await create(
      ann.cookie,
      '  Fishing with Tom  ',
      'In the summer of 1965 my brother Tom and I went fishing at the lake near Toledo, Ohio.',
    );
    expect(memory).toMatchObject({
      name: 'Fishing with Tom',
      text: 'In the summer of 1965 my brother Tom and I went fishing at the lake near Toledo, Ohio.',
    });
    expect(memory.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(memory.peopleInvolved.some((person) => person.startsWith('Tom'))).toBe(true);
    expect(memory.whenHappened).toMatch(/1965/);
    expect(memory.whereHappened).toMatch(/Toledo|Ohio/);
    expect(memory.topics.length).toBeGreaterThan(0);
    expect(new Date(memory.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await list(ann.cookie)).toEqual([memory]);
  });

  it('lists only my memories, newest first', async () => {
    const first = await create(ann.cookie, 'First day of school', 'I wore a blue coat.');
    const second = await create(ann.cookie, 'Our wedding', 'It rained all day and nobody minded.');
    const mine = await list(ann.cookie);
    expect(mine.map((memory) => memory.id).slice(0, 2)).toEqual([second.id, first.id]);
    expect(await list(bob.cookie)).toEqual([]);
  });

  it('refuses a memory without a name or text, and stores nothing', async () => {
    const before = await list(ann.cookie);
    const blankName = await send('POST', '/api/memory-fragments', ann.cookie, {
      name: '   ',
      text: 'Some text',
    });
    expect(blankName.statusCode).toBe(400);
    expect(blankName.json().message).toBe('Please give the memory a name.');
    const noText = await send('POST', '/api/memory-fragments', ann.cookie, { name: 'A name' });
    expect(noText.statusCode).toBe(400);
    expect(noText.json().message).toBe('Please give the memory some text.');
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/memory-fragments',
      headers: { cookie: ann.cookie, 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(await list(ann.cookie)).toEqual(before);
  });

  it('edits a memory (the id in the path wins over the one in the body)', async () => {
    const memory = await create(ann.cookie, 'Old name', 'Old text.');
    const response = await send('PUT', `/api/memory-fragments/${memory.id}`, ann.cookie, {
      id: 'something-else',
      name: 'New name',
      text: 'New text.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: memory.id, name: 'New name', text: 'New text.' });
    expect((await list(ann.cookie)).find((m) => m.id === memory.id)).toMatchObject({ name: 'New name' });
  });

  it('refuses an edit with a blank name or text and changes nothing', async () => {
    const memory = await create(ann.cookie, 'Keep me', 'As I am.');
    const response = await send('PUT', `/api/memory-fragments/${memory.id}`, ann.cookie, {
      name: 'x',
      text: ' ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please give the memory some text.');
    expect((await list(ann.cookie)).find((m) => m.id === memory.id)).toEqual(memory);
  });

  it('saves Memory DNA from the Memory DNA dialog (with topics) and from Edit Memory (topics unchanged)', async () => {
    const memory = await create(ann.cookie, 'Grandma', 'Grandma baked bread every Sunday.');
    const fromDialog = await send('PUT', `/api/memory-fragments/${memory.id}/narrative-dna`, ann.cookie, {
      whenHappened: '1950s',
      whereHappened: null,
      peopleInvolved: ['Grandma', 'Aunt Rose'],
      topics: ['Family', 'Food'],
    });
    expect(fromDialog.statusCode).toBe(200);
    expect(fromDialog.json()).toMatchObject({
      whenHappened: '1950s',
      whereHappened: null,
      peopleInvolved: ['Grandma', 'Aunt Rose'],
      topics: ['Family', 'Food'],
    });
    const fromEdit = await send('PUT', `/api/memory-fragments/${memory.id}/narrative-dna`, ann.cookie, {
      id: memory.id,
      whenHappened: '',
      whereHappened: 'Leeds',
      peopleInvolved: ['Grandma'],
    });
    expect(fromEdit.statusCode).toBe(200);
    expect(fromEdit.json()).toMatchObject({
      whenHappened: null,
      whereHappened: 'Leeds',
      peopleInvolved: ['Grandma'],
      topics: ['Family', 'Food'],
    });
  });

  it('refuses Memory DNA that is not the right shape and changes nothing', async () => {
    const memory = await create(ann.cookie, 'Shape', 'Text.');
    for (const payload of [
      { peopleInvolved: 'Tom' },
      { peopleInvolved: [''] },
      { whenHappened: 'x'.repeat(201), peopleInvolved: [] },
      { peopleInvolved: [], topics: Array.from({ length: 51 }, (_, i) => `t${i}`) },
    ]) {
      const response = await send(
        'PUT',
        `/api/memory-fragments/${memory.id}/narrative-dna`,
        ann.cookie,
        payload,
      );
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    expect((await list(ann.cookie)).find((m) => m.id === memory.id)).toEqual(memory);
  });

  it('deletes a memory', async () => {
    const memory = await create(ann.cookie, 'Delete me', 'Gone soon.');
    const response = await send('DELETE', `/api/memory-fragments/${memory.id}`, ann.cookie);
    expect(response.statusCode).toBe(204);
    expect((await list(ann.cookie)).some((m) => m.id === memory.id)).toBe(false);
    const again = await send('DELETE', `/api/memory-fragments/${memory.id}`, ann.cookie);
    expect(again.statusCode).toBe(404);
  });

  it("answers 404 for someone else's memory and leaves it alone", async () => {
    const memory = await create(ann.cookie, 'Private', 'Only mine.');
    const url = `/api/memory-fragments/${memory.id}`;
    for (const [method, path, payload] of [
      ['PUT', url, { name: 'Taken', text: 'Taken.' }],
      ['PUT', `${url}/narrative-dna`, { peopleInvolved: ['Mallory'] }],
      ['DELETE', url, undefined],
    ] as const) {
      const response = await send(method, path, bob.cookie, payload);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.json().message).toBe('That memory was not found. It may have been deleted.');
    }
    expect((await list(ann.cookie)).find((m) => m.id === memory.id)).toEqual(memory);
  });

  it('answers 400 for a malformed id', async () => {
    for (const [method, path, payload] of [
      ['PUT', '/api/memory-fragments/not-an-id', { name: 'a', text: 'b' }],
      ['PUT', '/api/memory-fragments/123/narrative-dna', { peopleInvolved: [] }],
      ['DELETE', '/api/memory-fragments/123', undefined],
    ] as const) {
      const response = await send(method, path, ann.cookie, payload);
      expect(response.statusCode, path).toBe(400);
      expect(response.json().message).toBe('That memory id is not valid.');
    }
  });

  it('answers 401 without a session', async () => {
    expect((await send('GET', '/api/memory-fragments')).statusCode).toBe(401);
    expect(
      (await send('POST', '/api/memory-fragments', undefined, { name: 'a', text: 'b' })).statusCode,
    ).toBe(401);
  });
});
