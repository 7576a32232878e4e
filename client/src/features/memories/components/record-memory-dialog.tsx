import { CircleCheck, Mic, Pause, Play, Square } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { RecorderNotices } from '#client/components/recorder/recorder-notices.tsx';
import { useRecorder } from '#client/components/recorder/use-recorder.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter, DialogHeader } from '#client/components/ui/dialog.tsx';
import type { UploadedFile } from '#shared/memories.ts';
import { memoryRecordingTransport } from '../api/recordings.ts';
import { QuestionBeingAnswered } from './question-being-answered.tsx';

/** "2:05", "1:02:09": how long has been recorded, as a clock shows it. */
function clock(ms: number) {
  const total = Math.floor(ms / 1000);
  const [h, m, s] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** What the dialog says once a recording is kept: its words are not written down yet, so nothing else is asked. */
export const RECORDING_KEPT_MESSAGE =
  'Thank you, your recording is kept. We are writing down the words; you can check them in a few minutes.';

/**
 * Record a Memory (issue 12): speak instead of typing. The recording is sent while it is made, so closing the
 * dialog or losing the connection loses at most the last few seconds. Once saved, the dialog says so plainly and
 * that the words are still being written down (issue 31, N7): the Memory DNA dialog is not opened, since there is
 * nothing in it to fill in yet; the person checks the transcript in My Memories when it is ready.
 */
export function RecordMemoryDialog({
  open,
  onOpenChange,
  onRecorded,
  question,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRecorded: (file: UploadedFile) => void;
  /** The question being answered (Today's question), shown while the person speaks. */
  question?: string | undefined;
}) {
  const transport = useMemo(() => memoryRecordingTransport(question), [question]);
  const [kept, setKept] = useState(false);
  const recorder = useRecorder(transport, (file: UploadedFile) => {
    setKept(true);
    onRecorded(file);
  });
  const { state } = recorder;
  const active = state === 'recording' || state === 'paused';
  // Each opening starts a new recording; the thanks for the last one is not shown again.
  useEffect(() => {
    if (open) setKept(false);
  }, [open]);
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (kept) closeButton.current?.focus();
  }, [kept]);
  const stopRef = useRef<HTMLButtonElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);

  // Start recording is disabled while the microphone opens and then gives way to the clock, so focus is moved to
  // Stop and save once recording (or back to Start recording beside the reason it did not start), not left to
  // the dialog (decision 810).
  const [focusOn, setFocusOn] = useState<{ target: 'start' | 'stop' } | null>(null);
  const startRecording = async () => {
    const started = await recorder.start();
    setFocusOn({ target: started ? 'stop' : 'start' });
  };
  useEffect(() => {
    if (focusOn) (focusOn.target === 'stop' ? stopRef : startRef).current?.focus();
  }, [focusOn]);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Closing while recording keeps what was said: it is saved, never thrown away.
        if (!next && active) void recorder.stop();
        else if (!next && state === 'saving') return;
        else onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader
          title="Record a Memory"
          description="Tell it in your own words. Heirloom keeps the recording and writes down what you say."
        />
        <QuestionBeingAnswered question={question} />
        <div className="flex flex-col items-center gap-5 py-2">
          {kept ? (
            <p
              role="status"
              className="flex items-start gap-3 rounded-xl bg-background p-4 text-lg font-semibold"
              data-testid="recording-kept"
            >
              <CircleCheck aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary" />
              {RECORDING_KEPT_MESSAGE}
            </p>
          ) : active || state === 'saving' ? (
            <>
              <p className="font-serif text-5xl font-bold tabular-nums">
                <span className="sr-only">Time recorded: </span>
                {clock(recorder.elapsedMs)}
              </p>
              <div className="h-4 w-full max-w-sm overflow-hidden rounded-full bg-accent" aria-hidden="true">
                <div
                  className="h-full rounded-full bg-primary transition-[width] duration-100"
                  style={{ width: `${state === 'recording' ? Math.round(recorder.level * 100) : 0}%` }}
                  data-testid="recording-level"
                />
              </div>
              <p role="status" className="text-lg font-semibold">
                {state === 'recording' ? 'Recording… speak as you would to a friend.' : null}
                {state === 'paused' ? 'Paused. Take your time.' : null}
                {state === 'saving' ? 'Saving your recording…' : null}
              </p>
            </>
          ) : (
            <Button
              ref={startRef}
              size="lg"
              className="min-h-20 w-full max-w-sm text-xl"
              onClick={() => void startRecording()}
              disabled={state === 'starting'}
            >
              <Mic aria-hidden="true" className="size-7!" />
              {state === 'starting' ? 'Starting…' : 'Start recording'}
            </Button>
          )}
          <RecorderNotices recorder={recorder} />
        </div>
        <DialogFooter>
          {active ? (
            <>
              {state === 'recording' ? (
                <Button variant="outline" onClick={recorder.pause}>
                  <Pause aria-hidden="true" />
                  Pause
                </Button>
              ) : (
                <Button variant="outline" onClick={recorder.resume}>
                  <Play aria-hidden="true" />
                  Resume
                </Button>
              )}
              <Button ref={stopRef} onClick={() => void recorder.stop()}>
                <Square aria-hidden="true" />
                Stop and save
              </Button>
            </>
          ) : kept ? (
            <Button ref={closeButton} onClick={() => onOpenChange(false)}>
              Done
            </Button>
          ) : (
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={state === 'saving'}>
              Cancel
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
