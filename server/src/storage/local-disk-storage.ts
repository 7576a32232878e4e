import fs from 'node:fs/promises';
import path from 'node:path';
import {
  assertStorageKey,
  isStorageKey,
  isStorageOwner,
  type StorageProvider,
  type StoredObject,
} from './storage-provider.ts';

/**
 * Originals under `<root>/files/<userId>/<fileId>.<ext>`, uploads in progress
 * under `<root>/incoming/` (same file system, so moving a checked upload into
 * place is one atomic rename).
 */
export function createLocalDiskStorage(root: string): StorageProvider {
  const filesDir = path.join(root, 'files');
  const scratchDir = path.join(root, 'incoming');

  function pathOf(key: string): string {
    // Keys are made by the server; refusing anything else keeps a bad key from ever escaping the directory.
    assertStorageKey(key);
    return path.join(filesDir, key);
  }

  return {
    scratchDir,
    async init() {
      await fs.mkdir(filesDir, { recursive: true });
      await fs.mkdir(scratchDir, { recursive: true });
    },
    async putFile(key, localPath) {
      const target = pathOf(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.rename(localPath, target);
    },
    async read(key, range) {
      const file = pathOf(key);
      // Open first so a missing file fails here (ENOENT), not later mid-response.
      const handle = await fs.open(file, 'r');
      return handle.createReadStream({ start: range?.start, end: range?.end, autoClose: true });
    },
    async withLocalFile(key, use) {
      const file = pathOf(key);
      await fs.access(file);
      return use(file);
    },
    async exists(key) {
      try {
        return (await fs.stat(pathOf(key))).isFile();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(pathOf(key), { force: true });
    },
    async removeOwner(ownerId) {
      if (!isStorageOwner(ownerId)) throw new Error(`invalid storage owner: ${ownerId}`);
      // rmdir removes only an empty folder: a file that arrived meanwhile stays, for the start-up sweep.
      await fs.rmdir(path.join(filesDir, ownerId)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT' && error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
      });
    },
    async *list(): AsyncIterable<StoredObject> {
      let owners: string[];
      try {
        owners = await fs.readdir(filesDir);
      } catch {
        return;
      }
      for (const owner of owners) {
        let names: string[];
        try {
          names = await fs.readdir(path.join(filesDir, owner));
        } catch {
          continue;
        }
        for (const name of names) {
          const key = `${owner}/${name}`;
          if (!isStorageKey(key)) continue;
          const stats = await fs.stat(path.join(filesDir, key)).catch(() => undefined);
          if (stats?.isFile()) yield { key, sizeBytes: stats.size, modifiedAt: stats.mtime };
        }
      }
    },
  };
}
