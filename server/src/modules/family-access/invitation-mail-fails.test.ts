/** When the mail server cannot be reached, Add Access still works: the link comes back to copy. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { captureLog } from '../../../test/log-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const log = captureLog();
let t: TestApp;
beforeAll(async () => {
  // Nothing listens on port 9 here: every send fails at once.
  t = await createTestApp({
    env: {
      SMTP_URL: 'smtp://127.0.0.1:9',
      MAIL_FROM: 'heirloom@example.org',
      PUBLIC_URL: 'http://localhost',
      LOG_LEVEL: 'warn',
    },
    logStream: log.stream,
  });
});
afterAll(() => t.close());

it('answers the link to copy and logs a warning without the address', async () => {
  const owner = await t.signUp();
  const added = await owner.post('/api/family/members', { email: 'unreached@example.org', role: 'reader' });
  expect(added.statusCode, added.body).toBe(201);
  // Sending failed on a server that has e-mail: the answer must not say e-mail is not set up.
  expect(added.json()).toMatchObject({
    emailed: false,
    delivery: 'could-not-send',
    inviteLink: expect.stringMatching(/\/invite\//),
  });
  const again = await owner.post(`/api/family/members/${added.json().member.id}/invitation`);
  expect(again.json()).toMatchObject({ emailed: false, delivery: 'could-not-send' });
  const logged = log.text();
  expect(logged).toContain('could not send a family invitation');
  expect(logged).not.toContain('unreached@example.org');
});
