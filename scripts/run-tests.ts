/**
 * `npm test`: the unit, API and end-to-end tests, in that order, and then how long each phase took, so that a
 * phase growing slower shows in every run (docs/decisions/664). Every phase runs even when one before it failed,
 * so one run shows every failure; it then exits with the first failing phase's status.
 * With `TEST_PHASE_TIMES_FILE` set (CI sets it), each phase's time is also appended there as `name<TAB>seconds`.
 *
 * The lines that name a failed test are repeated at the very end: a CI log is often kept only as its last page,
 * and a failure printed twenty minutes earlier would otherwise be lost from it.
 */
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { failureLines } from './test-failure-lines.ts';

const PHASES = [
  { name: 'unit', script: 'test:unit' },
  { name: 'API', script: 'test:api' },
  { name: 'end-to-end', script: 'test:e2e' },
];

/** Runs one npm script with its output passed through as it comes, and answers its status and output. */
function runScript(script: string): Promise<{ status: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { stdio: ['inherit', 'pipe', 'pipe'] });
    const chunks: string[] = [];
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      chunks.push(chunk.toString());
    });
    child.stderr.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      chunks.push(chunk.toString());
    });
    child.on('close', (code, signal) =>
      resolve({ status: code ?? (signal ? 1 : 0), output: chunks.join('') }),
    );
  });
}

const timesFile = process.env.TEST_PHASE_TIMES_FILE;
const took: { name: string; seconds: number; failed: boolean }[] = [];
const failures: string[] = [];
let status = 0;
for (const { name, script } of PHASES) {
  const started = performance.now();
  const result = await runScript(script);
  const seconds = Math.round((performance.now() - started) / 1000);
  const failed = result.status !== 0;
  took.push({ name, seconds, failed });
  if (timesFile) appendFileSync(timesFile, `${name}\t${seconds}\n`);
  if (failed) {
    const lines = failureLines(result.output);
    failures.push(
      `${name} (exit ${result.status}):`,
      ...(lines.length > 0 ? lines : ['  (no test named; see above)']),
    );
    if (status === 0) status = result.status;
  }
}

const minutes = (seconds: number) =>
  `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
console.log(`\nTest phase times${status === 0 ? '' : ' (a phase failed: see below)'}:`);
for (const { name, seconds, failed } of took)
  console.log(
    `  ${name.padEnd(16)} ${String(seconds).padStart(5)} s  (${minutes(seconds)})${failed ? '  FAILED' : ''}`,
  );
if (failures.length > 0) console.log(`\nWhat failed:\n${failures.join('\n')}`);
process.exit(status);
