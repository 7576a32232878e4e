/**
 * React taking over the prerendered landing page (landing.ts loads this on the visitor's first gesture): the same
 * tree the build rendered (prerender.tsx), so the markup matches; it answers once the page is React's.
 */
import { type ReactNode, StrictMode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';

/** Calls `onHydrated` once its children are on the page and React's (renders nothing of its own). */
export function WhenHydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

export function hydrateLanding(root: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    hydrateRoot(
      root,
      <StrictMode>
        <WhenHydrated onHydrated={resolve}>
          <App />
        </WhenHydrated>
      </StrictMode>,
    );
  });
}
