/**
 * A contributor adds whole memories of their own to the storyteller's collection (issue 15, decision 1513):
 * the owner sees who added them and decides what the family sees; the author sees what they added and its state.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyMessages } from '#shared/family.ts';
import { sharedWithMeApi } from '#shared/family-api.ts';
import { memoryFragmentsApi } from '#shared/memories-api.ts';
import { snapshotTables } from '../../../test/security/db-snapshot.ts';
import { joinCircle, signUpNamed } from '../../../test/security/family-fixture.ts';
import { createTestApp, type Person, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const named = (first: string, last: string) => signUpNamed(t, first, last);

/** Rose's circle: Lucy contributes, Sam edits, Ben reads, and a stranger who is in no circle. */
async function circle() {
  const rose = await named('Rose', 'Miller');
  const lucy = await named('Lucy', 'Miller');
  const sam = await named('Sam', 'Miller');
  const ben = await named('Ben', 'Miller');
  const stranger = await t.signUp();
  const lucyId = await joinCircle(t, rose, lucy, 'contributor');
  await joinCircle(t, rose, sam, 'editor');
  await joinCircle(t, rose, ben, 'reader');
  return { rose, lucy, sam, ben, stranger, lucyId };
}

const added = (owner: Person) => `/api/shared-with-me/${owner.user.id}/added-memories`;
const grandpa = {
  name: 'Grandpa at the lake',
  text: 'In the summer of 1965 Grandpa took me fishing at the lake near Toledo, Ohio. He caught nothing.',
};

async function ownersList(owner: Person) {
  const answer = await owner.get('/api/memory-fragments');
  expect(answer.statusCode).toBe(200);
  // The list is sent as built in SQL (decision 1621): the answer must still be what the contract says.
  return memoryFragmentsApi.list.response.parse(answer.json());
}

