/**
 * The addresses of the pages besides `/` that the single-page app answers. Kept apart from the schemas, so the
 * router (in the landing page's first chunk) does not pull them in.
 */

/** A storyteller's link: `/tell/<token>` (issue 12, part 4). */
export const STORYTELLER_PAGE_PREFIX = '/tell/';

/** Where a book's printed code leads: `/listen/<projectId>/<chapterId>` (issue 14). */
export const LISTEN_PAGE_PREFIX = '/listen/';
export const listenPagePath = (projectId: string, chapterId: string) =>
  `${LISTEN_PAGE_PREFIX}${projectId}/${chapterId}`;

/** An invitation to a storyteller's family circle: `/invite/<token>` (issue 15). */
export const INVITE_PAGE_PREFIX = '/invite/';

/** Where someone lands once their account is deleted: a short goodbye with what to do next (decision 1525). */
export const GOODBYE_PAGE_PATH = '/goodbye';
