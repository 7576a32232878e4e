/**
 * The sandboxed runner: document text comes from a child process limited in
 * address space (`prlimit --as`, when available) and in time, so a PDF bomb,
 * a zip bomb or a parser bug costs one child, never the server.
 * See docs/decisions/102-extraction-sandbox.md.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { limitedNodeCommand, OUT_OF_MEMORY_WORDS } from '#server/lib/limited-node.ts';
import { ExtractionError, extractionMessages } from './extraction-errors.ts';

const CHILD_SCRIPT = fileURLToPath(new URL('./extract-child.ts', import.meta.url));

export interface ExtractOptions {
  /** Address-space cap of the child (V8 needs about 1.5 GB of it just to start). */
  memoryBytes?: number;
  timeoutMs?: number;
}

export const extractionDefaults = {
  memoryBytes: 2 * 1024 * 1024 * 1024,
  timeoutMs: 60_000,
  /** More text than this is not a memory any more; the child is stopped. */
  maxOutputBytes: 256 * 1024 * 1024,
};

/** The text of the document at `path`, or an ExtractionError whose message tells the person what to do. */
export async function extractDocument(
  path: string,
  extension: 'pdf' | 'docx' | 'epub' | 'txt',
  options: ExtractOptions = {},
): Promise<string> {
  const memoryBytes = options.memoryBytes ?? extractionDefaults.memoryBytes;
  const timeoutMs = options.timeoutMs ?? extractionDefaults.timeoutMs;
  const nodeArgs = [
    '--max-old-space-size=512',
    '--disable-warning=ExperimentalWarning',
    CHILD_SCRIPT,
    path,
    extension,
  ];
  const [command, args] = await limitedNodeCommand({ resource: 'as', bytes: memoryBytes }, nodeArgs);

  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { PATH: process.env.PATH },
    });
    const chunks: Buffer[] = [];
    let outputBytes = 0;
    let stderr = '';
    let failure: string | undefined;
    const timer = setTimeout(() => {
      failure = extractionMessages.tooComplex;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      outputBytes += chunk.length;
      if (outputBytes > extractionDefaults.maxOutputBytes) {
        failure = extractionMessages.tooComplex;
        child.kill('SIGKILL');
        return;
      }
      chunks.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 10_000) stderr += chunk.toString('utf8');
    });
    child.on('error', () => {
      clearTimeout(timer);
      reject(new ExtractionError(extractionMessages.unreadable));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (failure) return reject(new ExtractionError(failure));
      if (code !== 0 || signal) {
        const outOfMemory = OUT_OF_MEMORY_WORDS.test(stderr);
        return reject(
          new ExtractionError(outOfMemory ? extractionMessages.tooComplex : extractionMessages.unreadable),
        );
      }
      try {
        const result = JSON.parse(Buffer.concat(chunks).toString('utf8')) as
          | { ok: true; text: string }
          | { ok: false; message: string };
        if (result.ok) resolve(result.text);
        else reject(new ExtractionError(result.message));
      } catch {
        reject(new ExtractionError(extractionMessages.unreadable));
      }
    });
  });
}
