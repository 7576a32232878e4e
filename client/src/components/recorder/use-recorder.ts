import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '#client/lib/api-request.ts';
import { MAX_RECORDING_MS, RECORDING_CHUNK_MS } from '#shared/recordings.ts';
import { createChunkSender } from './chunk-sender.ts';

/**
 * Where a recording goes: the calls that start it, send its pieces and finish it. A recorded memory, an
 * interview answer and the storyteller's link each have their own (the link's carry its token).
 */
export interface RecordingTransport<Saved> {
  start(mimeType: string): Promise<{ id: string }>;
  sendChunk(recordingId: string, seq: number, chunk: Blob): Promise<void>;
  finish(recordingId: string, durationMs: number): Promise<Saved>;
}

/** Time recorded so far, pauses left out. */
function recordedSoFar(s: { recordedMs: number; resumedAt: number | null } | null) {
  if (!s) return 0;
  return s.recordedMs + (s.resumedAt === null ? 0 : performance.now() - s.resumedAt);
}

export type RecorderState = 'idle' | 'starting' | 'recording' | 'paused' | 'saving';

/** What the browser can record in, best first: Opus in WebM or Ogg, else AAC in MP4 (Safari). */
const FORMATS = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'];
/** How long finishing waits for pieces still on their way before the server joins what it has. */
const FLUSH_TIMEOUT_MS = 20_000;

export const recorderMessages = {
  /** Names the button the person pressed, which is not "Start recording" on every screen. */
  notAllowed: (startLabel: string) =>
    `Heirloom was not allowed to use the microphone. Allow it (look for the microphone sign beside the web address), then choose ${startLabel} again.`,
  noMicrophone: 'No microphone was found. Plug one in, or use a phone or tablet, then try again.',
  unsupported: 'This browser cannot record sound. Please try Chrome, Firefox, Edge or Safari.',
  offline:
    'The connection dropped. Keep talking: your recording is kept on this device and sent as soon as the connection is back.',
  failed: 'The recording could not be saved. Please try again.',
} as const;

function microphoneProblem(error: unknown, startLabel: string): string {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError') return recorderMessages.notAllowed(startLabel);
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return recorderMessages.noMicrophone;
  return recorderMessages.failed;
}

/**
 * Records from the microphone with MediaRecorder and sends the recording to the server in pieces while it is
 * made (chunk-sender.ts): a live level, the time recorded (pauses left out), pause and resume, and a stop at 60
 * minutes. `startLabel` is the words on the button that starts it, for the sentence when the microphone is refused.
 */
