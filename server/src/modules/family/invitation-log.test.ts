/** An invitation's token stays out of the request log, on its page and on its preview. */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream });
});
afterAll(() => t.close());

it('keeps the invitation token out of the log', async () => {
  const owner = await t.signUp();
  const added = (
    await owner.post('/api/family/members', { email: 'log@example.org', role: 'reader' })
  ).json();
  const path = new URL(added.inviteLink).pathname;
  const token = path.split('/').pop()!;
  await t.visitor.get(path);
  await t.visitor.get(`/api/family/invitations/${token}`);
  const log = logLines.join('');
  expect(log).toContain('/invite/…');
  expect(log).toContain('/api/family/invitations/…');
  expect(log).not.toContain(token);
  expect(log).not.toContain('log@example.org');
});
