import type { AppConfig } from '../config.ts';
import { createDatabase, ensureDatabaseExists } from './client.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { runMigrations } from './migrate.ts';

export interface DatabaseConnection extends ReturnType<typeof createDatabase> {
  url: string;
  /** Closes the pool and, when embedded, stops the server. */
  close(): Promise<void>;
}

/**
 * DATABASE_URL set: use that server. Unset: start the embedded server in the
 * data directory. Either way the schema is migrated before the app answers.
 */
export async function connectDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'embeddedPostgres'>,
  log: (message: string) => void = () => {},
): Promise<DatabaseConnection> {
  let url = config.databaseUrl;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (!url) {
    const embedded = await startEmbeddedPostgres({ ...config.embeddedPostgres, log });
    stopEmbedded = embedded.stop;
    url = await ensureDatabaseExists(embedded.url, 'heirloom');
  }
  const connection = createDatabase(url);
  try {
    await runMigrations(connection.pool);
  } catch (error) {
    await connection.pool.end();
    await stopEmbedded?.();
    throw error;
  }
  return {
    ...connection,
    url,
    async close() {
      await connection.pool.end();
      await stopEmbedded?.();
    },
  };
}
