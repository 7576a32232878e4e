import { useSyncExternalStore } from 'react';

/** Tailwind's `md` breakpoint: the table from here up, cards below. */
const WIDE = '(min-width: 48rem)';

const subscribe = (changed: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
};

/** Whether the screen is wide enough for the memory table (only one of table and cards is built). */
export function useWideScreen() {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => true,
  );
}
