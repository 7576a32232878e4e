/**
 * `npm run waitlist:export`: prints everyone on the beta waitlist as CSV
 * (email, role, joined_at), oldest first, so invitations can be sent.
 * Uses DATABASE_URL, or the embedded database in DATA_DIR.
 */
import { parseConfig } from '#server/config.ts';
import { connectDatabase } from '#server/db/connect.ts';
import { createWaitlistRepository } from '#server/modules/waitlist/waitlist.repository.ts';

/** Quotes a CSV field when it needs it, and defuses spreadsheet formulas. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const connection = await connectDatabase(parseConfig());
try {
  const entries = await createWaitlistRepository(connection.db).listAll();
  process.stdout.write('email,role,joined_at\n');
  for (const entry of entries) {
    process.stdout.write(`${csvField(entry.email)},${entry.role},${entry.createdAt.toISOString()}\n`);
  }
  console.error(`${entries.length} ${entries.length === 1 ? 'person' : 'people'} on the waitlist.`);
} finally {
  await connection.close();
}
