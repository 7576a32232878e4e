import { type RefObject, useRef } from 'react';
import { interviewAnswerAudioUrl } from '#shared/interview-sessions-api.ts';
import type { InterviewAnswer } from '#shared/interviews.ts';
import type { TranscriptSegment } from '#shared/voice.ts';
import { useAnswerCorrection, useRecordingCorrection } from '../api/correct-transcript-sentence.ts';
import { TranscriptSentences } from './transcript-sentences.tsx';

/**
 * A recording's transcript in Memory Details: each sentence plays its moment and, once the recording is written
 * down, can be corrected, checked or not (decision 723).
 */
export function RecordingTranscript({
  recording,
  segments,
  audio,
}: {
  recording: { id: string; version: number; ready: boolean };
  segments: TranscriptSegment[];
  audio: RefObject<HTMLAudioElement | null>;
}) {
  const correction = useRecordingCorrection(recording);
  return (
    <TranscriptSentences
      segments={segments}
      audio={audio}
      correction={recording.ready ? correction : undefined}
    />
  );
}

/**
 * A spoken answer of an interview or a storyteller link: its recording, and its words sentence by sentence when
 * the recogniser gave timings, each playable and correctable like a recording's (decision 723).
 */
export function SpokenAnswer({
  interviewId,
  answer,
  number,
}: {
  interviewId: string;
  answer: InterviewAnswer;
  /** Its place in the interview, counted from 1. */
  number: number;
}) {
  const audio = useRef<HTMLAudioElement>(null);
  const correction = useAnswerCorrection(interviewId, answer);
  const segments = answer.transcriptSegments;
  return (
    <>
      {answer.hasAudio ? (
        // biome-ignore lint/a11y/useMediaCaption: the answer's transcript below is the text alternative
        <audio
          ref={audio}
          controls
          src={interviewAnswerAudioUrl(interviewId, answer.id)}
          preload="none"
          className="my-2 w-full"
          aria-label={`Recording of answer ${number}`}
        />
      ) : null}
      {answer.hasAudio && segments?.length ? (
        <TranscriptSentences
          segments={segments}
          audio={audio}
          label={`Words of answer ${number}`}
          correction={answer.status === 'ready' ? correction : undefined}
        />
      ) : (
        <p className={answer.text ? 'whitespace-pre-wrap' : 'text-muted'}>
          {answer.text ||
            (answer.status === 'processing'
              ? 'The words will appear here once they are written down.'
              : 'The words of this answer could not be written down; its recording is kept.')}
        </p>
      )}
    </>
  );
}
