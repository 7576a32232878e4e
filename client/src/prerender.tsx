/**
 * The landing page rendered to HTML at build time (`scripts/prerender-landing.ts`, issue 16 part 2), so a visitor's
 * slow phone paints its words before any JavaScript has run; hydrate-landing.tsx later hydrates the same tree. Signed-out is
 * what the first render shows everyone, so the markup is the same whoever opens it.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './app/app.tsx';
import { WhenHydrated } from './hydrate-landing.tsx';

export function renderLanding(): string {
  return renderToString(
    <StrictMode>
      <WhenHydrated onHydrated={() => {}}>
        <App path="/" />
      </WhenHydrated>
    </StrictMode>,
  );
}
