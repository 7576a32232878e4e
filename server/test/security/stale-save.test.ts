/**
 * Two windows editing one memory: a save made from an older copy must not
 * silently replace what the other window saved. It answers 409 STALE_MEMORY
 * with the copy that is saved now, so the person can see both and choose.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemory, listFiles, listMemories, uploadFile } from '../factories.ts';
import { createTestApp, type Person, type TestApp } from '../test-app.ts';

let t: TestApp;
let ann: Person;
let bob: Person;

beforeAll(async () => {
  t = await createTestApp();
  ann = await t.signUp();
  bob = await t.signUp();
});
afterAll(async () => t?.close());

describe('typed memory: a stale save is refused (409) and shows the saved copy', () => {
  it('tab 2 cannot overwrite the paragraphs tab 1 added', async () => {
    const memory = await createMemory(ann);
    expect(memory.version).toBe(1);
    const url = `/api/memory-fragments/${memory.id}`;
    const added = 'We married in June.\n\nThe band played until two.\n\nMy sister caught the bouquet.';

    const tab1 = await ann.put(url, { id: memory.id, name: memory.name, text: added, version: 1 });
    expect(tab1.statusCode, tab1.body).toBe(200);
    expect(tab1.json()).toMatchObject({ text: added, version: 2 });

    const tab2 = await ann.put(url, {
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

    const [stored] = (await listMemories(ann)).filter((row) => row.id === memory.id);
    expect(stored).toMatchObject({ text: added, version: 2 });
  });

  it('a Memory DNA save from an older copy is refused too, and changes nothing', async () => {
    const memory = await createMemory(ann);
    const url = `/api/memory-fragments/${memory.id}/narrative-dna`;
    const saved = await ann.put(url, {
      whenHappened: 'June 1962',
      whereHappened: 'Dayton',
      peopleInvolved: ['Margaret'],
      topics: ['Marriage'],
      version: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().version).toBe(2);

    const stale = await ann.put(url, {
      id: memory.id,
      whenHappened: null,
      whereHappened: null,
      peopleInvolved: [],
      version: 1,
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().current).toMatchObject({ whenHappened: 'June 1962', peopleInvolved: ['Margaret'] });
    const [stored] = (await listMemories(ann)).filter((row) => row.id === memory.id);
    expect(stored).toMatchObject({ whenHappened: 'June 1962', peopleInvolved: ['Margaret'], version: 2 });
  });

  it('content then Memory DNA from one Edit Memory save: the second call carries the version the first returned', async () => {
    const memory = await createMemory(ann);
    const content = await ann.put(`/api/memory-fragments/${memory.id}`, {
      id: memory.id,
      name: 'Our wedding day',
      text: memory.text,
      version: memory.version,
    });
    expect(content.statusCode).toBe(200);
    const dna = await ann.put(`/api/memory-fragments/${memory.id}/narrative-dna`, {
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
    const memory = await createMemory(ann);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        ann.put(`/api/memory-fragments/${memory.id}`, {
          name: memory.name,
          text: `Version from window ${index}`,
          version: 1,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json();
    const [stored] = (await listMemories(ann)).filter((row) => row.id === memory.id);
    expect(stored).toMatchObject({ text: winner.text, version: 2 });
  });

  it('a save without a version (the spec’s own call) is the last write and still moves the version on', async () => {
    const memory = await createMemory(ann);
    const response = await ann.put(`/api/memory-fragments/${memory.id}`, {
      id: memory.id,
      name: memory.name,
      text: 'Plain spec call.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().version).toBe(2);
  });

  it("another person's memory answers 404 with any version, and reveals nothing", async () => {
    const memory = await createMemory(ann);
    for (const version of [1, 99]) {
      const response = await bob.put(`/api/memory-fragments/${memory.id}`, {
        name: 'Mine now',
        text: 'Overwritten',
        version,
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('We married');
    }
  });

  it('a version that is not a whole number from 1 up is refused with 400 and changes nothing', async () => {
    const memory = await createMemory(ann);
    for (const version of [0, -1, 1.5, 'one', null]) {
      const response = await ann.put(`/api/memory-fragments/${memory.id}`, {
        name: memory.name,
        text: 'Should not be saved',
        version,
      });
      expect(response.statusCode, String(version)).toBe(400);
    }
    const [stored] = (await listMemories(ann)).filter((row) => row.id === memory.id);
    expect(stored).toMatchObject({ text: memory.text, version: 1 });
  });
});

describe('uploaded file: a stale Memory DNA save is refused (409) and shows the saved copy', () => {
  it('tab 2 cannot overwrite the people tab 1 added', async () => {
    const file = await uploadFile(ann, 'letter.txt', Buffer.from('Dear Margaret, the garden is in bloom.'));
    expect(file.version).toBe(1);
    const url = `/api/uploaded-files/${file.id}/narrative-dna`;

    const tab1 = await ann.put(url, {
      id: file.id,
      whenHappened: 'Spring 1971',
      whereHappened: 'Dayton',
      peopleInvolved: ['Margaret', 'Walter'],
      version: 1,
    });
    expect(tab1.statusCode, tab1.body).toBe(200);
    expect(tab1.json().version).toBe(2);

    const tab2 = await ann.put(url, {
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
    const [stored] = (await listFiles(ann)).filter((row) => row.id === file.id);
    expect(stored).toMatchObject({
      whenHappened: 'Spring 1971',
      peopleInvolved: ['Margaret', 'Walter'],
      version: 2,
    });
  });

  it('of many saves made at once from the same copy, exactly one wins', async () => {
    const file = await uploadFile(ann);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        ann.put(`/api/uploaded-files/${file.id}/narrative-dna`, {
          whenHappened: `Year ${index}`,
          whereHappened: null,
          peopleInvolved: [],
          version: 1,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(5);
    const [stored] = (await listFiles(ann)).filter((row) => row.id === file.id);
    expect(stored?.version).toBe(2);
  });

  it("another person's file answers 404 with a version", async () => {
    const file = await uploadFile(ann, 'mine.txt', Buffer.from('Private.'));
    const response = await bob.put(`/api/uploaded-files/${file.id}/narrative-dna`, {
      whenHappened: null,
      whereHappened: null,
      peopleInvolved: [],
      version: 1,
    });
    expect(response.statusCode).toBe(404);
  });
});
