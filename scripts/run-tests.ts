/**
 * `npm test`: the unit, API and end-to-end tests, in that order, and then how long each phase took, so that a
 * phase growing slower shows in every run (docs/decisions/664). Every phase runs even when one before it failed,
 * so one run shows every failure; it then exits with the first failing phase's status.
 * With `TEST_PHASE_TIMES_FILE` set (CI sets it), each phase's time is also appended there as `name<TAB>seconds`.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';

const PHASES = [
  { name: 'unit', script: 'test:unit' },
  { name: 'API', script: 'test:api' },
  { name: 'end-to-end', script: 'test:e2e' },
];

const timesFile = process.env.TEST_PHASE_TIMES_FILE;
const took: { name: string; seconds: number }[] = [];
let status = 0;
for (const { name, script } of PHASES) {
  const started = performance.now();
  const result = spawnSync('npm', ['run', script], { stdio: 'inherit' });
  const seconds = Math.round((performance.now() - started) / 1000);
  took.push({ name, seconds });
  if (timesFile) appendFileSync(timesFile, `${name}\t${seconds}\n`);
  if (result.status !== 0 && status === 0) status = result.status ?? 1;
}

const minutes = (seconds: number) =>
  `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
console.log(`\nTest phase times${status === 0 ? '' : ' (a phase failed: see above)'}:`);
for (const { name, seconds } of took)
  console.log(`  ${name.padEnd(16)} ${String(seconds).padStart(5)} s  (${minutes(seconds)})`);
process.exit(status);
