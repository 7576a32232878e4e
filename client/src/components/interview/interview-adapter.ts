import type { FinishInterviewResult, InterviewSession } from '#shared/interview-sessions.ts';
import type { RecordingTransport } from '../recorder/use-recorder.ts';

/**
 * The calls the interview screen makes. The signed-in owner's go to /api/interview-sessions with the session
 * cookie; the storyteller link's carry its token. The screen does not know which it has.
 */
export interface InterviewAdapter {
  /** The interview in progress to carry on with, if any. */
  current(): Promise<InterviewSession | null>;
  /** Starts a new interview (its topics, or a booked interview, are bound by whoever made the adapter). */
  start(): Promise<InterviewSession>;
  answerByText(id: string, text: string): Promise<InterviewSession>;
  /** Where a spoken answer to the question being asked is sent. */
  recording(id: string): RecordingTransport<InterviewSession>;
  next(id: string): Promise<InterviewSession>;
  skip(id: string): Promise<InterviewSession>;
  pause(id: string): Promise<InterviewSession>;
  resume(id: string): Promise<InterviewSession>;
  leaveOut(id: string): Promise<InterviewSession>;
  finish(id: string): Promise<FinishInterviewResult>;
}
