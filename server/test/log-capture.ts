import { Writable } from 'node:stream';

/**
 * Keeps everything an app logs, for tests that check what the log says and what it leaves out: hand `stream` to
 * createTestApp's `logStream`, then read `text()`.
 */
export function captureLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { stream, text: () => lines.join('') };
}
