import { INVITE_PAGE_PREFIX } from '#shared/page-paths.ts';

/**
 * An invitation page the person left to sign in or create an account: the sign-in pages always lead back to "/",
 * so the page is remembered here (for a day, in this browser) and "/" opens it again once they are signed in.
 * No schemas here: the landing page's first chunk reads it.
 */
const KEY = 'heirloom.pendingInvitation';
const KEEP_MS = 24 * 60 * 60 * 1000;

export function rememberPendingInvitation(path: string) {
  try {
    localStorage.setItem(KEY, JSON.stringify({ path, at: Date.now() }));
  } catch {
    // Storage refused (private mode): the person opens the link from the e-mail again instead.
  }
}

/** The invitation page to go back to, once; null when there is none (or it is older than a day). */
export function takePendingInvitation(): string | null {
  try {
    const stored = localStorage.getItem(KEY);
    if (!stored) return null;
    localStorage.removeItem(KEY);
    const { path, at } = JSON.parse(stored) as { path?: unknown; at?: unknown };
    if (typeof path !== 'string' || !path.startsWith(INVITE_PAGE_PREFIX)) return null;
    if (typeof at !== 'number' || Date.now() - at > KEEP_MS) return null;
    return path;
  } catch {
    return null;
  }
}

export function forgetPendingInvitation() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}
