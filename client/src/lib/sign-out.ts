import type { MouseEvent } from 'react';
import { clearAccountDrafts, deviceStorage, hasAccountDrafts, leaveOnPurpose } from './local-draft.ts';

/** Asked before signing out drops words typed and not saved yet (decision 812). */
export const UNSAVED_WORDS_AT_SIGN_OUT =
  'Some words you typed are not saved yet. If you sign out now, they are thrown away. Sign out anyway?';

/**
 * Sign out in one step (decision 539). The Sign out links keep `href="/api/logout"`, but a click posts there
 * instead: a GET signs out only when the browser says it came from our own page (Sec-Fetch-Site), and browsers send
 * no Sec-Fetch-Site on plain-http addresses such as http://192.168.1.10:3000, where a GET would ask first. A POST
 * from our page carries its Origin, which the server's same-origin check accepts. If the post cannot be sent, the
 * link is followed as before.
 *
 * Words kept on this device while typing (decision 812) belong to the account: signing out removes them, so the
 * next person on this browser never sees them, and asks first when there are any.
 */
export function signOutOnClick(event: MouseEvent<HTMLAnchorElement>) {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  const storage = deviceStorage();
  if (storage && hasAccountDrafts(storage) && !window.confirm(UNSAVED_WORDS_AT_SIGN_OUT)) return;
  forgetAccountDrafts();
  fetch('/api/logout', { method: 'POST', credentials: 'same-origin', redirect: 'manual' }).then(
    () => window.location.assign('/'),
    () => window.location.assign('/api/logout'),
  );
}

/** Removes every account's kept words from this device, for a sign-out that follows its link as it is. */
export function forgetAccountDrafts() {
  const storage = deviceStorage();
  if (storage) clearAccountDrafts(storage);
  leaveOnPurpose();
}
