/**
 * What the person who runs Heirloom does from a terminal, done by a spec
 * against the e2e server's own database.
 */
import { withServerDatabase } from './server-database.ts';

/**
 * `npm run user:reset-password -- <email>`: the same function the script calls,
 * on the running server's embedded database. Answers the link's path and query.
 */
export async function operatorResetLink(email: string): Promise<string> {
  const port = process.env.E2E_PORT ?? '4300';
  const { makePasswordResetLink } = await import(
    '#server/modules/password-reset/make-password-reset-link.ts'
  );
  const link = await withServerDatabase((connection) =>
    makePasswordResetLink(connection.db, email, `http://127.0.0.1:${port}`),
  );
  if (!link) throw new Error(`no account uses ${email}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
