import { lazy, Suspense } from 'react';
import {
  GOODBYE_PAGE_PATH,
  INVITE_PAGE_PREFIX,
  LISTEN_PAGE_PREFIX,
  STORYTELLER_PAGE_PREFIX,
} from '#shared/page-paths.ts';
import { Home } from './home.tsx';
import { NotFoundPage } from './not-found-page.tsx';

// The storyteller's page is a chunk of its own: it loads nothing of the workspace.
const StorytellerPage = lazy(() =>
  import('./storyteller-page.tsx').then((module) => ({ default: module.StorytellerPage })),
);

const ListenPage = lazy(() => import('./listen-page.tsx').then((module) => ({ default: module.ListenPage })));

// An invitation to a family circle (issue 15): a chunk of its own too.
const InvitationPage = lazy(() =>
  import('#client/features/family/components/invitation-page.tsx').then((module) => ({
    default: module.InvitationPage,
  })),
);

// Where someone lands once their account is deleted (decision 1525).
const GoodbyePage = lazy(() =>
  import('#client/features/account/components/goodbye-page.tsx').then((module) => ({
    default: module.GoodbyePage,
  })),
);

/** `/invite/<token>`: the token's own rule (shared/family.ts) is checked by the page, which says what to do. */
const INVITE_PATH = /^\/invite\/[^/]+\/?$/;

/** `/listen/<uuid>/<uuid>`: the page a book's printed code opens. */
const LISTEN_PATH = /^\/listen\/[0-9a-f-]{36}\/[0-9a-f-]{36}\/?$/;

/**
 * One route, "/". Everything else is the 404 page, except the storyteller's link, `/tell/<token>`
 * (issue 12, part 4), which shows only the interview, and `/listen/<project>/<chapter>`, where a book's printed code
 * leads (issue 14), and `/invite/<token>`, an invitation to a family circle (issue 15), and `/goodbye`, once an
 * account is deleted (decision 1525).
 */
export function Router({ path = window.location.pathname }: { path?: string }) {
  if (path.startsWith(STORYTELLER_PAGE_PREFIX) && path.length > STORYTELLER_PAGE_PREFIX.length) {
    return (
      <Suspense
        fallback={
          <p className="p-8 text-xl" role="status">
            Opening your interview…
          </p>
        }
      >
        <StorytellerPage />
      </Suspense>
    );
  }
  if (path.startsWith(LISTEN_PAGE_PREFIX) && LISTEN_PATH.test(path)) {
    return (
      <Suspense fallback={<p className="p-8 text-xl">Opening…</p>}>
        <ListenPage />
      </Suspense>
    );
  }
  if (path.startsWith(INVITE_PAGE_PREFIX) && INVITE_PATH.test(path)) {
    return (
      <Suspense
        fallback={
          <p className="p-8 text-xl" role="status">
            Opening your invitation…
          </p>
        }
      >
        <InvitationPage />
      </Suspense>
    );
  }
  if (path === GOODBYE_PAGE_PATH) {
    return (
      <Suspense fallback={null}>
        <GoodbyePage />
      </Suspense>
    );
  }
  return path === '/' || path === '/index.html' ? <Home /> : <NotFoundPage />;
}
