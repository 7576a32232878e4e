import { recorderMessages } from './use-recorder.ts';

/**
 * What the recorder has to say while it records: that the connection dropped and the pieces are waiting (a
 * status, since nothing is lost), or a problem the person must act on (an alert).
 */
export function RecorderNotices({
  recorder,
}: {
  recorder: { connectionProblem: boolean; problem: string | null };
}) {
  return (
    <>
      {recorder.connectionProblem ? (
        <p role="status" className="font-semibold text-primary">
          {recorderMessages.offline}
        </p>
      ) : null}
      {recorder.problem ? (
        <p role="alert" className="font-semibold text-destructive">
          {recorder.problem}
        </p>
      ) : null}
    </>
  );
}
