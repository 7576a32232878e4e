/**
 * Ending sessions in the database ends them (password change, "sign out other
 * devices", account deletion): the store's memory of recent sessions only skips
 * writes, it never answers a read, and a request still running when its session
 * ended cannot write it back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { PostgresSessionStore } from './session-store.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Stored = Parameters<PostgresSessionStore['set']>[1];
const call = <T>(run: (callback: (error?: unknown, value?: T) => void) => void) =>
  new Promise<T | undefined>((resolve, reject) =>
    run((error, value) => (error ? reject(error) : resolve(value))),
  );

describe("ending a person's sessions in the database", () => {
  it('signs out every browser of that person at its next request', async () => {
    const { cookie, user } = await t.signUp();
    const before = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(before.statusCode).toBe(200);
    await t.pool.query('delete from sessions where user_id = $1', [user.id]);
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('is not undone by a request that was still running with the old session', async () => {
    const store = new PostgresSessionStore(t.db);
    const { user } = await t.signUp();
    const expires = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
    const session = { cookie: { expires }, userId: user.id } as unknown as Stored;
    await call((done) => store.set('in-flight-sid', session, done));
    const loaded = await call<Stored | null>((done) => store.get('in-flight-sid', done));
    expect(loaded).toBeTruthy();

    await t.pool.query('delete from sessions where user_id = $1', [user.id]);
    // The running request finishes and saves its session, changed and a day later.
    const changed = {
      cookie: { expires: new Date(expires.getTime() + 2 * 24 * 60 * 60 * 1000) },
      userId: user.id,
      note: 'changed',
    } as unknown as Stored;
    await call((done) => store.set('in-flight-sid', changed, done));

    expect(await call<Stored | null>((done) => store.get('in-flight-sid', done))).toBeNull();
    const { rows } = await t.pool.query(
      "select count(*)::int as n from sessions where sid = 'in-flight-sid'",
    );
    expect(rows[0].n).toBe(0);
  });

  it('a sign-out is not undone by a request of the same browser that was still running', async () => {
    const store = new PostgresSessionStore(t.db);
    const { user } = await t.signUp();
    const expires = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
    const session = { cookie: { expires }, userId: user.id } as unknown as Stored;
    await call((done) => store.set('signed-out-sid', session, done));
    // A slow request (Clio thinking) starts with the session …
    expect(await call<Stored | null>((done) => store.get('signed-out-sid', done))).toBeTruthy();
    // … the person signs out meanwhile …
    await call((done) => store.destroy('signed-out-sid', done));
    // … and the slow request finishes, saving its rolled-forward session.
    const rolled = {
      cookie: { expires: new Date(expires.getTime() + 2 * 24 * 60 * 60 * 1000) },
      userId: user.id,
    } as unknown as Stored;
    await call((done) => store.set('signed-out-sid', rolled, done));

    expect(await call<Stored | null>((done) => store.get('signed-out-sid', done))).toBeNull();
  });
});
