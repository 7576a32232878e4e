import { Home } from './home.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/** Spec §2: one route, "/". Everything else is the 404 page. */
export function Router() {
  const path = window.location.pathname;
  return path === '/' || path === '/index.html' ? <Home /> : <NotFoundPage />;
}
