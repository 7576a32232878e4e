import { AppError } from '#server/lib/app-error.ts';
import type { TranscriptSegment } from '#shared/voice.ts';

/** A sentence with the person's words; the recogniser's first words stay beside it, unless she wrote them again. */
function correctedSentence(segment: TranscriptSegment, text: string): TranscriptSegment {
  const heard = segment.heard ?? segment.text;
  const { heard: _, ...timing } = segment;
  return heard === text ? { ...timing, text } : { ...timing, text, heard };
}

/**
 * A transcript with one sentence in the person's words (decision 723), for a recording and a spoken answer alike:
 * every sentence keeps its moment, and the whole text is the sentences joined, as the transcription job made it.
 * A place past the last sentence is refused (400): nothing is saved.
 */
export function correctTranscript(segments: readonly TranscriptSegment[], sentence: number, text: string) {
  const chosen = segments[sentence];
  if (!chosen)
    throw new AppError('BAD_REQUEST', 'That sentence is not in this transcript. Please reopen the memory.');
  const transcriptSegments = segments.with(sentence, correctedSentence(chosen, text));
  return { transcriptSegments, text: transcriptSegments.map((segment) => segment.text).join(' ') };
}

/** Said when a memory's words have no timed sentences to correct. */
export const noSentencesToCorrect = () =>
  new AppError(
    'UNPROCESSABLE',
    'These words were not written down from a recording sentence by sentence, so they cannot be corrected here.',
  );
