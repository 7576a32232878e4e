/**
 * What the person who runs Heirloom does from a terminal, done by a spec
 * against the e2e server's own database (found through its data folder).
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Where start-server.ts writes the data folder of the e2e server listening on `port`. */
export const e2eDataDirFile = (port: string) => path.join(os.tmpdir(), `heirloom-e2e-${port}.data-dir`);

/**
 * Where start-server.ts writes the folder of the client it built for the server on `port`, so a spec that starts a
 * server of its own (family.spec.ts, with e-mail) reuses that build instead of making another.
 */
export const e2eClientDirFile = (port: string) => path.join(os.tmpdir(), `heirloom-e2e-${port}.client-dir`);

/**
 * `npm run user:reset-password -- <email>`: the same function the script calls,
 * on the running server's embedded database. Answers the link's path and query.
 */
export async function operatorResetLink(email: string): Promise<string> {
  const port = process.env.E2E_PORT ?? '4300';
  const dataDir = readFileSync(e2eDataDirFile(port), 'utf8');
  const { parseConfig } = await import('#server/config.ts');
  const { connectDatabase } = await import('#server/db/connect.ts');
  const { makePasswordResetLink } = await import(
    '#server/modules/password-reset/make-password-reset-link.ts'
  );
  const connection = await connectDatabase(parseConfig({ DATA_DIR: dataDir }));
  try {
    const link = await makePasswordResetLink(connection.db, email, `http://127.0.0.1:${port}`);
    if (!link) throw new Error(`no account uses ${email}`);
    const url = new URL(link);
    return `${url.pathname}${url.search}`;
  } finally {
    await connection.close();
  }
}