export function useRecorder<Saved>(
  transport: RecordingTransport<Saved>,
  onSaved: (saved: Saved) => void,
  { startLabel = 'Start recording' }: { startLabel?: string } = {},
) {
  const [state, setState] = useState<RecorderState>('idle');
  const [elapsedMs, setElapsedMs] = useState(0);
  const [level, setLevel] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [connectionProblem, setConnectionProblem] = useState(false);
  const session = useRef<{
    id: string;
    transport: RecordingTransport<Saved>;
    recorder: MediaRecorder;
    stream: MediaStream;
    audio: AudioContext;
    sender: ReturnType<typeof createChunkSender>;
    recordedMs: number;
    resumedAt: number | null;
    timer: number;
    frame: number;
  } | null>(null);

  const release = useCallback(() => {
    const s = session.current;
    if (!s) return;
    window.clearInterval(s.timer);
    cancelAnimationFrame(s.frame);
    for (const track of s.stream.getTracks()) track.stop();
    void s.audio.close().catch(() => {});
  }, []);

  useEffect(() => release, [release]);

  /** Saves what was said; true once it is kept (the caller moves focus to what comes next). */
  const stop = useCallback(async (): Promise<boolean> => {
    const s = session.current;
    if (!s || (s.recorder.state === 'inactive' && state === 'saving')) return false;
    setState('saving');
    s.recordedMs = recordedSoFar(session.current);
    s.resumedAt = null;
    if (s.recorder.state !== 'inactive') {
      const stopped = new Promise((resolve) => s.recorder.addEventListener('stop', resolve, { once: true }));
      s.recorder.stop();
      await stopped;
    }
    release();
    await s.sender.flush(FLUSH_TIMEOUT_MS);
    try {
      const saved = await s.transport.finish(s.id, Math.round(s.recordedMs));
      session.current = null;
      setState('idle');
      setElapsedMs(0);
      onSaved(saved);
      return true;
    } catch (error) {
      setProblem(
        error instanceof ApiError && error.serverMessage ? error.serverMessage : recorderMessages.failed,
      );
      setState('idle');
      session.current = null;
      return false;
    }
  }, [onSaved, release, state]);

  /** Starts recording; true once it is recording (the caller moves focus to the control that stops it). */
  const start = useCallback(async (): Promise<boolean> => {
    setProblem(null);
    const format =
      typeof MediaRecorder === 'undefined'
        ? undefined
        : FORMATS.find((f) => MediaRecorder.isTypeSupported(f));
    if (!navigator.mediaDevices?.getUserMedia || !format) {
      setProblem(recorderMessages.unsupported);
      return false;
    }
    setState('starting');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      setProblem(microphoneProblem(error, startLabel));
      setState('idle');
      return false;
    }
    let id: string;
    try {
      id = (await transport.start(format)).id;
    } catch (error) {
      for (const track of stream.getTracks()) track.stop();
      setProblem(
        error instanceof ApiError && error.serverMessage ? error.serverMessage : recorderMessages.failed,
      );
      setState('idle');
      return false;
    }
    const recorder = new MediaRecorder(stream, { mimeType: format });
    const sender = createChunkSender(
      id,
      ({ waiting, refused }) => {
        setConnectionProblem(waiting > 0 && !refused);
        if (refused) setProblem(refused.serverMessage ?? recorderMessages.failed);
      },
      transport.sendChunk,
    );
    recorder.addEventListener('dataavailable', (event) => sender.add(event.data));
    const audio = new AudioContext();
    const analyser = audio.createAnalyser();
    analyser.fftSize = 512;
    audio.createMediaStreamSource(stream).connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    let lastDrawn = 0;
    const measure = (now: number) => {
      if (!session.current) return;
      // About ten updates a second are enough for the eye, and keep the page calm.
      if (now - lastDrawn > 100) {
        analyser.getByteTimeDomainData(samples);
        let sum = 0;
        for (const sample of samples) sum += ((sample - 128) / 128) ** 2;
        setLevel(Math.min(1, Math.sqrt(sum / samples.length) * 4));
        lastDrawn = now;
      }
      session.current.frame = requestAnimationFrame(measure);
    };
    session.current = {
      id,
      transport,
      recorder,
      stream,
      audio,
      sender,
      recordedMs: 0,
      resumedAt: performance.now(),
      timer: window.setInterval(() => {
        const ms = recordedSoFar(session.current);
        setElapsedMs(ms);
        if (ms >= MAX_RECORDING_MS) void stopRef.current();
      }, 250),
      frame: requestAnimationFrame(measure),
    };
    recorder.start(RECORDING_CHUNK_MS);
    setState('recording');
    return true;
  }, [transport, startLabel]);

  const stopRef = useRef(stop);
  stopRef.current = stop;

  const pause = useCallback(() => {
    const s = session.current;
    if (s?.recorder.state !== 'recording') return;
    s.recorder.pause();
    s.recordedMs = recordedSoFar(session.current);
    s.resumedAt = null;
    setState('paused');
  }, []);

  const resume = useCallback(() => {
    const s = session.current;
    if (s?.recorder.state !== 'paused') return;
    s.recorder.resume();
    s.resumedAt = performance.now();
    setState('recording');
  }, []);

  return { state, elapsedMs, level, problem, connectionProblem, start, pause, resume, stop };
}
