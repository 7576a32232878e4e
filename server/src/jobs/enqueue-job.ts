import { sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { type JobPayloads, type JobTask, jobOptions } from './job-tasks.ts';

/**
 * Adds a job. Given the transaction that writes the job's data, the job exists exactly when the data does
 * (docs/decisions/103-job-queue.md).
 */
export async function enqueueJob<Task extends JobTask>(
  executor: Executor,
  task: Task,
  payload: JobPayloads[Task],
): Promise<void> {
  const { maxAttempts, jobKey } = jobOptions[task](payload);
  await executor.execute(
    sql`select graphile_worker.add_job(${task}, ${JSON.stringify(payload)}::json, job_key => ${jobKey}::text, max_attempts => ${maxAttempts}::int)`,
  );
}
