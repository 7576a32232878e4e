/** An invitation's token stays out of the request log, on its page and on its preview. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { captureLog } from '../../../test/log-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const log = captureLog();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: log.stream });
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
  const logged = log.text();
  expect(logged).toContain('/invite/…');
  expect(logged).toContain('/api/family/invitations/…');
  expect(logged).not.toContain(token);
  expect(logged).not.toContain('log@example.org');
});
