import { type RefObject, useState } from 'react';
import type { TranscriptSegment } from '#shared/voice.ts';
import type { SavedTranscript, TranscriptCorrection } from '../api/correct-transcript-sentence.ts';
import { TranscriptSentence } from './transcript-sentence.tsx';
import { useMomentPlayer } from './use-moment-player.ts';

/**
 * A recording's transcript, sentence by sentence (issue 12, "Listen and fix"): choosing a sentence plays the
 * recording from where it was said, using the timings the recogniser gave. With `recording`, each sentence can be
 * corrected in place, checked transcript or not (decision 723); the recording itself never changes.
 */
export function TranscriptSentences({
  segments,
  audio,
  correction,
  label = 'Transcript',
}: {
  segments: TranscriptSegment[];
  audio: RefObject<HTMLAudioElement | null>;
  correction?: TranscriptCorrection;
  /** The region's name: a memory with several recordings names each one's words. */
  label?: string;
}) {
  // What the last save answered, shown until the list brings the same version or a newer one.
  const [saved, setSaved] = useState<SavedTranscript | null>(null);
  const current =
    saved && correction && saved.version >= correction.version
      ? { segments: saved.transcriptSegments ?? segments, version: saved.version }
      : { segments, version: correction?.version ?? 0 };
  const playMoment = useMomentPlayer(audio);
  return (
    <section aria-label={label} className="flex flex-col gap-2">
      <p className="text-muted">
        Written down automatically from the recording, so some words may be wrong. Choose a sentence to hear
        it{correction ? ', and Correct to put its words right. The recording itself is never changed.' : '.'}
      </p>
      <ol className="flex max-h-[45vh] flex-col gap-1 overflow-y-auto rounded-lg border border-line bg-background p-2">
        {current.segments.map((segment, index) => (
          // The place in the transcript is the sentence: its words may change, its moment and place never do.
          <li key={`${segment.startMs}-${index}`}>
            <TranscriptSentence
              segment={segment}
              number={index + 1}
              onPlay={() => playMoment(segment.startMs)}
              onPlayFrom={playMoment}
              correction={
                correction ? { ...correction, version: current.version, index, onSaved: setSaved } : undefined
              }
            />
          </li>
        ))}
      </ol>
    </section>
  );
}
