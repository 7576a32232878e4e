/**
 * Where the originals of uploaded files live: local disk, or an S3-compatible
 * bucket (docs/decisions/101-upload-pipeline-and-storage.md, 1601). Keys are
 * chosen by the server (`<userId>/<fileId>.<ext>`), never taken from the client.
 */
import type { Readable } from 'node:stream';

const KEY_PATTERN = /^[0-9a-f-]{36}\/[0-9a-f-]{36}\.[a-z0-9]{1,8}$/;

/** Whether `key` has the form the server makes (`<uuid>/<uuid>.<ext>`). */
export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** Refuses any key the server did not make, so a bad key can never reach outside the originals. */
export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`invalid storage key: ${key}`);
}

const OWNER_PATTERN = /^[0-9a-f-]{36}$/;

/** Whether `ownerId` has the form of the first part of a key (a user's id). */
export function isStorageOwner(ownerId: string): boolean {
  return OWNER_PATTERN.test(ownerId);
}

/**
 * The file storage (an S3-compatible server) did not answer: refused, timed out, or failed on its side. The error
 * handler answers 503 naming the storage, not the database, and the log says which storage it was.
 */
export class StorageUnavailableError extends Error {
  readonly code = 'STORAGE_UNAVAILABLE';
  constructor(where: string, cause: unknown) {
    const detail =
      (cause as { code?: string; name?: string }).code ?? (cause as { name?: string }).name ?? 'error';
    super(`the file storage at ${where} did not answer (${detail})`, { cause });
    this.name = 'StorageUnavailableError';
  }
}

export interface StoredObject {
  key: string;
  sizeBytes: number;
  modifiedAt: Date;
}

export interface StorageProvider {
  /**
   * A directory on local disk where an upload is written before it is checked.
   * On local storage it is on the same file system as the originals, so
   * `putFile` is an atomic rename.
   */
  readonly scratchDir: string;
  /** Moves a finished local file (in `scratchDir`) into storage under `key`; the local file is gone afterwards. */
  putFile(key: string, localPath: string): Promise<void>;
  /** The stored bytes, optionally one inclusive byte range. Throws an error with code ENOENT when missing. */
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  /** Runs `use` with a local path holding the object (providers without local files download to scratch first). */
  withLocalFile<T>(key: string, use: (localPath: string) => Promise<T>): Promise<T>;
  /** Whether the object is stored (without reading it); other failures than "missing" throw. */
  exists(key: string): Promise<boolean>;
  /** Removes the object; removing a missing object is not an error. */
  delete(key: string): Promise<void>;
  /**
   * After a deleted account's objects are removed: removes what is left of the owner's place (on local disk their
   * empty folder; a bucket has no folders). A place that is missing or not empty is left as it is.
   */
  removeOwner(ownerId: string): Promise<void>;
  /** Every stored object, for the start-up sweep of originals whose database row never committed. */
  list(): AsyncIterable<StoredObject>;
  /** Prepares the storage (creates directories, checks the bucket answers); called once at start-up. */
  init(): Promise<void>;
}
