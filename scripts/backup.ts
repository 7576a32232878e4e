/**
 * `npm run backup [-- folder]`: a consistent backup of the database and the
 * uploaded originals into a new folder (default ./backups/heirloom-<time>).
 * Works while the app runs, on the embedded or an external PostgreSQL.
 */
import path from 'node:path';
import { createBackup } from '#server/backup/backup.ts';
import { parseConfig } from '#server/config.ts';
import { connectDatabase } from '#server/db/connect.ts';

// Everything this process writes is for its owner only: the backup holds every memory, hash and session.
process.umask(0o077);
const config = parseConfig();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const target = path.resolve(process.argv[2] ?? path.join('backups', `heirloom-${stamp}`));
const connection = await connectDatabase(config);
try {
  const manifest = await createBackup(connection.pool, config.uploadsDir, target);
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `Backed up ${rows} rows in ${manifest.tables.length} tables and ${manifest.uploadFiles} uploaded files to ${target}`,
  );
  if (config.s3) {
    // The folder holds only the database then; saying so stops anyone taking it for the whole family archive.
    console.log(
      `The uploaded originals are in the S3 bucket ${config.s3.bucket}, not in this folder. Back the bucket up with its own tools too (turn on versioning, or copy it, for example: aws s3 sync s3://${config.s3.bucket} ${path.join(target, 'bucket')}).`,
    );
  }
} catch (error) {
  console.error(`The backup did not complete: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await connection.close();
}
