/**
 * Answers to Clio the person has saved as memories, per project, kept in this browser, so "Save as a memory"
 * becomes "Saved in My Memories" and stays so on the next visit. If the note is lost, the button comes back and
 * saving again makes a second copy: nothing is ever lost.
 */
const storageKey = (projectId: string) => `heirloom:saved-answers:${projectId}`;
const KEEP = 200;

export function savedAnswerIds(projectId: string): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(projectId)) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberSavedAnswer(projectId: string, messageId: string) {
  const ids = [...savedAnswerIds(projectId).filter((id) => id !== messageId), messageId].slice(-KEEP);
  try {
    localStorage.setItem(storageKey(projectId), JSON.stringify(ids));
  } catch {
    // Storage full or turned off: the button shows again next time.
  }
}
