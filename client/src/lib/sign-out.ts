import type { MouseEvent } from 'react';

/**
 * Sign out in one step (decision 539). The Sign out links keep `href="/api/logout"`, but a click posts there
 * instead: a GET signs out only when the browser says it came from our own page (Sec-Fetch-Site), and browsers send
 * no Sec-Fetch-Site on plain-http addresses such as http://192.168.1.10:3000, where a GET would ask first. A POST
 * from our page carries its Origin, which the server's same-origin check accepts. If the post cannot be sent, the
 * link is followed as before.
 */
export function signOutOnClick(event: MouseEvent<HTMLAnchorElement>) {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  fetch('/api/logout', { method: 'POST', credentials: 'same-origin', redirect: 'manual' }).then(
    () => window.location.assign('/'),
    () => window.location.assign('/api/logout'),
  );
}
