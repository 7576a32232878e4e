/** The number of failure lines repeated at the end of `npm test`: enough to name every failure of a bad run. */
const MOST_LINES = 40;

// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape sequences that colour a terminal's text
const COLOURS = /\u001b\[[0-9;]*m/g;

/**
 * The lines of a test run's output that name a failed test or file: Vitest's `FAIL` and `×` lines, and
 * Playwright's `✘` lines and numbered failure headings. Each once, in order, colours removed.
 */
export function failureLines(output: string): string[] {
  const seen = new Set<string>();
  for (const raw of output.split('\n')) {
    const line = raw.replace(COLOURS, '').trimEnd();
    const namesFailure =
      /^\s*FAIL\s/.test(line) || /^\s*[×✘]\s/.test(line) || /^\s+\d+\) \[[^\]]+\] › /.test(line);
    if (namesFailure) seen.add(`  ${line.trim()}`);
    if (seen.size >= MOST_LINES) break;
  }
  return [...seen];
}
