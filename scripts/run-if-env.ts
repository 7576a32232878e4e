/**
 * `node scripts/run-if-env.ts VAR -- command args…`: runs the command with
 * TEST_DATABASE_URL set to $VAR when VAR is set; otherwise says why it did not.
 * Used to repeat the API tests on an external PostgreSQL (CI sets TEST_PG15_URL).
 */
import { spawnSync } from 'node:child_process';

const [variable, separator, command, ...args] = process.argv.slice(2);
if (!variable || separator !== '--' || !command) {
  console.error('usage: node scripts/run-if-env.ts VAR -- command [args…]');
  process.exit(2);
}
const url = process.env[variable];
if (!url) {
  console.log(`${variable} is not set: the API tests on an external PostgreSQL were not run.`);
  process.exit(0);
}
const binary = command === 'vitest' ? 'node_modules/.bin/vitest' : command;
const result = spawnSync(binary, args, { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url } });
process.exit(result.status ?? 1);
