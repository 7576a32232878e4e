import { ApiError } from '#client/lib/api-request.ts';

/** Sends one piece of a recording as it is made to `url`; the bytes go as they are, not as JSON. */
export async function putRecordingChunk(url: string, chunk: Blob): Promise<void> {
  const response = await fetch(url, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/octet-stream' },
    body: chunk,
    credentials: 'include',
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, response.statusText, text);
  }
}

/** How long to wait before sending a piece again: 1 s, 2 s, 4 s … up to 15 s. */
const retryDelay = (attempt: number) => Math.min(15_000, 1000 * 2 ** attempt);

/**
 * Sends a recording's pieces in order while it is made. A piece stays in memory only until the server has it:
 * when the connection drops, pieces wait and are sent again as soon as it is back, so at most what is still
 * waiting when the tab closes is lost. A refusal the server means (404, 409, 413, 415) is not retried.
 */
export function createChunkSender(
  recordingId: string,
  onProblem: (problem: { waiting: number; refused?: ApiError }) => void,
  send: (recordingId: string, seq: number, chunk: Blob) => Promise<void>,
) {
  const queue: Array<{ seq: number; chunk: Blob }> = [];
  let sending = false;
  let stopped = false;
  let nextSeq = 0;
  let idle: (() => void) | null = null;

  async function drain() {
    if (sending) return;
    sending = true;
    let attempt = 0;
    while (queue.length > 0 && !stopped) {
      const next = queue[0]!;
      try {
        await send(recordingId, next.seq, next.chunk);
        queue.shift();
        attempt = 0;
        onProblem({ waiting: 0 });
      } catch (error) {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429) {
          stopped = true;
          onProblem({ waiting: queue.length, refused: error });
          break;
        }
        onProblem({ waiting: queue.length });
        await new Promise((resolve) => setTimeout(resolve, retryDelay(attempt++)));
      }
    }
    sending = false;
    if (queue.length === 0 || stopped) idle?.();
  }

  return {
    add(chunk: Blob) {
      if (chunk.size === 0 || stopped) return;
      queue.push({ seq: nextSeq++, chunk });
      void drain();
    },
    /** Waits until every piece has been sent, or `timeoutMs` has passed; answers how many are still waiting. */
    flush(timeoutMs: number): Promise<number> {
      if (queue.length === 0 && !sending) return Promise.resolve(0);
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(queue.length), timeoutMs);
        idle = () => {
          clearTimeout(timer);
          resolve(queue.length);
        };
        void drain();
      });
    },
    get sentAny() {
      return nextSeq > queue.length;
    },
  };
}
