/**
 * Prints the slowest end-to-end tests of the run when it ends, so that a test which grows slower shows up in
 * every CI log, not only when the whole run nears its limit (docs/decisions/664).
 */
import path from 'node:path';
import type { FullConfig, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const HOW_MANY = 15;

interface Timed {
  name: string;
  seconds: number;
}

export default class SlowestTestsReporter implements Reporter {
  private rootDir = '';
  private readonly timed: Timed[] = [];

  onBegin(config: FullConfig) {
    this.rootDir = config.rootDir;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const project = test.parent.project()?.name ?? '';
    const where = `${path.relative(this.rootDir, test.location.file)}:${test.location.line}`;
    this.timed.push({ name: `[${project}] ${where} ${test.title}`, seconds: result.duration / 1000 });
  }

  onEnd() {
    if (this.timed.length === 0) return;
    const slowest = [...this.timed].sort((a, b) => b.seconds - a.seconds).slice(0, HOW_MANY);
    const lines = slowest.map(({ name, seconds }) => `${seconds.toFixed(1).padStart(7)} s  ${name}`);
    console.log(`\nThe ${slowest.length} slowest end-to-end tests of this run:\n${lines.join('\n')}`);
  }

  printsToStdio() {
    return false;
  }
}
