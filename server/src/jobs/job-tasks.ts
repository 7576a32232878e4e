/**
 * The background tasks the app knows, by name, with what each job carries and how it is queued. A module
 * that queues a task names it from here, so it never imports the module that runs it.
 */
export const TRANSCRIBE_TASK = 'transcribe-recording';
export const ANALYZE_MEMORIES_TASK = 'analyze-memories';
export const MAKE_BOOK_TASK = 'make-book';
export const CLEAN_COPY_TASK = 'make-clean-copies';

export interface JobPayloads {
  /** One recording to transcribe (the uploads module runs it): an uploaded file, or an interview answer. */
  [TRANSCRIBE_TASK]: { userId: string; fileId: string } | { userId: string; answerId: string };
  /** One person's memories without a stored analysis, read in the background (the memories module runs it). */
  [ANALYZE_MEMORIES_TASK]: { userId: string };
  /** One make of a project's book (the book module runs it); `attempt` names the make it belongs to. */
  [MAKE_BOOK_TASK]: { userId: string; projectId: string; bookId: string; attempt: string };
  /** One person's clean copies not made from the words she has now (the clean-copy module runs it). */
  [CLEAN_COPY_TASK]: { userId: string };
}

export type JobTask = keyof JobPayloads;

export interface JobOptions {
  maxAttempts: number;
  /** While a job with this key waits, adding it again changes nothing. */
  jobKey: string | null;
}

export const jobOptions: { [Task in JobTask]: (payload: JobPayloads[Task]) => JobOptions } = {
  [TRANSCRIBE_TASK]: () => ({ maxAttempts: 3, jobKey: null }),
  // One waiting reading per person (docs/decisions/522).
  [ANALYZE_MEMORIES_TASK]: ({ userId }) => ({ maxAttempts: 5, jobKey: `${ANALYZE_MEMORIES_TASK}:${userId}` }),
  // A make that fails says so to the person, who starts another; a crashed server's make runs again.
  [MAKE_BOOK_TASK]: () => ({ maxAttempts: 2, jobKey: null }),
  // One waiting job per person: it makes every stale clean copy she has when it runs (docs/decisions/908).
  [CLEAN_COPY_TASK]: ({ userId }) => ({ maxAttempts: 5, jobKey: `${CLEAN_COPY_TASK}:${userId}` }),
};
