import pretty from 'pino-pretty';

/**
 * Where log lines go when a person runs Heirloom in a terminal: readable lines ("12:03:44 INFO: …") instead of
 * JSON. Anywhere else (a service manager, a container, a file) the lines stay JSON for log collectors. The
 * lines carry the same fields either way; log-options.ts decides what may be logged at all.
 */
export function terminalLogStream(
  stdout: NodeJS.WriteStream = process.stdout,
): NodeJS.WritableStream | undefined {
  if (!stdout.isTTY) return undefined;
  return pretty({
    colorize: stdout.hasColors?.() ?? false,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    destination: stdout,
    sync: true,
  });
}