describe('a contributor adds a memory of their own', () => {
  it("lands in the storyteller's collection marked with its author, analysed like any typed memory", async () => {
    const { rose, lucy } = await circle();
    const answer = await lucy.post(added(rose), { name: `  ${grandpa.name} `, text: grandpa.text });
    expect(answer.statusCode, answer.body).toBe(201);
    const memory = sharedWithMeApi.addMemory.response.parse(answer.json());
    expect(memory).toMatchObject({ name: grandpa.name, text: grandpa.text, shared: false, removable: true });

    const [mine] = await ownersList(rose);
    expect(mine).toMatchObject({ id: memory.id, name: grandpa.name, addedBy: 'Lucy Miller' });
    expect(mine!.whenHappened).toMatch(/1965/);
    expect(mine!.whereHappened).toMatch(/Toledo|Ohio/);
    // It is the owner's memory now: found by their search, and their own saves answer with its author.
    const found = await rose.get('/api/memory-search?q=fishing');
    expect(found.body).toContain(memory.id);
    const saved = await rose.put(`/api/memory-fragments/${memory.id}/narrative-dna`, {
      whereHappened: 'Lake Erie',
      version: mine!.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ whereHappened: 'Lake Erie', addedBy: 'Lucy Miller' });
    // Lucy's own memories are untouched: it is not hers.
    expect((await lucy.get('/api/memory-fragments')).json()).toEqual([]);
  });

  it('stays private until the owner releases it; its author sees it waiting, then shared', async () => {
    const { rose, lucy, ben } = await circle();
    const memory = (await lucy.post(added(rose), grandpa)).json();
    const stories = async (person: Person) =>
      (await person.get(`/api/shared-with-me/${rose.user.id}`)).json().memories as Array<{ id: string }>;

    expect(await stories(ben)).toEqual([]);
    expect(await stories(lucy)).toEqual([]);
    const list = await lucy.get(added(rose));
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([expect.objectContaining({ id: memory.id, shared: false, removable: true })]);
    // The others in the circle do not see what Lucy added (not even in a list of additions).
    expect((await ben.get(added(rose))).json()).toEqual([]);

    const release = await rose.put('/api/family/releases', {
      items: [{ kind: 'fragment', id: memory.id }],
      state: 'released',
    });
    expect(release.statusCode).toBe(200);
    expect((await stories(ben)).map((m) => m.id)).toEqual([memory.id]);
    expect((await lucy.get(added(rose))).json()).toEqual([
      expect.objectContaining({ id: memory.id, shared: true, removable: false }),
    ]);

    // Released, it is the owner's to take out: the author's removal is refused and nothing changes.
    const before = await snapshotTables(t.pool);
    const removal = await lucy.delete(`${added(rose)}/${memory.id}`);
    expect(removal.statusCode).toBe(409);
    expect(removal.json()).toMatchObject({ code: 'CONFLICT', message: familyMessages.addedAlreadyShared });
    expect(await snapshotTables(t.pool)).toEqual(before);
  });

  it('reads as waiting while released for a later day, and may not be taken back then', async () => {
    const { rose, lucy } = await circle();
    const memory = (await lucy.post(added(rose), grandpa)).json();
    await rose.put('/api/family/releases', {
      items: [{ kind: 'fragment', id: memory.id }],
      state: 'released',
      opensOn: '2999-06-01',
    });
    expect((await lucy.get(added(rose))).json()).toEqual([
      expect.objectContaining({ shared: false, removable: false }),
    ]);
    expect((await lucy.delete(`${added(rose)}/${memory.id}`)).statusCode).toBe(409);
  });

  it('may be taken back by its author before it is released, and by nobody else', async () => {
    const { rose, lucy, sam } = await circle();
    const memory = (await lucy.post(added(rose), grandpa)).json();
    const samsOwn = (await sam.post(added(rose), { name: 'Sam', text: 'Mine.' })).json();
    // Not Sam's to remove (an editor too), and not the owner's memories through this route.
    expect((await sam.delete(`${added(rose)}/${memory.id}`)).statusCode).toBe(404);
    const rosesOwn = (await rose.post('/api/memory-fragments', { name: 'Rose', text: 'Hers.' })).json();
    expect((await lucy.delete(`${added(rose)}/${rosesOwn.id}`)).statusCode).toBe(404);

    expect((await lucy.delete(`${added(rose)}/${memory.id}`)).statusCode).toBe(204);
    expect((await ownersList(rose)).map((m) => m.id).sort()).toEqual([samsOwn.id, rosesOwn.id].sort());
    expect((await lucy.get(added(rose))).json()).toEqual([]);
    expect((await lucy.delete(`${added(rose)}/${memory.id}`)).statusCode).toBe(404);
  });

  it('refuses a reader with whom to ask, a stranger as not shared, and bad input, storing nothing', async () => {
    const { rose, ben, lucy, stranger } = await circle();
    const before = await snapshotTables(t.pool);

    const reader = await ben.post(added(rose), grandpa);
    expect(reader.statusCode).toBe(403);
    expect(reader.json()).toMatchObject({ code: 'FORBIDDEN', message: familyMessages.notAllowedToAdd });

    const outsider = await stranger.post(added(rose), grandpa);
    expect(outsider.statusCode).toBe(404);
    expect((await stranger.get(added(rose))).statusCode).toBe(404);

    for (const body of [
      { name: '  ', text: 'Words.' },
      { name: 'A name', text: '' },
      { name: 'x'.repeat(201), text: 'Words.' },
      { name: 'A name', text: 'x'.repeat(200_001) },
      { name: 'A name', text: 'Words.', addedBy: ben.user.id },
      { text: 'Words.' },
    ]) {
      const answer = await lucy.post(added(rose), body);
      expect(answer.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect((await lucy.post(`/api/shared-with-me/not-a-uuid/added-memories`, grandpa)).statusCode).toBe(400);
    expect(await snapshotTables(t.pool)).toEqual(before);
  });

  it("G-06: shows its author their own words, never the storyteller's later private edits, until it is shared", async () => {
    const { rose, lucy } = await circle();
    const memory = (await lucy.post(added(rose), grandpa)).json();
    const edited = await rose.put(`/api/memory-fragments/${memory.id}`, {
      name: 'Grandpa and the debts',
      text: `${grandpa.text} OWNER-PRIVATE-EDIT: the farm was sold to pay debts.`,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const seen = async () => {
      const answer = await lucy.get(added(rose));
      expect(answer.statusCode).toBe(200);
      return answer;
    };
    const privately = await seen();
    expect(privately.body).not.toContain('OWNER-PRIVATE-EDIT');
    expect(privately.body).not.toContain('debts');
    expect(sharedWithMeApi.addedMemories.response.parse(privately.json())).toEqual([
      expect.objectContaining({ id: memory.id, name: grandpa.name, text: grandpa.text, shared: false }),
    ]);
    // Shared from a later day: still waiting, still their own words.
    await rose.put('/api/family/releases', {
      items: [{ kind: 'fragment', id: memory.id }],
      state: 'released',
      opensOn: '2099-01-01',
    });
    expect((await seen()).body).not.toContain('OWNER-PRIVATE-EDIT');
    // Shared now: the author reads what the whole family reads.
    await rose.put('/api/family/releases', {
      items: [{ kind: 'fragment', id: memory.id }],
      state: 'released',
    });
    expect((await seen()).json()).toEqual([
      expect.objectContaining({
        name: 'Grandpa and the debts',
        text: expect.stringContaining('OWNER-PRIVATE-EDIT'),
        shared: true,
      }),
    ]);
  });

  it('stays in the collection when its author is removed, and goes when they delete their account', async () => {
    const { rose, lucy, lucyId } = await circle();
    const memory = (await lucy.post(added(rose), grandpa)).json();
    expect((await rose.delete(`/api/family/members/${lucyId}`)).statusCode).toBe(204);
    expect((await lucy.get(added(rose))).statusCode).toBe(404);
    expect((await lucy.delete(`${added(rose)}/${memory.id}`)).statusCode).toBe(404);
    expect(await ownersList(rose)).toEqual([
      expect.objectContaining({ id: memory.id, addedBy: 'Lucy Miller' }),
    ]);

    expect(
      (await lucy.post('/api/account/delete', { email: lucy.email, currentPassword: lucy.password }))
        .statusCode,
    ).toBe(200);
    // Their words go with their account, as their perspectives do.
    expect(await ownersList(rose)).toEqual([]);
  });
});
