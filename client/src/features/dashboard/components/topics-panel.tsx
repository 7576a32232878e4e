import { Tags } from 'lucide-react';
import { DASHBOARD_TOPICS_SHOWN, type TopicCount } from '#shared/dashboard.ts';
import { DashboardPanel, TopicChip } from './dashboard-panel.tsx';

/** Topics Covered: most frequent first, the first 12, then "+N more". */
export function TopicsPanel({ topics, isLoading }: { topics: TopicCount[]; isLoading: boolean }) {
  const shown = topics.slice(0, DASHBOARD_TOPICS_SHOWN);
  const more = topics.length - shown.length;
  return (
    <DashboardPanel title="Topics Covered" icon={<Tags />}>
      {isLoading ? (
        <p role="status" className="text-muted">
          Loading topics...
        </p>
      ) : topics.length === 0 ? (
        <p className="text-muted">No topics yet. Add memories to see topic coverage.</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Topics, most frequent first">
          {shown.map(({ topic, count }) => (
            <li key={topic}>
              <TopicChip>
                {topic}
                <span aria-hidden="true" className="text-muted">
                  {count}
                </span>
                <span className="sr-only">, in {count === 1 ? 'one memory' : `${count} memories`}</span>
              </TopicChip>
            </li>
          ))}
          {more > 0 ? <li className="self-center px-1 font-semibold text-muted">+{more} more</li> : null}
        </ul>
      )}
    </DashboardPanel>
  );
}
