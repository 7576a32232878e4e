/**
 * The command that runs a Node script in a child process with a memory cap: `prlimit --<resource>=<bytes> --
 * node …` when `prlimit` (util-linux) is on the host, plain `node …` when it is not. A kernel limit is the one
 * bound that also holds for native code (a parser, Typst), which V8's heap limit never sees.
 */
import { execFile } from 'node:child_process';

/**
 * Which limit caps the child: `as` its whole address space, reserved or not (decision 102); `data` only its
 * private writable memory (Linux 4.7 and later), for native code that reserves far more than it uses
 * (decision 1004).
 */
export interface MemoryCap {
  resource: 'as' | 'data';
  bytes: number;
}

let prlimitAvailable: Promise<boolean> | undefined;

function hasPrlimit(): Promise<boolean> {
  prlimitAvailable ??= new Promise((resolve) =>
    execFile('prlimit', ['--version'], (error) => resolve(!error)),
  );
  return prlimitAvailable;
}

/** `[command, args]` for `spawn`: Node with `nodeArgs`, under the memory cap when the host can set one. */
export async function limitedNodeCommand(cap: MemoryCap, nodeArgs: string[]): Promise<[string, string[]]> {
  return (await hasPrlimit())
    ? ['prlimit', [`--${cap.resource}=${cap.bytes}`, '--', process.execPath, ...nodeArgs]]
    : [process.execPath, nodeArgs];
}

/** What a process that ran out of memory prints before it dies: V8's fatal error, Rust's or libc's. */
export const OUT_OF_MEMORY_WORDS = /out of memory|allocation failed|memory allocation of|heap limit|ENOMEM/i;
