import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  assertStorageKey,
  isStorageKey,
  type StorageProvider,
  StorageUnavailableError,
  type StoredObject,
} from './storage-provider.ts';

/** How to reach the bucket (see `S3_*` in config.ts). */
export interface S3StorageOptions {
  bucket: string;
  /** For S3-compatible servers (MinIO, Garage, Ceph…); unset means AWS itself. */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's own chain (environment, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
  /** A local folder for uploads being checked and for downloads `withLocalFile` needs. */
  scratchDir: string;
  /** Keys per ListObjectsV2 page (S3's own most is 1000); smaller only in tests. */
  listPageSize?: number;
  /** Multipart part size in bytes (S3's least is 5 MiB). */
  partSize?: number;
}

const DOWNLOAD_PREFIX = 'download-';
/** A download folder left by a process that died is removed at the next start once it is this old. */
const DOWNLOAD_STALE_AFTER_MS = 60 * 60 * 1000;

/**
 * Originals in an S3-compatible bucket under the same keys as on local disk
 * (decision 1601). Uploads are checked in a local scratch folder first, then
 * streamed up in parts; nothing is in the bucket until the whole object is.
 */
export function createS3Storage(options: S3StorageOptions): StorageProvider {
  const { bucket, scratchDir } = options;
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
  });
  const where = options.endpoint ? `${options.endpoint} (bucket ${bucket})` : `bucket ${bucket}`;
  /** Every request to the bucket: a storage that does not answer is named as such (StorageUnavailableError). */
  const reach = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw isUnreachable(error) ? new StorageUnavailableError(where, error) : error;
    }
  };

  return {
    scratchDir,

    async init() {
      await fs.mkdir(scratchDir, { recursive: true });
      await removeStaleDownloads(scratchDir);
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        throw new Error(bucketProblem(error, bucket, where), { cause: error });
      }
    },

    async putFile(key, localPath) {
      assertStorageKey(key);
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: key, Body: createReadStream(localPath) },
        partSize: options.partSize ?? 8 * 1024 * 1024,
        queueSize: 4,
      });
      await reach(() => upload.done());
      // Only once the object is whole in the bucket: until then the local file is the only copy.
      await fs.rm(localPath, { force: true });
    },

    async read(key, range) {
      assertStorageKey(key);
      try {
        const answer = await reach(() =>
          client.send(
            new GetObjectCommand({
              Bucket: bucket,
              Key: key,
              Range: range ? `bytes=${range.start}-${range.end}` : undefined,
            }),
          ),
        );
        // In Node the body is the response stream itself (an IncomingMessage, a Readable).
        return answer.Body as Readable;
      } catch (error) {
        throw missingAsEnoent(error, key);
      }
    },

    async withLocalFile(key, use) {
      assertStorageKey(key);
      // A folder of its own keeps the key's file name (an AI endpoint may judge the format by the extension).
      const folder = await fs.mkdtemp(path.join(scratchDir, DOWNLOAD_PREFIX));
      try {
        const localPath = path.join(folder, path.basename(key));
        await pipeline(await this.read(key), createWriteStream(localPath));
        return await use(localPath);
      } finally {
        await fs.rm(folder, { recursive: true, force: true });
      }
    },

    async exists(key) {
      assertStorageKey(key);
      try {
        await reach(() => client.send(new HeadObjectCommand({ Bucket: bucket, Key: key })));
        return true;
      } catch (error) {
        if ((missingAsEnoent(error, key) as { code?: string }).code === 'ENOENT') return false;
        throw error;
      }
    },

    async delete(key) {
      assertStorageKey(key);
      // S3 answers a delete of a missing key with success too.
      await reach(() => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key })));
    },

    async removeOwner() {
      // A bucket has no folders: once an owner's objects are deleted, nothing of theirs is left.
    },

    async *list(): AsyncIterable<StoredObject> {
      let continuationToken: string | undefined;
      do {
        const page = await reach(() =>
          client.send(
            new ListObjectsV2Command({
              Bucket: bucket,
              ContinuationToken: continuationToken,
              MaxKeys: options.listPageSize ?? 1000,
            }),
          ),
        );
        for (const object of page.Contents ?? []) {
          // Anything else in a shared bucket is not ours to sweep.
          if (!object.Key || !isStorageKey(object.Key)) continue;
          yield {
            key: object.Key,
            sizeBytes: object.Size ?? 0,
            modifiedAt: object.LastModified ?? new Date(),
          };
        }
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
    },
  };
}

const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
]);

/** The storage did not answer (a network failure, a timeout) or failed on its side (5xx). */
function isUnreachable(error: unknown): boolean {
  const status = statusOf(error);
  if (status !== undefined) return status >= 500;
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const { code, name } = current as { code?: string; name?: string };
    if ((code && UNREACHABLE_CODES.has(code)) || name === 'TimeoutError') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

/** A missing object reads like a missing file on disk (code ENOENT), which every caller already handles. */
function missingAsEnoent(error: unknown, key: string): unknown {
  const name = (error as { name?: string }).name;
  if (name === 'NoSuchKey' || name === 'NotFound' || statusOf(error) === 404) {
    return Object.assign(new Error(`no stored object ${key}`, { cause: error }), { code: 'ENOENT' });
  }
  return error;
}

/** What an operator should do when the bucket does not answer at start-up. */
function bucketProblem(error: unknown, bucket: string, where: string): string {
  if ((error as { name?: string }).name === 'CredentialsProviderError') {
    return `Heirloom cannot start: no access key was found for the S3 storage at ${where}. Set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or give this machine AWS credentials (for example an instance role or AWS_PROFILE).`;
  }
  const status = statusOf(error);
  if (status === 404) {
    return `Heirloom cannot start: the S3 bucket "${bucket}" does not exist at ${where}. Create the bucket, or set S3_BUCKET to one that exists.`;
  }
  if (status === 401 || status === 403) {
    return `Heirloom cannot start: the S3 storage at ${where} refused the access key. Check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, and that the key may read, write, list and delete in the bucket.`;
  }
  if (status === 301 || status === 400) {
    return `Heirloom cannot start: the S3 storage at ${where} refused the request (${status}). Check S3_REGION is the bucket's region, and set S3_FORCE_PATH_STYLE=true for servers such as MinIO.`;
  }
  const detail = (error as Error).message || (error as { code?: string }).code || String(error);
  return `Heirloom cannot start: the S3 storage at ${where} did not answer (${detail}). Check S3_ENDPOINT, and that the storage server is running and reachable from this machine.`;
}

/** Download folders of a process that stopped mid-read; nothing else in scratch is touched here. */
async function removeStaleDownloads(scratchDir: string, now = Date.now()) {
  const names = await fs.readdir(scratchDir).catch(() => [] as string[]);
  for (const name of names) {
    if (!name.startsWith(DOWNLOAD_PREFIX)) continue;
    const folder = path.join(scratchDir, name);
    const stats = await fs.stat(folder).catch(() => undefined);
    if (stats && now - stats.mtimeMs > DOWNLOAD_STALE_AFTER_MS) {
      await fs.rm(folder, { recursive: true, force: true });
    }
  }
}
