import { errorMessage } from '#client/lib/api-request.ts';

/** What QueryState reads of a query (TanStack's result fits it). */
export interface QueryStatus {
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/**
 * The line a list or chapter shows before its answer is there: the loading sentence while it comes
 * (announced, as a status), and when it fails the server's own sentence or ours (announced at once, as an
 * alert); nothing once it has answered. Used as `!query.isSuccess ? <QueryState … /> : …`, so the answer that
 * follows is typed as there. One place for these lines keeps every screen's loading and failure the same to a
 * screen reader.
 */
export function QueryState({
  query,
  loading,
  failed,
}: {
  query: QueryStatus;
  /** The sentence shown while the answer is on its way, e.g. "Loading the draft…". */
  loading: string;
  /** Our sentence when it fails and the server wrote none: what failed and what to do. */
  failed: string;
}) {
  if (query.isPending)
    return (
      <p role="status" className="text-muted">
        {loading}
      </p>
    );
  if (query.isError)
    return (
      <p role="alert" className="font-semibold text-destructive">
        {errorMessage(query.error, failed)}
      </p>
    );
  return null;
}
