/**
 * Where an import keeps the originals it has checked until its rows commit:
 * a folder of its own in storage's scratch directory, `import-<userId>-<random>`.
 * The sweep of stray files never looks into storage for these, and removes a
 * staging folder only when no import of that person is running (its advisory
 * lock is free), however old its files are: a restore may take hours.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

const PREFIX = 'import-';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Makes a new, private staging folder for one import of `userId`. */
export async function makeStagingDir(scratchDir: string, userId: string): Promise<string> {
  const dir = path.join(scratchDir, `${PREFIX}${userId}-${randomUUID()}`);
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  return dir;
}

/** Removes the staging folders of imports that are no longer running; answers how many. */
export async function sweepStagingDirs(
  scratchDir: string,
  importRunning: (userId: string) => Promise<boolean>,
): Promise<number> {
  let removed = 0;
  const entries = await fs.readdir(scratchDir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isDirectory() || !entry.name.startsWith(PREFIX)) continue;
    const userId = entry.name.slice(PREFIX.length, PREFIX.length + 36);
    if (!UUID.test(userId)) continue;
    if (await importRunning(userId)) continue;
    await fs.rm(path.join(scratchDir, entry.name), { recursive: true, force: true });
    removed++;
  }
  return removed;
}
