/**
 * `npm run restore -- <backup folder>`: restores a backup made by `npm run backup`
 * into a new, empty database (DATABASE_URL, or the embedded one in a new DATA_DIR)
 * and an empty uploads directory. Stop the app first.
 */
import path from 'node:path';
import { restoreBackup } from '#server/backup/backup.ts';
import { parseConfig } from '#server/config.ts';
import { connectDatabase } from '#server/db/connect.ts';

const source = process.argv[2];
if (!source) {
  console.error('Usage: npm run restore -- <backup folder>');
  process.exit(2);
}
const config = parseConfig();
const connection = await connectDatabase(config);
try {
  const manifest = await restoreBackup(connection.pool, config.uploadsDir, path.resolve(source));
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `Restored ${rows} rows and ${manifest.uploadFiles} uploaded files from the backup of ${manifest.createdAt}.`,
  );
  if (config.s3) {
    console.log(
      `The uploaded originals live in the S3 bucket ${config.s3.bucket}: restore them into it with the bucket's own tools (for example aws s3 sync), or the files will say their original is missing.`,
    );
  }
} catch (error) {
  console.error(`Nothing was restored: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await connection.close();
}
