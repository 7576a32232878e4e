/**
 * `npm run user:reset-password -- <email>`: prints a link that sets a new
 * password for the account with this email, for the operator to hand over when
 * this Heirloom cannot send e-mail. The link works for one hour and once; a
 * newer link replaces it. Works while the app runs, on the embedded or an
 * external PostgreSQL (docs/decisions/1502).
 */
import { parseConfig } from '#server/config.ts';
import { connectDatabase } from '#server/db/connect.ts';
import { makePasswordResetLink } from '#server/modules/password-reset/make-password-reset-link.ts';

const email = process.argv[2]?.trim();
if (!email) {
  console.error(
    'Please give the email address of the account, like this: npm run user:reset-password -- rose@example.org',
  );
  process.exit(1);
}
const config = parseConfig();
const base =
  config.publicUrl ?? `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${config.port}`;
const connection = await connectDatabase(config);
// Stopping the embedded database resets process.exitCode, so the outcome is kept here.
let failed = false;
try {
  const link = await makePasswordResetLink(connection.db, email, base);
  if (!link) {
    console.error(`No account uses the email ${email}. Please check the spelling.`);
    failed = true;
  } else {
    console.log(`Give this link to the person; it works for one hour, and only once:\n\n${link}\n`);
    if (!config.publicUrl)
      console.log(
        "PUBLIC_URL is not set, so the link starts with this server's own address. If people reach Heirloom at another address, replace the start of the link with it.",
      );
  }
} catch (error) {
  console.error(`No link was made: ${(error as Error).message}`);
  failed = true;
} finally {
  await connection.close();
}
process.exit(failed ? 1 : 0);
