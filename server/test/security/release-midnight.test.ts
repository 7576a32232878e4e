/**
 * Whose midnight opens a dated release (issue 30, decision 1523): the storyteller's, in the time zone her device
 * reported when she chose the day, never the server's. Each test crosses a real day boundary on the app's clock,
 * which the test sets: a second before her midnight, then her midnight.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduledCallMessages } from '#shared/scheduled-calls.ts';
import { createMemory } from '../factories.ts';
import { createTestApp, type Person, type TestApp } from '../test-app.ts';
import { snapshotTables } from './db-snapshot.ts';
import { joinCircle } from './family-fixture.ts';

let clock = new Date('2030-05-01T12:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

/** A storyteller with one memory, and a reader in her circle. */
async function storytellerAndReader() {
  const owner = await t.signUp();
  const reader = await t.signUp();
  await joinCircle(t, owner, reader, 'reader');
  const memory = await createMemory(owner, { name: 'The wedding', text: 'We married in June.' });
  return { owner, reader, memory };
}

/** What the reader's "Shared with me" page shows of the storyteller at the clock's time. */
async function whatTheReaderSees(owner: Person, reader: Person) {
  const response = await reader.get(`/api/shared-with-me/${owner.user.id}`);
  expect(response.statusCode).toBe(200);
  const stories = response.json() as { memories: Array<{ id: string }>; upcoming: unknown[] };
  return { memories: stories.memories.map((m) => m.id), upcoming: stories.upcoming };
}

describe('whose midnight opens a dated release (decision 1523)', () => {
  it("opens on the storyteller's midnight in Auckland, half a day before the server's", async () => {
    const { owner, reader, memory } = await storytellerAndReader();
    const shared = await owner.put('/api/family/releases', {
      items: [{ kind: 'fragment', id: memory.id }],
      state: 'released',
      opensOn: '2030-06-01',
      timeZone: 'Pacific/Auckland',
    });
    expect(shared.statusCode, shared.body).toBe(200);

    // June in Auckland is UTC+12: her 1 June begins at noon on 31 May, by the server's UTC clock.
    clock = new Date('2030-05-31T11:59:59Z');
    expect(await whatTheReaderSees(owner, reader)).toEqual({
      memories: [],
      upcoming: [{ opensOn: '2030-06-01', count: 1 }],
    });
    clock = new Date('2030-05-31T12:00:00Z');
    expect(await whatTheReaderSees(owner, reader)).toEqual({ memories: [memory.id], upcoming: [] });
  });

  it("stays closed in Los Angeles after the server's midnight, until hers", async () => {
    const { owner, reader, memory } = await storytellerAndReader();
    const shared = await owner.post('/api/family/releases/everything', {
      opensOn: '2030-06-01',
      timeZone: 'America/Los_Angeles',
    });
    expect(shared.statusCode, shared.body).toBe(200);

    // Summer in Los Angeles is UTC−7: the server's 1 June has begun seven hours before hers.
    clock = new Date('2030-06-01T06:59:59Z');
    expect((await whatTheReaderSees(owner, reader)).memories).toEqual([]);
    clock = new Date('2030-06-01T07:00:00Z');
    expect((await whatTheReaderSees(owner, reader)).memories).toEqual([memory.id]);
  });

  it('keeps the zone she last shared from for the releases she set before', async () => {
    const { owner, reader, memory } = await storytellerAndReader();
    await owner.put('/api/family/releases', {
      items: [{ kind: 'fragment', id: memory.id }],
      state: 'released',
      opensOn: '2030-06-01',
      timeZone: 'Pacific/Auckland',
    });
    // She moved to London and shared something else for a later day from there.
    const later = await createMemory(owner, { name: 'The move', text: 'We sailed for England.' });
    await owner.put('/api/family/releases', {
      items: [{ kind: 'fragment', id: later.id }],
      state: 'released',
      opensOn: '2030-07-01',
      timeZone: 'Europe/London',
    });
    // Her 1 June in London (UTC+1 in summer) begins at 23:00 UTC on 31 May, not at noon.
    clock = new Date('2030-05-31T12:00:00Z');
    expect((await whatTheReaderSees(owner, reader)).memories).toEqual([]);
    clock = new Date('2030-05-31T23:00:00Z');
    expect((await whatTheReaderSees(owner, reader)).memories).toEqual([memory.id]);
  });

  it('opens at midnight UTC when no device has said where the storyteller is', async () => {
    const { owner, reader, memory } = await storytellerAndReader();
    await owner.put('/api/family/releases', {
      items: [{ kind: 'fragment', id: memory.id }],
      state: 'released',
      opensOn: '2030-06-01',
    });
    clock = new Date('2030-05-31T23:59:59Z');
    expect((await whatTheReaderSees(owner, reader)).memories).toEqual([]);
    clock = new Date('2030-06-01T00:00:00Z');
    expect((await whatTheReaderSees(owner, reader)).memories).toEqual([memory.id]);
  });

  it('refuses a time zone nobody has heard of with a sentence, and changes nothing', async () => {
    const { owner, memory } = await storytellerAndReader();
    const before = await snapshotTables(t.pool);
    for (const timeZone of ['Europe/Atlantis', "UTC'; drop table users; --", 'x'.repeat(65)]) {
      const refused = await owner.put('/api/family/releases', {
        items: [{ kind: 'fragment', id: memory.id }],
        state: 'released',
        opensOn: '2030-06-01',
        timeZone,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain(scheduledCallMessages.unknownTimeZone.slice(0, 30));
    }
    expect(await snapshotTables(t.pool)).toEqual(before);
  });
});
