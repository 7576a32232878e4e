/**
 * SIGTERM (an operator stopping or redeploying the app) lets requests in
 * progress finish: a slow upload that started before the signal completes and
 * is stored, no new request is taken meanwhile, and the process exits 0.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { api, type ChildServer, eventually, filesUnder, openUpload, signUp } from './child-server.ts';
import { crashHarness } from './crash-harness.ts';
import { makePaddedPdf } from './padded-pdf.ts';

const crash = crashHarness();
let server: ChildServer | undefined;

const sha256 = (data: Buffer | ArrayBuffer) =>
  createHash('sha256')
    .update(Buffer.from(data as ArrayBuffer))
    .digest('hex');

describe('stopping the server with SIGTERM', () => {
  it('finishes an upload in progress, stores it, and then exits 0', async () => {
    server = await crash.start();
    const { cookie } = await signUp(server);
    const letter = makePaddedPdf('A letter from my grandmother', 2 * 1024 * 1024);
    const slices = Array.from({ length: 16 }, (_, index) =>
      letter.subarray((index * letter.length) / 16, ((index + 1) * letter.length) / 16),
    );

    const upload = openUpload(server, cookie, 'grandmothers-letter.pdf', letter.length);
    await upload.write(slices[0]!);
    const incoming = path.join(crash.home.uploadsDir, 'incoming');
    await eventually('the upload to reach the disk', async () =>
      (await filesUnder(incoming)).length ? true : undefined,
    );

    server.process.kill('SIGTERM');
    // The server stops listening at once: a new visitor is not let in while it drains.
    const { origin } = server;
    await eventually('the server to stop taking new connections', async () =>
      (await fetch(`${origin}/api/health`).then(
        () => false,
        () => true,
      ))
        ? true
        : undefined,
    );
    expect(server.process.exitCode).toBeNull();

    // The person's slow connection keeps sending the rest of the file.
    for (const slice of slices.slice(1)) {
      await upload.write(slice);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    upload.finish();
    const response = await upload.response;
    expect(response.status, response.body).toBe(201);
    const stored = JSON.parse(response.body) as { id: string; originalName: string; status: string };
    expect(stored).toMatchObject({ originalName: 'grandmothers-letter.pdf', status: 'ready' });
    expect(await server.exited).toEqual({ code: 0, signal: null });

    // After the next start the upload is there, byte for byte.
    server = await crash.start();
    const files = await api<{ id: string }[]>(server, cookie, 'GET', '/api/uploaded-files');
    expect(files.body.map((file) => file.id)).toEqual([stored.id]);
    const original = await fetch(`${server.origin}/api/uploaded-files/${stored.id}/original`, {
      headers: { cookie },
    });
    expect(sha256(await original.arrayBuffer())).toBe(sha256(letter));
    expect(await filesUnder(incoming)).toEqual([]);
    await fs.access(crash.home.uploadsDir);
  }, 120_000);
});
