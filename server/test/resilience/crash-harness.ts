/**
 * What every crash test file sets up: a server home (database and data directory) made before its
 * tests and removed after them, and the server started on it, killed at the end if it still runs.
 *   const crash = crashHarness();  …  server = await crash.start();  crash.home.pool.query(…)
 */
import { afterAll, beforeAll } from 'vitest';
import {
  type ChildServer,
  createServerHome,
  killHard,
  type ServerHome,
  startServer,
} from './child-server.ts';

export function crashHarness() {
  let home: ServerHome | undefined;
  let running: ChildServer | undefined;

  beforeAll(async () => {
    home = await createServerHome();
  });
  afterAll(async () => {
    if (running && running.process.exitCode === null && running.process.signalCode === null)
      await killHard(running);
    await home?.remove();
  });

  return {
    /** This file's database and data directory (there from the first test on). */
    get home(): ServerHome {
      if (!home) throw new Error('the server home is made before the first test');
      return home;
    },
    /** Starts the server on this file's home (again, after a crash or a stop). */
    async start(env?: Record<string, string>): Promise<ChildServer> {
      running = await startServer(this.home, env);
      return running;
    },
  };
}
