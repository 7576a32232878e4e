/**
 * Entry point of one AI worker thread: receives `{ id, task, args }`, runs the
 * offline operation and answers `{ id, result }` or `{ id, error }`. Loaded by
 * Node directly as TypeScript, like the server itself.
 */
import { parentPort } from 'node:worker_threads';
import { type OfflineTaskName, offlineTasks } from './offline-tasks.ts';

export interface WorkerRequest {
  id: number;
  task: OfflineTaskName;
  args: unknown[];
}

export type WorkerResponse = { id: number; result: unknown } | { id: number; error: string };

parentPort?.on('message', (request: WorkerRequest) => {
  let response: WorkerResponse;
  try {
    const run = offlineTasks[request.task] as (...args: unknown[]) => unknown;
    response = { id: request.id, result: run(...request.args) };
  } catch (error) {
    response = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(response);
});
