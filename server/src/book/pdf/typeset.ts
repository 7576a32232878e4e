/**
 * Typst in a child process capped in memory and in time (decision 1004, after the extraction sandbox of decision
 * 102): the largest book a person can make costs at most the cap, and can never take the server's memory with it.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { limitedNodeCommand, OUT_OF_MEMORY_WORDS } from '#server/lib/limited-node.ts';
import type { TypesetInput, TypesetOutput } from './typeset-child.ts';

/** What a finished typesetting gives back. */
export type Typeset = Exclude<TypesetOutput, { error: string }>;

const CHILD_SCRIPT = fileURLToPath(new URL('./typeset-child.ts', import.meta.url));

export interface TypesetLimits {
  /**
   * Cap on the child's private writable memory (`prlimit --data`): Node needs about 700 MB of it to start,
   * Typst and the fonts the rest.
   */
  memoryBytes?: number;
  /** Past this the child is killed. */
  timeBudgetMs?: number;
}

export const typesettingDefaults = {
  /**
   * The 60-chapter bench book (about 370 pages, 730 in large print: 550 MB resident at its peak) needs between
   * 1 and 1.5 GB of this cap; 3 GB sets a book twice as long (1,450 large-print pages, 1.4 GB resident) and
   * stops one four times as long (2,900 pages, which would take 4.8 GB).
   */
  memoryBytes: 3 * 1024 * 1024 * 1024,
  /** Longer than any real book needs (the bench book takes about 5 s); a compile past it is stopped. */
  timeBudgetMs: 5 * 60_000,
  /** V8's own heap holds only the book's JSON and the compiler's small answers; Typst's memory is native. */
  maxOldSpaceMb: 1024,
};

/** What a person is told when the book ran into a limit, with what to do about it. */
export const typesettingMessages = {
  tooLarge:
    'Your book is too large to typeset in one piece: it needed more memory than this server allows for a book. Your memories and chapters are safe. Please make the book shorter, for example by taking some memories out of the longest chapters, then click “Make the Book” again.',
  tooSlow:
    'Typesetting your book took too long, so it was stopped. Your memories and chapters are safe. Please click “Make the Book” to try again; if it stops again, the book is too large to typeset in one piece: take some memories out of the longest chapters and make it again.',
} as const;

/** The book ran into the typesetter's memory cap or time budget; the message can be shown as it is. */
export class TypesettingLimitError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TypesettingLimitError';
  }
}

/** A reason the typesetter gave (Typst's complaint, or an unexplained stop), for the log, not for the person. */
const typesettingFailed = (reason: string) => new Error(`The book could not be typeset: ${reason}`);

/**
 * Typesets the book's virtual files into a PDF at `pdfPath` in a child process started for this book. The
 * caller removes `pdfPath` when this rejects: a child stopped mid-write may leave part of a file there.
 */
export async function typesetInChild(input: TypesetInput, limits: TypesetLimits = {}): Promise<Typeset> {
  const memoryBytes = limits.memoryBytes ?? typesettingDefaults.memoryBytes;
  const timeBudgetMs = limits.timeBudgetMs ?? typesettingDefaults.timeBudgetMs;
  // Not the address space, as for extraction: Typst's threads and the allocator's arenas reserve many gigabytes
  // they never touch (11 GB for a 1.4 GB book), and the more the cap allows, the more they reserve.
  const [command, args] = await limitedNodeCommand({ resource: 'data', bytes: memoryBytes }, [
    `--max-old-space-size=${typesettingDefaults.maxOldSpaceMb}`,
    '--disable-warning=ExperimentalWarning',
    CHILD_SCRIPT,
  ]);

  return new Promise((resolve, reject) => {
    // The book's words go in on stdin, never on the command line, and the child sees none of the server's
    // settings (database address, secrets): only PATH.
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'], env: { PATH: process.env.PATH } });
    let stdout = '';
    let stderr = '';
    let stopped: string | undefined;
    const timer = setTimeout(() => {
      stopped = typesettingMessages.tooSlow;
      child.kill('SIGKILL');
    }, timeBudgetMs);
    child.stdout.on('data', (chunk: Buffer) => {
      // The answer holds a page anchor per paragraph (decision 1013): some 40 bytes each, 100 kB for a long book.
      if (stdout.length < 16_000_000) stdout += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 10_000) stderr += chunk.toString('utf8');
    });
    // A child that dies before it has read its input closes the pipe; its exit says why.
    child.stdin.on('error', () => {});
    child.stdin.end(JSON.stringify(input));
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(typesettingFailed(error.message));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (stopped) return reject(new TypesettingLimitError(stopped));
      if (code !== 0 || signal) {
        if (OUT_OF_MEMORY_WORDS.test(stderr))
          return reject(new TypesettingLimitError(typesettingMessages.tooLarge));
        return reject(typesettingFailed(`the typesetter stopped (${signal ?? code}).`));
      }
      let output: TypesetOutput;
      try {
        output = JSON.parse(stdout) as TypesetOutput;
      } catch {
        return reject(typesettingFailed('the typesetter gave no answer.'));
      }
      if ('error' in output) reject(typesettingFailed(output.error));
      else resolve(output);
    });
  });
}
