/**
 * The e2e server's own embedded database, reached as the operator's scripts reach it: through the data folder that
 * start-server.ts wrote down for the server's port. For what a person cannot do quickly through the app (an
 * operator's command, a lifetime of rows made in one statement).
 */
import { readFileSync } from 'node:fs';
import type { DatabaseConnection } from '#server/db/connect.ts';
import { e2eDataDirFile } from './server-files.ts';

/** Connects to the running e2e server's database, runs `work` on it, and always closes the connection. */
export async function withServerDatabase<T>(
  work: (connection: DatabaseConnection) => Promise<T>,
): Promise<T> {
  const port = process.env.E2E_PORT ?? '4300';
  const dataDir = readFileSync(e2eDataDirFile(port), 'utf8');
  const { parseConfig } = await import('#server/config.ts');
  const { connectDatabase } = await import('#server/db/connect.ts');
  const connection = await connectDatabase(parseConfig({ DATA_DIR: dataDir }));
  try {
    return await work(connection);
  } finally {
    await connection.close();
  }
}
