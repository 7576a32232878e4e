import type { ReactNode } from 'react';

/** What a panel says while its list waits for the memories, is being worked out, or came back empty. */
export interface GeneratedListTexts {
  loading: string;
  working: string;
  empty: string;
}

/**
 * The states of a panel whose list is worked out from the memories: it cannot start before
 * the memories are loaded, and an empty list while still fetching means "not ready", not "none".
 */
export function GeneratedListStates({
  memoriesLoaded,
  fetching,
  empty,
  texts,
  children,
}: {
  memoriesLoaded: boolean;
  fetching: boolean;
  empty: boolean;
  texts: GeneratedListTexts;
  children: ReactNode;
}) {
  if (!memoriesLoaded) {
    return (
      <p role="status" className="text-muted">
        {texts.loading}
      </p>
    );
  }
  if (empty && fetching) {
    return (
      <p role="status" className="text-muted">
        {texts.working}
      </p>
    );
  }
  if (empty) return <p className="text-muted">{texts.empty}</p>;
  return children;
}
