import { Pencil, Play } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { FormFailure } from '#client/components/ui/form-failure.tsx';
import { Label, Textarea } from '#client/components/ui/input.tsx';
import { ApiError, errorMessage } from '#client/lib/api-request.ts';
import {
  correctTranscriptSentenceSchema,
  TRANSCRIPT_SENTENCE_MAX,
  type TranscriptSegment,
} from '#shared/voice.ts';
import type { SavedTranscript, TranscriptCorrection } from '../api/correct-transcript-sentence.ts';
import { TranscriptWordMoments } from './transcript-word-moments.tsx';

/** Said when a correction was based on words changed meanwhile: what happened, and what to do now. */
export const STALE_CORRECTION =
  'These words were changed in another window while you were correcting them. The newest words are shown now. ' +
  'Your correction is still in the box: choose Save correction to use it, or Cancel to keep the newest words.';
const NOT_SAVED = 'Your correction could not be saved. Please check your connection and try again.';

/**
 * One sentence of a transcript: the sentence itself plays its moment of the recording (decision 723), and Correct
 * opens its words in place, where each word the recogniser timed plays from its own moment (decision 724). After a
 * save or Cancel the focus returns to the sentence, so a keyboard user carries on where they were.
 */
export function TranscriptSentence({
  segment,
  number,
  onPlay,
  onPlayFrom,
  correction,
}: {
  segment: TranscriptSegment;
  /** Its place in the transcript, counted from 1, as a person counts. */
  number: number;
  onPlay: () => void;
  /** Plays the recording from one moment to another (a word's start to its sentence's end). */
  onPlayFrom: (fromMs: number, untilMs: number) => void;
  correction?: TranscriptCorrection & {
    /** Its place in the transcript, counted from 0, as the server counts. */
    index: number;
    onSaved: (saved: SavedTranscript) => void;
  };
}) {
  const [editing, setEditing] = useState(false);
  const sentence = useRef<HTMLButtonElement>(null);
  const [focusSentence, setFocusSentence] = useState(false);
  useEffect(() => {
    if (!focusSentence || editing) return;
    sentence.current?.focus();
    setFocusSentence(false);
  }, [focusSentence, editing]);
  const close = () => {
    setEditing(false);
    setFocusSentence(true);
  };
  const corrected = segment.heard !== undefined;
  return (
    <div className="flex flex-col gap-1 rounded-md px-1 py-1">
      {/* On a phone, Correct sits under its sentence, so the words keep the whole width. */}
      <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:gap-2">
        <button
          ref={sentence}
          type="button"
          onClick={onPlay}
          className="flex min-h-11 flex-1 items-start gap-2 rounded-md px-2 py-1.5 text-left hover:bg-accent"
          data-start-ms={segment.startMs}
        >
          <Play aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
          <span>{segment.text}</span>
        </button>
        {correction && !editing ? (
          <Button
            size="sm"
            variant="outline"
            className="shrink-0 self-end sm:self-start"
            aria-label={`Correct sentence ${number}`}
            onClick={() => setEditing(true)}
          >
            <Pencil aria-hidden="true" />
            Correct
          </Button>
        ) : null}
      </div>
      {corrected && !editing ? <p className="ps-8 text-[0.95rem] text-muted">Corrected by you</p> : null}
      {correction && editing ? (
        <SentenceCorrection
          segment={segment}
          number={number}
          onPlay={onPlay}
          onPlayFrom={onPlayFrom}
          correction={correction}
          onDone={close}
        />
      ) : null}
    </div>
  );
}

function SentenceCorrection({
  segment,
  number,
  onPlay,
  onPlayFrom,
  correction,
  onDone,
}: {
  segment: TranscriptSegment;
  number: number;
  onPlay: () => void;
  onPlayFrom: (fromMs: number, untilMs: number) => void;
  correction: NonNullable<Parameters<typeof TranscriptSentence>[0]['correction']>;
  onDone: () => void;
}) {
  const [pending, setPending] = useState(false);
  const [text, setText] = useState(segment.text);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const body = { version: correction.version, sentence: correction.index, text };
  const canSave = correctTranscriptSentenceSchema.safeParse(body).success && !pending;
  const fieldId = `transcript-sentence-${correction.index}`;
  // The transcript scrolls in its own box: bring the whole correction, buttons too, into view as it opens.
  useEffect(() => {
    form.current?.scrollIntoView({ block: 'nearest' });
  }, []);

  // Escape leaves the correction, not Memory Details: the dialog listens for Escape on the document, so the key is
  // taken on its way down, before the dialog sees it.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !form.current?.contains(event.target as Node)) return;
      event.stopPropagation();
      onDone();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [onDone]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSave) return;
    setFailure(null);
    setPending(true);
    try {
      correction.onSaved(await correction.save(body));
      onDone();
    } catch (error) {
      const current = correction.staleCopy(error);
      if (current) {
        // Her words stay in the box; the newest copy is shown behind it, and saving again is her choice.
        correction.onSaved(current);
        setFailure(STALE_CORRECTION);
      } else setFailure(error instanceof ApiError ? errorMessage(error, NOT_SAVED) : NOT_SAVED);
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      ref={form}
      onSubmit={submit}
      aria-label={`Correct sentence ${number}`}
      className="flex flex-col gap-2 rounded-lg border-2 border-primary/50 bg-accent/40 p-3 sm:ms-8"
    >
      <TranscriptWordMoments segment={segment} number={number} onPlayFrom={onPlayFrom} />
      {segment.heard !== undefined ? (
        <p className="text-[0.95rem] text-muted">
          The recording was first written down as: “{segment.heard}”
        </p>
      ) : null}
      <Label htmlFor={fieldId} className="mb-0!">
        Sentence {number}, in your words
      </Label>
      <Textarea
        id={fieldId}
        rows={3}
        value={text}
        maxLength={TRANSCRIPT_SENTENCE_MAX}
        autoFocus
        onChange={(event) => setText(event.target.value)}
      />
      <FormFailure message={failure} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={!canSave}>
          {pending ? 'Saving…' : 'Save correction'}
        </Button>
        <Button size="sm" variant="outline" onClick={onPlay}>
          <Play aria-hidden="true" />
          Listen again
        </Button>
        <Button size="sm" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
