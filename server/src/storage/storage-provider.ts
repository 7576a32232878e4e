/**
 * Where the originals of uploaded files live. Local disk today; an
 * S3-compatible provider can implement the same interface later (see
 * docs/decisions/101-upload-pipeline-and-storage.md). Keys are chosen by the
 * server (`<userId>/<fileId>.<ext>`), never taken from the client.
 */
import type { Readable } from 'node:stream';

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
  /** Removes the object; removing a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored object, for the start-up sweep of originals whose database row never committed. */
  list(): AsyncIterable<StoredObject>;
  /** Prepares the storage (creates directories); called once at start-up. */
  init(): Promise<void>;
}
