/**
 * When the S3 bucket does not answer, an upload says so (G-12): the answer and the log name the file storage, not
 * the database, and nothing is left behind.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type S3TestServer, startS3Server } from '../fixtures/s3-server.ts';
import { captureLog } from '../log-capture.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

const log = captureLog();
let s3: S3TestServer;
let t: TestApp;
beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp({ env: { ...s3.env, LOG_LEVEL: 'warn' }, logStream: log.stream });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

it('G-12: with the bucket down, an upload answers 503 naming the file storage, and the log names it too', async () => {
  const ann = await t.signUp();
  await s3.close();
  const answer = await ann.upload('letter from Rose.txt', Buffer.from('Dear Rose, I miss the farm.'));
  expect(answer.statusCode, answer.body).toBe(503);
  expect(answer.json()).toMatchObject({
    code: 'UNAVAILABLE',
    message:
      'Heirloom cannot reach its file storage right now. Nothing was changed. Please try again in a minute.',
  });
  expect(answer.body).not.toContain('database');
  expect(log.text()).toContain('file storage unavailable');
  expect(log.text()).toContain(`the file storage at ${s3.endpoint} (bucket ${s3.bucket}) did not answer`);
  expect(log.text()).not.toContain('database unavailable');
  expect((await ann.get('/api/uploaded-files')).json()).toEqual([]);
});
