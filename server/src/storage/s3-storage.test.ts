/**
 * The S3 provider against a real S3-speaking server (s3rver): streamed multipart uploads, range reads, a
 * missing object read as ENOENT, listing page by page, deleting, and a start-up check that says what to fix.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3TestServer, startS3Server } from '../../test/fixtures/s3-server.ts';
import { createS3Storage } from './s3-storage.ts';
import type { StorageProvider } from './storage-provider.ts';

let s3: S3TestServer;
let scratchRoot: string;
let storage: StorageProvider;

const newKey = (ext = 'bin') => `${randomUUID()}/${randomUUID()}.${ext}`;

async function readAll(stream: AsyncIterable<Buffer>) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** A file in scratch, as an upload is after its check. */
async function scratchFile(data: Buffer) {
  const file = path.join(storage.scratchDir, `${randomUUID()}.part`);
  await fs.writeFile(file, data);
  return file;
}

beforeAll(async () => {
  s3 = await startS3Server();
  scratchRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'heirloom-s3-scratch-'));
  storage = createS3Storage({
    ...s3.options,
    scratchDir: path.join(scratchRoot, 'incoming'),
    partSize: 5 * 1024 * 1024,
  });
  await storage.init();
});

afterAll(async () => {
  await s3.close();
  await fs.rm(scratchRoot, { recursive: true, force: true });
});

describe('S3 storage', () => {
  it('streams a file up in parts, removes the local copy, and reads it back whole and by range', async () => {
    // 12 MiB in 5 MiB parts: three parts, so the multipart path is the one taken.
    const data = randomBytes(12 * 1024 * 1024);
    const local = await scratchFile(data);
    const key = newKey('wav');
    await storage.putFile(key, local);
    await expect(fs.access(local)).rejects.toMatchObject({ code: 'ENOENT' });

    expect((await readAll(await storage.read(key))).equals(data)).toBe(true);
    const start = 5 * 1024 * 1024 - 10;
    const part = await readAll(await storage.read(key, { start, end: start + 99 }));
    expect(part.equals(data.subarray(start, start + 100))).toBe(true);
  });

  it('reads a missing object as a missing file (code ENOENT), whole or by range', async () => {
    await expect(storage.read(newKey())).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(storage.read(newKey(), { start: 0, end: 9 })).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(storage.withLocalFile(newKey(), async () => 'used')).rejects.toMatchObject({
      code: 'ENOENT',
    });
  });

  it('hands a local copy with the same file name to withLocalFile, and removes it afterwards', async () => {
    const key = newKey('m4a');
    await storage.putFile(key, await scratchFile(Buffer.from('a short recording')));
    let seen = '';
    const answer = await storage.withLocalFile(key, async (localPath) => {
      seen = localPath;
      expect(path.basename(localPath)).toBe(path.basename(key));
      return fs.readFile(localPath, 'utf8');
    });
    expect(answer).toBe('a short recording');
    await expect(fs.access(seen)).rejects.toMatchObject({ code: 'ENOENT' });
    expect((await fs.readdir(storage.scratchDir)).filter((name) => name.startsWith('download-'))).toEqual([]);
  });

  it('tells whether an object is there, deletes it, and deleting a missing one is not an error', async () => {
    const key = newKey();
    await storage.putFile(key, await scratchFile(Buffer.from('gone soon')));
    expect(await storage.exists(key)).toBe(true);
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.read(key)).rejects.toMatchObject({ code: 'ENOENT' });
    await storage.delete(key);
  });

  it('refuses a key the server did not make', async () => {
    await expect(storage.read('../../etc/passwd')).rejects.toThrow('invalid storage key');
    await expect(storage.putFile('a/b', await scratchFile(Buffer.from('x')))).rejects.toThrow(
      'invalid storage key',
    );
  });

  it('lists every object page by page, with size and time, and leaves out keys it did not make', async () => {
    const bucket = await startS3Server();
    try {
      const paged = createS3Storage({
        ...bucket.options,
        scratchDir: path.join(scratchRoot, 'paged'),
        listPageSize: 7,
      });
      await paged.init();
      const owner = randomUUID();
      const keys = Array.from({ length: 30 }, () => `${owner}/${randomUUID()}.txt`);
      for (const [index, key] of keys.entries()) {
        await bucket.client.send(
          new PutObjectCommand({ Bucket: bucket.bucket, Key: key, Body: 'x'.repeat(index + 1) }),
        );
      }
      await bucket.client.send(
        new PutObjectCommand({ Bucket: bucket.bucket, Key: 'notes/readme.txt', Body: 'hi' }),
      );

      const listed = [];
      for await (const object of paged.list()) listed.push(object);
      expect(listed.map((object) => object.key).sort()).toEqual([...keys].sort());
      const sizes = new Map(listed.map((object) => [object.key, object.sizeBytes]));
      expect(keys.map((key) => sizes.get(key))).toEqual(keys.map((_, index) => index + 1));
      expect(listed.every((object) => Date.now() - object.modifiedAt.getTime() < 10 * 60 * 1000)).toBe(true);
    } finally {
      await bucket.close();
    }
  });
});

describe('S3 storage at start-up', () => {
  it('says the bucket does not exist, and how to fix it', async () => {
    const missing = createS3Storage({
      ...s3.options,
      bucket: 'no-such-bucket',
      scratchDir: path.join(scratchRoot, 'missing'),
    });
    await expect(missing.init()).rejects.toThrow(
      'Heirloom cannot start: the S3 bucket "no-such-bucket" does not exist at',
    );
    await expect(missing.init()).rejects.toThrow('Create the bucket, or set S3_BUCKET to one that exists.');
  });

  it('says the access key was refused when it is wrong', async () => {
    const refused = createS3Storage({
      ...s3.options,
      credentials: { accessKeyId: 'NOBODY', secretAccessKey: 'not-the-secret' },
      scratchDir: path.join(scratchRoot, 'refused'),
    });
    await expect(refused.init()).rejects.toThrow(
      /refused the access key\. Check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
  });

  it('says which settings to give when there is no access key at all', async () => {
    const saved = { ...process.env };
    // Nothing of this machine's own may stand in for the missing key.
    for (const name of Object.keys(process.env)) if (name.startsWith('AWS_')) delete process.env[name];
    Object.assign(process.env, {
      AWS_EC2_METADATA_DISABLED: 'true',
      AWS_SHARED_CREDENTIALS_FILE: path.join(scratchRoot, 'none'),
      AWS_CONFIG_FILE: path.join(scratchRoot, 'none'),
    });
    try {
      const keyless = createS3Storage({
        ...s3.options,
        credentials: undefined,
        scratchDir: path.join(scratchRoot, 'keyless'),
      });
      await expect(keyless.init()).rejects.toThrow(
        /no access key was found for the S3 storage at .*Set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
      );
    } finally {
      // The same environment object, as it was: the next test files in this process read it (isolate: false).
      for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
      Object.assign(process.env, saved);
    }
  });

  it('says the storage did not answer when nothing listens at S3_ENDPOINT', async () => {
    const nowhere = createS3Storage({
      ...s3.options,
      endpoint: 'http://127.0.0.1:9',
      scratchDir: path.join(scratchRoot, 'nowhere'),
    });
    await expect(nowhere.init()).rejects.toThrow(/did not answer .*Check S3_ENDPOINT/);
  });
});
