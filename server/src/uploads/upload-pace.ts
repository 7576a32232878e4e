/**
 * Slow uploads are closed (docs/decisions/533-slow-uploads-are-closed.md): while
 * an upload's body is being received, every `idleTimeoutMs` the connection must
 * have delivered at least `minBytesPerSecond` on average over that window (and
 * at least one byte). A connection that falls below is destroyed, so a
 * half-sent upload holds no socket, file or slot for long, while a 2 GB archive
 * sent slowly but steadily still arrives. Only the socket's byte counter is
 * read: the body stream itself is left to the multipart parser.
 */
import type { IncomingMessage } from 'node:http';
import { AppError } from '#server/lib/app-error.ts';

export interface UploadPaceOptions {
  idleTimeoutMs: number;
  minBytesPerSecond: number;
}

export const uploadPaceMessages = {
  tooSlow:
    'The upload stopped or became too slow, so it was cancelled and nothing was saved. Please check your connection and try again.',
  tooMany:
    'You are already uploading several files. Please wait until they have finished, then add this one.',
} as const;

export function watchUploadPace(request: IncomingMessage, options: UploadPaceOptions) {
  const socket = request.socket;
  const needed = Math.max(1, Math.floor((options.minBytesPerSecond * options.idleTimeoutMs) / 1000));
  let lastCount = socket.bytesRead;
  let stopped = false;
  let fail: (error: Error) => void = () => {};
  const stalled = new Promise<never>((_resolve, reject) => {
    fail = reject;
  });
  // Nobody may be waiting on it when it fires.
  stalled.catch(() => {});
  const timer = setInterval(() => {
    const count = socket.bytesRead;
    if (count - lastCount >= needed || request.complete) {
      lastCount = count;
      return;
    }
    stop();
    fail(new AppError('BAD_REQUEST', uploadPaceMessages.tooSlow));
    // The multipart parser sees the body end early, so the temporary file is removed by the pipeline.
    request.destroy();
    socket.destroy();
  }, options.idleTimeoutMs);
  timer.unref();
  function stop() {
    if (stopped) return;
    stopped = true;
    clearInterval(timer);
  }
  return {
    /** `work`, or the refusal as soon as the upload is found too slow. */
    race<T>(work: Promise<T>): Promise<T> {
      return Promise.race([work, stalled]);
    },
    /** The body is in: no more pace to watch. */
    stop,
  };
}

/**
 * `receive` (which reads the request's raw body) under the pace watch: a body that stalls or trickles below the
 * pace is cut off with the sentence above, as an upload is. Used by the routes that take a recording's pieces.
 */
export async function withUploadPace<T>(
  request: IncomingMessage,
  options: UploadPaceOptions,
  receive: () => Promise<T>,
): Promise<T> {
  const pace = watchUploadPace(request, options);
  try {
    return await pace.race(receive());
  } finally {
    pace.stop();
  }
}

/** How many uploads each person has in flight on this instance: at most `max`, more are refused with 429. */
export function createUploadSlots(max: number) {
  const inFlight = new Map<string, number>();
  return {
    take(userId: string): () => void {
      const count = inFlight.get(userId) ?? 0;
      if (count >= max) throw new AppError('RATE_LIMITED', uploadPaceMessages.tooMany);
      inFlight.set(userId, count + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (inFlight.get(userId) ?? 1) - 1;
        if (left <= 0) inFlight.delete(userId);
        else inFlight.set(userId, left);
      };
    },
  };
}
