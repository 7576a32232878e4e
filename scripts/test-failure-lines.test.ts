import { describe, expect, it } from 'vitest';
import { failureLines } from './test-failure-lines.ts';

describe('the failures repeated at the end of npm test', () => {
  it('names the failed Vitest files and tests, once each, without colours', () => {
    const output = [
      ' \u001b[32m✓\u001b[39m api server/test/ok.test.ts (3 tests) 120ms',
      ' \u001b[31m❯\u001b[39m api server/test/uploads.test.ts (9 tests | 1 failed) 9120ms',
      '     \u001b[31m×\u001b[39m a stalled upload is cut off and leaves nothing 6003ms',
      ' FAIL  api  server/test/uploads.test.ts > uploads > a stalled upload is cut off and leaves nothing',
      ' FAIL  api  server/test/uploads.test.ts > uploads > a stalled upload is cut off and leaves nothing',
      'AssertionError: expected 200 to be 413',
    ].join('\n');
    expect(failureLines(output)).toEqual([
      '  × a stalled upload is cut off and leaves nothing 6003ms',
      '  FAIL  api  server/test/uploads.test.ts > uploads > a stalled upload is cut off and leaves nothing',
    ]);
  });

  it('names the failed Playwright tests from the list and from the summary', () => {
    const output = [
      '  ✓  12 [desktop] › e2e/auth.spec.ts:4:3 › accounts › sign up (4.1s)',
      '  ✘  13 [phone] › e2e/chapters.spec.ts:308:3 › the chapter editor › make a word bold (45.0s)',
      '  1) [phone] › e2e/chapters.spec.ts:308:3 › the chapter editor › make a word bold ───────',
      '  1 failed',
    ].join('\n');
    expect(failureLines(output)).toEqual([
      '  ✘  13 [phone] › e2e/chapters.spec.ts:308:3 › the chapter editor › make a word bold (45.0s)',
      '  1) [phone] › e2e/chapters.spec.ts:308:3 › the chapter editor › make a word bold ───────',
    ]);
  });

  it('answers nothing for a run that passed', () => {
    expect(failureLines(' Test Files  52 passed (52)\n      Tests  632 passed (632)')).toEqual([]);
  });
});
