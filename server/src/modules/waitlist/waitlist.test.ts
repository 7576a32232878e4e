import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const join = (payload: unknown, headers: Record<string, string> = {}) =>
  t.visitor.post('/api/waitlist', payload as object, headers);
const countEntries = async () =>
  (await t.pool.query('select count(*)::int as n from waitlist_entries')).rows[0].n as number;

describe('POST /api/waitlist', () => {
  it('adds a new email once and says it is not already there', async () => {
    const response = await join({ email: 'rose@example.org', role: 'family' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ alreadyExists: false });
    const rows = await t.pool.query(
      "select email, role from waitlist_entries where email = 'rose@example.org'",
    );
    expect(rows.rows).toEqual([{ email: 'rose@example.org', role: 'family' }]);
  });

  it('uses "self" when no role is given', async () => {
    await join({ email: 'norole@example.org' });
    const rows = await t.pool.query("select role from waitlist_entries where email = 'norole@example.org'");
    expect(rows.rows[0].role).toBe('self');
  });

  it('recognises a repeat in another case and with spaces, and stores it only once', async () => {
    await join({ email: 'walter@example.org', role: 'self' });
    const before = await countEntries();
    const again = await join({ email: '  WALTER@Example.ORG ', role: 'family' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ alreadyExists: true });
    expect(await countEntries()).toBe(before);
  });

  it.each([
    [{ email: 'not-an-email', role: 'self' }, 'Please enter a valid email address'],
    [{ email: 'two words@example.org', role: 'self' }, 'Please enter a valid email address'],
    [{ email: '', role: 'self' }, 'Email is required'],
    [{ email: '   ', role: 'self' }, 'Email is required'],
    [{ role: 'self' }, 'Email is required'],
    [
      { email: 'ok@example.org', role: 'admin' },
      'Please choose whether you are sharing your story or helping a loved one',
    ],
    [{ email: 42, role: 'self' }, 'Email is required'],
  ])('refuses %j with 400 "%s" and stores nothing', async (payload, message) => {
    const before = await countEntries();
    const response = await join(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await countEntries()).toBe(before);
  });

  it('refuses an oversized body with 413 and stores nothing', async () => {
    const before = await countEntries();
    const response = await join({ email: `${'a'.repeat(5000)}@example.org`, role: 'self' });
    expect(response.statusCode).toBe(413);
    expect(await countEntries()).toBe(before);
  });

  it('refuses a body that is not JSON with a clear 4xx', async () => {
    const response = await join('email=x@y.org', { 'content-type': 'text/plain' });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Please send this request as JSON.');
  });

  it('limits how often one device can join', async () => {
    const limited = await createTestApp({ env: { WAITLIST_RATE_LIMIT_PER_MINUTE: '2' } });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        statuses.push(
          (
            await limited.app.inject({
              method: 'POST',
              url: '/api/waitlist',
              payload: { email: `burst${i}@example.org` },
            })
          ).statusCode,
        );
      }
      expect(statuses).toEqual([200, 200, 429, 429]);
      expect((await limited.pool.query('select count(*)::int as n from waitlist_entries')).rows[0].n).toBe(2);
    } finally {
      await limited.close();
    }
  });
});
