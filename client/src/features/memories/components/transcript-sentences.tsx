import { Play } from 'lucide-react';
import type { RefObject } from 'react';
import type { TranscriptSegment } from '#shared/voice.ts';

/**
 * A recording's transcript, sentence by sentence (issue 12, "Listen and fix"): choosing a sentence plays the
 * recording from where it was said, using the timings the recogniser gave.
 */
export function TranscriptSentences({
  segments,
  audio,
}: {
  segments: TranscriptSegment[];
  audio: RefObject<HTMLAudioElement | null>;
}) {
  const playFrom = (segment: TranscriptSegment) => {
    const player = audio.current;
    if (!player) return;
    player.currentTime = segment.startMs / 1000;
    void player.play().catch(() => {});
  };
  return (
    <section aria-label="Transcript" className="flex flex-col gap-2">
      <p className="text-muted">
        Written down automatically from the recording, so some words may be wrong. Choose a sentence to hear
        it.
      </p>
      <ol className="flex max-h-[45vh] flex-col gap-1 overflow-y-auto rounded-lg border border-line bg-background p-2">
        {segments.map((segment) => (
          <li key={`${segment.startMs}-${segment.endMs}`}>
            <button
              type="button"
              onClick={() => playFrom(segment)}
              className="flex min-h-11 w-full items-start gap-2 rounded-md px-2 py-1.5 text-left hover:bg-accent"
              data-start-ms={segment.startMs}
            >
              <Play aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
              <span>{segment.text}</span>
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
