/**
 * Two windows editing one memory: a save made from an older copy must not
 * silently replace what the other window saved. It answers 409 STALE_MEMORY
 * with the copy that is saved now, so the person can see both and choose.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemoryFragment, UploadedFile } from '#shared/memories.ts';
import { upload } from '../fixtures/upload-helpers.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let t: TestApp;
let ann: { cookie: string };
let bob: { cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  ann = await t.signUp();
  bob = await t.signUp();
});
afterAll(async () => t?.close());

const put = (url: string, cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url, headers: { cookie }, payload });

async function createMemory(text = 'We married in June.'): Promise<MemoryFragment> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/memory-fragments',
    headers: { cookie: ann.cookie },
    payload: { name: 'Our wedding', text },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const fragments = async (cookie = ann.cookie): Promise<MemoryFragment[]> =>
  (await t.app.inject({ method: 'GET', url: '/api/memory-fragments', headers: { cookie } })).json();
const files = async (cookie = ann.cookie): Promise<UploadedFile[]> =>
  (await t.app.inject({ method: 'GET', url: '/api/uploaded-files', headers: { cookie } })).json();

describe('typed memory: a stale save is refused (409) and shows the saved copy', () => {
  it('tab 2 cannot overwrite the paragraphs tab 1 added', async () => {
    const memory = await createMemory();
    expect(memory.version).toBe(1);
    const url = `/api/memory-fragments/${memory.id}`;
    const added = 'We married in June.\n\nThe band played until two.\n\nMy sister caught the bouquet.';

    const tab1 = await put(url, ann.cookie, { id: memory.id, name: memory.name, text: added, version: 1 });
    expect(tab1.statusCode, tab1.body).toBe(200);
    expect(tab1.json()).toMatchObject({ text: added, version: 2 });

    const tab2 = await put(url, ann.cookie, {
      id: memory.id,
      name: memory.name,
      text: 'We married in June. It rained.',
      version: 1,
    });
    expect(tab2.statusCode, tab2.body).toBe(409);
    const body = tab2.json();
    expect(body.code).toBe('STALE_MEMORY');
    expect(body.message).toMatch(/changed in another window/);
    expect(body.current).toMatchObject({ id: memory.id, text: added, version: 2 });

    const [stored] = (await fragments()).filter((row) => row.id === memory.id);
    expect(stored).toMatchObject({ text: added, version: 2 });
  });

  it('a Memory DNA save from an older copy is refused too, and changes nothing', async () => {
    const memory = await createMemory();
    const url = `/api/memory-fragments/${memory.id}/narrative-dna`;
    const saved = await put(url, ann.cookie, {
      whenHappened: 'June 1962',
      whereHappened: 'Dayton',
      peopleInvolved: ['Margaret'],
      topics: ['Marriage'],
      version: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().version).toBe(2);

    const stale = await put(url, ann.cookie, {
      id: memory.id,
      whenHappened: null,
      whereHappened: null,
      peopleInvolved: [],
      version: 1,
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().current).toMatchObject({ whenHappened: 'June 1962', peopleInvolved: ['Margaret'] });
    const [stored] = (await fragments()).filter((row) => row.id === memory.id);
    expect(stored).toMatchObject({ whenHappened: 'June 1962', peopleInvolved: ['Margaret'], version: 2 });
  });

  it('content then Memory DNA from one Edit Memory save: the second call carries the version the first returned', async () => {
    const memory = await createMemory();
    const content = await put(`/api/memory-fragments/${memory.id}`, ann.cookie, {
      id: memory.id,
      name: 'Our wedding day',
      text: memory.text,
      version: memory.version,
    });
    expect(content.statusCode).toBe(200);
    const dna = await put(`/api/memory-fragments/${memory.id}/narrative-dna`, ann.cookie, {
      id: memory.id,
      whenHappened: '1962',
      whereHappened: null,
      peopleInvolved: [],
      version: content.json().version,
    });
    expect(dna.statusCode, dna.body).toBe(200);
    expect(dna.json()).toMatchObject({ name: 'Our wedding day', whenHappened: '1962', version: 3 });
  });

  it('of many saves made at once from the same copy, exactly one wins', async () => {
    const memory = await createMemory();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        put(`/api/memory-fragments/${memory.id}`, ann.cookie, {
          name: memory.name,
          text: `Version from window ${index}`,
          version: 1,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json();
    const [stored] = (await fragments()).filter((row) => row.id === memory.id);
    expect(stored).toMatchObject({ text: winner.text, version: 2 });
  });

  it('a save without a version (the spec’s own call) is the last write and still moves the version on', async () => {
    const memory = await createMemory();
    const response = await put(`/api/memory-fragments/${memory.id}`, ann.cookie, {
      id: memory.id,
      name: memory.name,
      text: 'Plain spec call.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().version).toBe(2);
  });

  it("another person's memory answers 404 with any version, and reveals nothing", async () => {
    const memory = await createMemory();
    for (const version of [1, 99]) {
      const response = await put(`/api/memory-fragments/${memory.id}`, bob.cookie, {
        name: 'Mine now',
        text: 'Overwritten',
        version,
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('We married');
    }
  });

  it('a version that is not a whole number from 1 up is refused with 400 and changes nothing', async () => {
    const memory = await createMemory();
    for (const version of [0, -1, 1.5, 'one', null]) {
      const response = await put(`/api/memory-fragments/${memory.id}`, ann.cookie, {
        name: memory.name,
        text: 'Should not be saved',
        version,
      });
      expect(response.statusCode, String(version)).toBe(400);
    }
    const [stored] = (await fragments()).filter((row) => row.id === memory.id);
    expect(stored).toMatchObject({ text: memory.text, version: 1 });
  });
});

describe('uploaded file: a stale Memory DNA save is refused (409) and shows the saved copy', () => {
  it('tab 2 cannot overwrite the people tab 1 added', async () => {
    const uploaded = await upload(
      t,
      ann.cookie,
      'letter.txt',
      Buffer.from('Dear Margaret, the garden is in bloom.'),
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const file: UploadedFile = uploaded.json();
    expect(file.version).toBe(1);
    const url = `/api/uploaded-files/${file.id}/narrative-dna`;

    const tab1 = await put(url, ann.cookie, {
      id: file.id,
      whenHappened: 'Spring 1971',
      whereHappened: 'Dayton',
      peopleInvolved: ['Margaret', 'Walter'],
      version: 1,
    });
    expect(tab1.statusCode, tab1.body).toBe(200);
    expect(tab1.json().version).toBe(2);

    const tab2 = await put(url, ann.cookie, {
      id: file.id,
      whenHappened: null,
      whereHappened: null,
      peopleInvolved: ['Margaret'],
      version: 1,
    });
    expect(tab2.statusCode, tab2.body).toBe(409);
    expect(tab2.json()).toMatchObject({
      code: 'STALE_MEMORY',
      current: { id: file.id, peopleInvolved: ['Margaret', 'Walter'], version: 2 },
    });
    const [stored] = (await files()).filter((row) => row.id === file.id);
    expect(stored).toMatchObject({
      whenHappened: 'Spring 1971',
      peopleInvolved: ['Margaret', 'Walter'],
      version: 2,
    });
  });

  it('of many saves made at once from the same copy, exactly one wins', async () => {
    const file: UploadedFile = (await upload(t, ann.cookie, 'note.txt', Buffer.from('A short note.'))).json();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        put(`/api/uploaded-files/${file.id}/narrative-dna`, ann.cookie, {
          whenHappened: `Year ${index}`,
          whereHappened: null,
          peopleInvolved: [],
          version: 1,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(5);
    const [stored] = (await files()).filter((row) => row.id === file.id);
    expect(stored?.version).toBe(2);
  });

  it("another person's file answers 404 with a version", async () => {
    const file: UploadedFile = (await upload(t, ann.cookie, 'mine.txt', Buffer.from('Private.'))).json();
    const response = await put(`/api/uploaded-files/${file.id}/narrative-dna`, bob.cookie, {
      whenHappened: null,
      whereHappened: null,
      peopleInvolved: [],
      version: 1,
    });
    expect(response.statusCode).toBe(404);
  });
});
