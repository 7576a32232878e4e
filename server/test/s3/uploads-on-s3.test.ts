/**
 * The app with S3_BUCKET set, against a real S3-speaking server (s3rver): an upload ends up in the bucket
 * and nowhere on local disk, its original downloads whole and by byte range, deleting it empties the
 * bucket, an object gone from the bucket reads as a missing original, the sweep lists the bucket, an
 * exported archive imports back into the bucket, a recording made in the browser is joined and transcribed
 * there, and a bucket that does not answer stops start-up with a sentence.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { DeleteObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUploadsRepository } from '#server/modules/uploads/uploads.repository.ts';
import { createUploadsService } from '#server/modules/uploads/uploads.service.ts';
import { createStorage } from '#server/storage/create-storage.ts';
import type { UploadedFile } from '#shared/memories.ts';
import { type S3TestServer, startS3Server } from '../fixtures/s3-server.ts';
import { convertToWebm, makePdf, makeSpeechWav, tempDir } from '../fixtures/samples.ts';
import { eventually, fileRows } from '../fixtures/upload-helpers.ts';
import { createTestApp, type Person, type TestApp } from '../test-app.ts';

let s3: S3TestServer;
let t: TestApp;
let ann: Person;

async function bucketKeys() {
  const page = await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
  return (page.Contents ?? []).map((object) => object.Key!).sort();
}

async function localFiles(dir: string) {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp({ env: s3.env });
  ann = await t.signUp();
});

afterAll(async () => {
  await t?.close();
  await s3?.close();
});

describe('uploads kept in an S3 bucket', () => {
  const pdf = makePdf(['The summer we moved to the coast.', 'Father built the boat himself.']);
  let uploaded: UploadedFile;

  it('puts the checked upload in the bucket under its key, and leaves nothing on local disk', async () => {
    const response = await ann.upload('coast.pdf', pdf);
    expect(response.statusCode).toBe(201);
    uploaded = response.json();
    const [row] = (await fileRows(t, ann.user.id)).filter((file) => file.id === uploaded.id);
    expect(await bucketKeys()).toEqual([row!.storageKey]);
    expect(row!.storageKey).toBe(`${ann.user.id}/${uploaded.id}.pdf`);
    expect(await localFiles(t.config.uploadsDir)).toEqual([]);
  });

  it('downloads the original whole and by byte range, and refuses a range past the end', async () => {
    const url = `/api/uploaded-files/${uploaded.id}/original`;
    const whole = await ann.get(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-length']).toBe(String(pdf.length));
    expect(whole.rawPayload.equals(pdf)).toBe(true);

    const part = await ann.get(url, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${pdf.length}`);
    expect(part.rawPayload.equals(pdf.subarray(100, 200))).toBe(true);

    const tail = await ann.get(url, { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(pdf.subarray(pdf.length - 10))).toBe(true);

    expect((await ann.get(url, { range: `bytes=${pdf.length + 10}-` })).statusCode).toBe(416);
  });

  it('says plainly when the original has gone from the bucket, and keeps the text', async () => {
    const other: UploadedFile = (
      await ann.upload('letter.txt', Buffer.from('Dear Mum, the ship sails on Monday.'))
    ).json();
    await s3.client.send(
      new DeleteObjectCommand({ Bucket: s3.bucket, Key: `${ann.user.id}/${other.id}.txt` }),
    );
    const response = await ann.get(`/api/uploaded-files/${other.id}/original`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(
      'The original of this file is missing from storage. Its text is still here; please upload the file again if you have it.',
    );
    const listed = (await ann.get('/api/uploaded-files')).json() as UploadedFile[];
    expect(listed.find((file) => file.id === other.id)?.content).toContain('the ship sails on Monday');
    expect((await ann.delete(`/api/uploaded-files/${other.id}`)).statusCode).toBe(204);
  });

  it('removes the object from the bucket when the file is deleted', async () => {
    expect((await ann.delete(`/api/uploaded-files/${uploaded.id}`)).statusCode).toBe(204);
    expect(await bucketKeys()).toEqual([]);
  });

  it('sweeps objects whose row never committed, and keeps the ones that have a row', async () => {
    const kept: UploadedFile = (
      await ann.upload('kept.txt', Buffer.from('We kept hens in the yard.'))
    ).json();
    const orphan = `${ann.user.id}/11111111-1111-4111-8111-111111111111.pdf`;
    await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: orphan, Body: 'no row for me' }));
    await s3.client.send(
      new PutObjectCommand({ Bucket: s3.bucket, Key: 'backups/notes.txt', Body: 'not ours' }),
    );

    const service = createUploadsService({
      repository: createUploadsRepository(t.db),
      storage: createStorage(t.config),
      ai: {} as never,
      jobs: { enqueue: async () => {} },
      log: { info: () => {}, warn: () => {} },
    });
    // Objects younger than ten minutes may be committing on another instance; the sweep runs "later" here.
    const later = () => Date.now() + 11 * 60 * 1000;
    expect(await service.sweep(Date.now())).toBe(0);

    // While the owner's import runs (its transaction holds the lock), its originals may not have rows yet.
    const importing = await t.pool.connect();
    try {
      await importing.query('begin');
      await importing.query(`select pg_advisory_xact_lock(hashtextextended($1, 0))`, [
        `archive-import:${ann.user.id}`,
      ]);
      expect(await service.sweep(later())).toBe(0);
      await importing.query('rollback');
    } finally {
      importing.release();
    }
    expect(await service.sweep(later())).toBe(1);
    expect(await bucketKeys()).toEqual(['backups/notes.txt', `${ann.user.id}/${kept.id}.txt`].sort());
  });
});

describe('an archive exported and imported on S3', () => {
  it('puts every imported original in the bucket, each downloading as it was exported', async () => {
    const carol = await t.signUp();
    const letter = Buffer.from('Dear Carol, the apple tree is in blossom again.');
    const pdf = makePdf(['Our wedding day, 12 June 1965.']);
    await carol.upload('blossom.txt', letter);
    await carol.upload('wedding.pdf', pdf);
    const exported = await carol.get('/api/export-memories');
    expect(exported.statusCode).toBe(200);

    const dora = await t.signUp();
    const imported = await dora.postFile('/api/import-archive', 'memories-archive.zip', exported.rawPayload, {
      type: 'application/zip',
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ imported: { files: 2 }, skipped: 0 });
    const files = (await dora.get('/api/uploaded-files')).json() as UploadedFile[];
    expect(files.map((file) => file.status)).toEqual(['ready', 'ready']);
    const keys = await bucketKeys();
    for (const file of files) {
      expect(keys).toContain(`${dora.user.id}/${file.id}${path.extname(file.originalName)}`);
      const original = await dora.get(`/api/uploaded-files/${file.id}/original`);
      expect(original.statusCode).toBe(200);
      expect(original.rawPayload.equals(file.originalName.endsWith('.pdf') ? pdf : letter)).toBe(true);
    }
    // Nothing of the import is left in scratch.
    expect(await localFiles(t.config.uploadsDir)).toEqual([]);
  });
});

describe('a memory recorded in the browser, on S3', () => {
  it('keeps the chunks in the bucket while recording, joins them into one original there, and transcribes it', async () => {
    const samples = await tempDir();
    try {
      const wav = await makeSpeechWav(
        'Hello. My name is Mary. I grew up on a farm with my mother and my father.',
        samples,
      );
      const webm = await convertToWebm(wav, samples);
      const eve = await t.signUp();
      const started = await t.app.inject({
        method: 'POST',
        url: '/api/recordings',
        headers: { cookie: eve.cookie },
        payload: { mimeType: 'audio/webm;codecs=opus' },
      });
      expect(started.statusCode, started.body).toBe(201);
      const { id } = started.json() as { id: string };
      const third = Math.ceil(webm.length / 3);
      for (const seq of [0, 2, 1]) {
        const sent = await t.app.inject({
          method: 'PUT',
          url: `/api/recordings/${id}/chunks/${seq}`,
          headers: { cookie: eve.cookie, 'content-type': 'application/octet-stream' },
          payload: webm.subarray(seq * third, (seq + 1) * third),
        });
        expect(sent.statusCode, sent.body).toBe(204);
      }
      const mine = async () => (await bucketKeys()).filter((key) => key.startsWith(`${eve.user.id}/`));
      expect((await mine()).filter((key) => key.endsWith('.chunk'))).toHaveLength(3);

      const finished = await t.app.inject({
        method: 'POST',
        url: `/api/recordings/${id}/finish`,
        headers: { cookie: eve.cookie },
        payload: { durationMs: 6000 },
      });
      expect(finished.statusCode, finished.body).toBe(201);
      const file = finished.json() as UploadedFile;
      expect((await eve.get(`/api/uploaded-files/${file.id}/original`)).rawPayload.equals(webm)).toBe(true);
      expect(await mine()).toEqual([`${eve.user.id}/${file.id}.webm`]);
      const done = await eventually(async () => {
        const listed = (await eve.get('/api/uploaded-files')).json() as UploadedFile[];
        const current = listed.find((candidate) => candidate.id === file.id);
        return current?.status === 'processing' ? undefined : current;
      }, 120_000);
      expect(done.status, done.failureReason ?? '').toBe('ready');
      expect(done.content).toMatch(/\bgrew up\b/i);
    } finally {
      await fs.rm(samples, { recursive: true, force: true });
    }
  }, 180_000);
});

describe('starting with a bucket that does not answer', () => {
  it('stops start-up with a sentence that says what to fix', async () => {
    await expect(
      createTestApp({ shareDatabaseWith: t, env: { ...s3.env, S3_BUCKET: 'heirloom-no-such-bucket' } }),
    ).rejects.toThrow(
      `Heirloom cannot start: the S3 bucket "heirloom-no-such-bucket" does not exist at ${s3.endpoint} (bucket heirloom-no-such-bucket). Create the bucket, or set S3_BUCKET to one that exists.`,
    );
  });
});
