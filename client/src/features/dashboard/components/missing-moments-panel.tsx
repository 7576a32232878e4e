import { Compass } from 'lucide-react';
import { DASHBOARD_MISSING_MOMENTS_SHOWN } from '#shared/dashboard.ts';
import { useMissingMoments } from '../api/generate-missing-moments.ts';
import { DashboardPanel } from './dashboard-panel.tsx';
import { GeneratedListStates, type GeneratedListTexts } from './generated-list-states.tsx';

/** Missing Moments: the two loading texts and the empty one. */
const MISSING_MOMENTS_TEXTS: GeneratedListTexts = {
  loading: 'Loading missing moments...',
  working: 'Analyzing your memories to find missing moments...',
  empty: 'No missing moments to suggest right now.',
};

/** Missing Moments: the first 6, with the two loading texts. */
export function MissingMomentsPanel({ memoriesLoaded }: { memoriesLoaded: boolean }) {
  const query = useMissingMoments(memoriesLoaded);
  const moments = (query.data?.missingMoments ?? []).slice(0, DASHBOARD_MISSING_MOMENTS_SHOWN);
  return (
    <DashboardPanel title="Missing Moments" icon={<Compass />}>
      <GeneratedListStates
        memoriesLoaded={memoriesLoaded}
        fetching={query.isFetching}
        empty={moments.length === 0}
        texts={MISSING_MOMENTS_TEXTS}
      >
        <p className="mb-3 text-muted">Moments your story does not cover yet:</p>
        <ul className="space-y-2" aria-busy={query.isFetching}>
          {moments.map((moment) => (
            <li key={moment} className="flex gap-3 rounded-xl bg-background px-4 py-3">
              <span aria-hidden="true" className="mt-2.5 size-2 shrink-0 rounded-full bg-primary" />
              <span>{moment}</span>
            </li>
          ))}
        </ul>
      </GeneratedListStates>
    </DashboardPanel>
  );
}
