/**
 * Interviews with Clio (issue 12): the spec's phone sessions made real. A finished interview is one row of
 * My Memories (source "Interview"), counts on the Dashboard and fills the progress ring.
 */
import { z } from 'zod';
import { transcriptSegmentSchema } from './voice.ts';

export const interviewAnswerSchema = z.object({
  id: z.string(),
  question: z.string(),
  /** What was typed, or the transcript of what was said. */
  text: z.string(),
  status: z.enum(['processing', 'ready', 'failed']),
  /** Whether the answer was spoken, so its audio can be played. */
  hasAudio: z.boolean(),
  /**
   * False while a spoken answer's automatic words wait for the storyteller's check: until then the family hears
   * it but does not read it, and no Memory DNA comes from it (decision 811). Typed answers are always checked.
   */
  wordsChecked: z.boolean(),
  /** A spoken answer's sentences with where each is in its recording, when the recogniser gave timings. */
  transcriptSegments: z.array(transcriptSegmentSchema).optional(),
  /** Goes up by one with every correction of its words; a correction sends the version it was based on. */
  version: z.number().int(),
});
export type InterviewAnswer = z.infer<typeof interviewAnswerSchema>;

export const interviewSchema = z.object({
  id: z.string(),
  /** Who told the stories: the account's name, or the storyteller link's ("Mum"). */
  person: z.string(),
  topics: z.array(z.string()),
  durationSeconds: z.number().int(),
  /** When it began, as an ISO instant. */
  startedAt: z.string(),
  answers: z.array(interviewAnswerSchema),
});
export type Interview = z.infer<typeof interviewSchema>;

export const interviewParamsSchema = z.object({ id: z.uuid({ error: 'That interview id is not valid.' }) });

/** The name an interview has in My Memories: "Interview: Childhood & Family". */
export const interviewName = (interview: Pick<Interview, 'topics'>) =>
  interview.topics.length > 0 ? `Interview: ${interview.topics.join(' & ')}` : 'Interview with Clio';

/** An interview's full text: each question Clio asked, then the answer given. */
export const interviewText = (interview: Pick<Interview, 'answers'>) =>
  interview.answers.map((answer) => `${answer.question}\n${answer.text || '(No words yet.)'}`).join('\n\n');
