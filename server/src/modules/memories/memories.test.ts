import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryFragmentsApi } from '#shared/memories-api.ts';
import { createMemory, listMemories as list, listFiles, uploadFile } from '../../../test/factories.ts';
import { createTestApp, type Person, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let ann: Person;
let bob: Person;

beforeAll(async () => {
  t = await createTestApp();
  ann = await t.signUp();
  bob = await t.signUp();
});
afterAll(async () => t?.close());

describe('typed memories', () => {
  it('stores a new memory and answers with Memory DNA and topics from the AI engine', async () => {
    // A person of its own: the list below must hold this memory alone, whatever ran before.
    const person = await t.signUp();
    const memory = await createMemory(person, {
      name: '  Fishing with Tom  ',
      text: 'In the summer of 1965 my brother Tom and I went fishing at the lake near Toledo, Ohio.',
    });
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
    expect(await list(person)).toEqual([memory]);
  });

  it('sends the list in the shape its contract describes, memories with and without Memory DNA alike', async () => {
    // The list is sent as built in SQL, without the schema's encode (decision 1621): this keeps the contract.
    const person = await t.signUp();
    await createMemory(person, { name: 'A quiet day', text: 'Nothing much.' });
    await createMemory(person, {
      name: 'Tom',
      text: 'In 1965 my brother Tom and I fished at the lake in Ohio.',
    });
    // One a family member added (decision 1513) carries their name; the person's own carry null.
    const lucy = await t.signUp();
    await t.pool.query(`update users set first_name = 'Lucy' where id = $1`, [lucy.user.id]);
    await t.pool.query(
      `insert into family_members (owner_id, email, role, member_id, accepted_at)
       values ($1, $2, 'contributor', $3, now())`,
      [person.user.id, lucy.email, lucy.user.id],
    );
    const added = await lucy.post(`/api/shared-with-me/${person.user.id}/added-memories`, {
      name: 'Grandpa at the lake',
      text: 'He caught nothing.',
    });
    expect(added.statusCode, added.body).toBe(201);
    const answer = await person.get('/api/memory-fragments');
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    const parsed = memoryFragmentsApi.list.response.safeParse(answer.json());
    expect(parsed.error).toBeUndefined();
    expect(parsed.data?.map((memory) => memory.addedBy)).toEqual(['Lucy', null, null]);
    expect(Object.keys(answer.json()[0]).sort()).toEqual([
      'addedBy',
      'createdAt',
      'id',
      'name',
      'peopleInvolved',
      'text',
      'topics',
      'version',
      'whenHappened',
      'whereHappened',
    ]);
  });

  it('lists only my memories, newest first', async () => {
    const first = await createMemory(ann, { name: 'First day of school', text: 'I wore a blue coat.' });
    const second = await createMemory(ann, {
      name: 'Our wedding',
      text: 'It rained all day and nobody minded.',
    });
    const mine = await list(ann);
    expect(mine.map((memory) => memory.id).slice(0, 2)).toEqual([second.id, first.id]);
    expect(await list(bob)).toEqual([]);
  });

  it('refuses a memory without a name or text, and stores nothing', async () => {
    const before = await list(ann);
    const blankName = await ann.post('/api/memory-fragments', {
      name: '   ',
      text: 'Some text',
    });
    expect(blankName.statusCode).toBe(400);
    expect(blankName.json().message).toBe('Please give the memory a name.');
    const noText = await ann.post('/api/memory-fragments', { name: 'A name' });
    expect(noText.statusCode).toBe(400);
    expect(noText.json().message).toBe('Please give the memory some text.');
    const notJson = await ann.post('/api/memory-fragments', '{"name":', {
      'content-type': 'application/json',
    });
    expect(notJson.statusCode).toBe(400);
    expect(await list(ann)).toEqual(before);
  });

  it('edits a memory (the id in the path wins over the one in the body)', async () => {
    const memory = await createMemory(ann, { name: 'Old name', text: 'Old text.' });
    const response = await ann.put(`/api/memory-fragments/${memory.id}`, {
      id: 'something-else',
      name: 'New name',
      text: 'New text.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: memory.id, name: 'New name', text: 'New text.' });
    expect((await list(ann)).find((m) => m.id === memory.id)).toMatchObject({ name: 'New name' });
  });

  it('refuses an edit with a blank name or text and changes nothing', async () => {
    const memory = await createMemory(ann, { name: 'Keep me', text: 'As I am.' });
    const response = await ann.put(`/api/memory-fragments/${memory.id}`, {
      name: 'x',
      text: ' ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please give the memory some text.');
    expect((await list(ann)).find((m) => m.id === memory.id)).toEqual(memory);
  });

  it('saves Memory DNA from the Memory DNA dialog (with topics) and from Edit Memory (topics unchanged)', async () => {
    const memory = await createMemory(ann, { name: 'Grandma', text: 'Grandma baked bread every Sunday.' });
    const fromDialog = await ann.put(`/api/memory-fragments/${memory.id}/narrative-dna`, {
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
    const fromEdit = await ann.put(`/api/memory-fragments/${memory.id}/narrative-dna`, {
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
    const memory = await createMemory(ann, { name: 'Shape', text: 'Text.' });
    for (const [payload, message] of [
      [{ peopleInvolved: 'Tom' }, 'People must be a list of words.'],
      [{ peopleInvolved: [''] }, 'A tag cannot be empty.'],
      [{ whenHappened: 'x'.repeat(201), peopleInvolved: [] }, 'At most 200 characters, please.'],
      [
        { peopleInvolved: [], topics: Array.from({ length: 51 }, (_, i) => `t${i}`) },
        'At most 50 topics can be added.',
      ],
    ] as const) {
      const response = await ann.put(`/api/memory-fragments/${memory.id}/narrative-dna`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await list(ann)).find((m) => m.id === memory.id)).toEqual(memory);
  });

  it('deletes a memory', async () => {
    const memory = await createMemory(ann, { name: 'Delete me', text: 'Gone soon.' });
    const response = await ann.delete(`/api/memory-fragments/${memory.id}`);
    expect(response.statusCode).toBe(204);
    expect((await list(ann)).some((m) => m.id === memory.id)).toBe(false);
    const again = await ann.delete(`/api/memory-fragments/${memory.id}`);
    expect(again.statusCode).toBe(404);
  });

  it("answers 404 for someone else's memory and leaves it alone", async () => {
    const memory = await createMemory(ann, { name: 'Private', text: 'Only mine.' });
    const url = `/api/memory-fragments/${memory.id}`;
    for (const [method, path, payload] of [
      ['PUT', url, { name: 'Taken', text: 'Taken.' }],
      ['PUT', `${url}/narrative-dna`, { peopleInvolved: ['Mallory'] }],
      ['DELETE', url, undefined],
    ] as const) {
      const response = await bob.request(method, path, payload);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.json().message).toBe('That memory was not found. It may have been deleted.');
    }
    expect((await list(ann)).find((m) => m.id === memory.id)).toEqual(memory);
  });

  it('refuses to edit the words of an uploaded file or recording with a clear 404, and changes nothing (decision 814)', async () => {
    const file = await uploadFile(ann, 'letter.txt', Buffer.from('Dear Rose, the garden is in bloom.'));
    const response = await ann.put(`/api/memory-fragments/${file.id}`, { name: 'Changed', text: 'Changed.' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('That memory was not found. It may have been deleted.');
    expect((await listFiles(ann)).find((stored) => stored.id === file.id)).toEqual(file);
    // There is no route that edits a file's words at all: only its Memory DNA can change.
    const direct = await ann.put(`/api/uploaded-files/${file.id}`, { name: 'Changed', text: 'Changed.' });
    expect(direct.statusCode).toBe(404);
    expect((await listFiles(ann)).find((stored) => stored.id === file.id)).toEqual(file);
  });

  it('answers 400 for a malformed id', async () => {
    for (const [method, path, payload] of [
      ['PUT', '/api/memory-fragments/not-an-id', { name: 'a', text: 'b' }],
      ['PUT', '/api/memory-fragments/123/narrative-dna', { peopleInvolved: [] }],
      ['DELETE', '/api/memory-fragments/123', undefined],
    ] as const) {
      const response = await ann.request(method, path, payload);
      expect(response.statusCode, path).toBe(400);
      expect(response.json().message).toBe('That memory id is not valid.');
    }
  });

  it('answers 401 without a session', async () => {
    expect((await t.visitor.get('/api/memory-fragments')).statusCode).toBe(401);
    expect((await t.visitor.post('/api/memory-fragments', { name: 'a', text: 'b' })).statusCode).toBe(401);
  });
});
