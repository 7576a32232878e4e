/**
 * Proposals the person declined, per project, kept in this browser. A proposal is otherwise still open while it is
 * Clio's last word: accepting it sends a message, so it stops being the last, but declining sends nothing, so
 * without this note a declined proposal would come back with its buttons on the next visit.
 */
const storageKey = (projectId: string) => `heirloom:declined-proposals:${projectId}`;

/** Only the most recent ones matter: an older proposal is never Clio's last word again. */
const KEEP = 20;

export function declinedProposalIds(projectId: string): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(projectId)) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberDeclinedProposal(projectId: string, messageId: string) {
  const ids = [...declinedProposalIds(projectId).filter((id) => id !== messageId), messageId].slice(-KEEP);
  try {
    localStorage.setItem(storageKey(projectId), JSON.stringify(ids));
  } catch {
    // Storage full or turned off: the proposal may show again next time, which loses nothing.
  }
}
