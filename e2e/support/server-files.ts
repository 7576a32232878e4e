/**
 * Where start-server.ts writes down what other test code needs to find its server by: files in the temp folder,
 * named after the server's port, so that several runs on one machine (E2E_PORT) keep apart.
 */
import os from 'node:os';
import path from 'node:path';

/** Where start-server.ts writes the data folder of the e2e server listening on `port`. */
export const e2eDataDirFile = (port: string) => path.join(os.tmpdir(), `heirloom-e2e-${port}.data-dir`);

/**
 * Where start-server.ts writes the folder of the client it built for the server on `port`, so a spec that starts a
 * server of its own (family.spec.ts, with e-mail) reuses that build instead of making another.
 */
export const e2eClientDirFile = (port: string) => path.join(os.tmpdir(), `heirloom-e2e-${port}.client-dir`);
