import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { wordMoments } from '#shared/transcript-words.ts';
import type { TranscriptSegment } from '#shared/voice.ts';

/**
 * The words of a sentence under correction, each the recogniser timed playing the recording from its moment to the
 * end of the sentence (decision 724). They are one stop for Tab, a toolbar: the arrow keys move from word to word,
 * Enter or Space plays, so a keyboard user is not made to pass through every word. A word she wrote in place of a
 * misheard one has no moment and is shown as plain text. Nothing is shown when no word was timed.
 */
export function TranscriptWordMoments({
  segment,
  number,
  onPlayFrom,
}: {
  segment: TranscriptSegment;
  /** The sentence's place in the transcript, counted from 1. */
  number: number;
  onPlayFrom: (fromMs: number, untilMs: number) => void;
}) {
  const hintId = useId();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const moments = wordMoments(segment) ?? [];
  const timed = moments.flatMap((moment, index) => (moment.startMs !== undefined ? [index] : []));
  // The word Tab comes back to: the last one she played or moved to.
  const [current, setCurrent] = useState(0);
  if (timed.length === 0) return null;
  const active = timed.includes(current) ? current : timed[0]!;

  const moveTo = (index: number) => {
    setCurrent(index);
    buttons.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const at = timed.indexOf(active);
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? timed[Math.min(at + 1, timed.length - 1)]
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? timed[Math.max(at - 1, 0)]
          : event.key === 'Home'
            ? timed[0]
            : event.key === 'End'
              ? timed.at(-1)
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    moveTo(next);
  };
  const someUntimed = timed.length < moments.length;

  return (
    <div className="flex flex-col gap-1">
      <p id={hintId} className="text-[0.95rem] text-muted">
        Choose a word to hear the recording from that word to the end of the sentence
        {someUntimed ? '. Words you wrote yourself are heard with the whole sentence.' : '.'}
      </p>
      <div
        role="toolbar"
        aria-label={`Words of sentence ${number}`}
        aria-describedby={hintId}
        onKeyDown={onKeyDown}
        className="flex flex-wrap items-center gap-1"
      >
        {moments.map((moment, index) =>
          moment.startMs === undefined ? (
            <span
              // A word's place in the sentence is what it is: its words may repeat.
              key={`${index}-${moment.word}`}
              className="px-1 text-muted"
            >
              {moment.word}
            </span>
          ) : (
            <button
              key={`${index}-${moment.word}`}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              tabIndex={index === active ? 0 : -1}
              aria-label={`Play from “${moment.word}”`}
              data-start-ms={moment.startMs}
              onFocus={() => setCurrent(index)}
              onClick={() => {
                setCurrent(index);
                onPlayFrom(moment.startMs!, segment.endMs);
              }}
              className="min-h-11 min-w-11 rounded-md border border-line bg-surface px-2 py-1 text-ink hover:bg-accent"
            >
              {moment.word}
            </button>
          ),
        )}
      </div>
    </div>
  );
}
