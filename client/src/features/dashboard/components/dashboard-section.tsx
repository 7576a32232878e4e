import { CalendarClock, Link2 } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { topicsByFrequency } from '#shared/dashboard.ts';
import { type MemoryListQueries, useDashboardMemories } from '../use-dashboard-memories.ts';
import { DashboardPanel } from './dashboard-panel.tsx';
import { FamilyQuestionsPanel } from './family-questions-panel.tsx';
import { MissingMomentsPanel } from './missing-moments-panel.tsx';
import { NextChapterPanel } from './next-chapter-panel.tsx';
import { ProgressPanel } from './progress-panel.tsx';
import { QuickActionsPanel } from './quick-actions-panel.tsx';
import { TodaysQuestion } from './todays-question.tsx';
import { TopicsPanel } from './topics-panel.tsx';

/**
 * Dashboard: progress, topics, missing moments, next-chapter ideas and quick actions; with the interviews
 * the person booked (issue 12) below the progress, the links made for a storyteller beside them, and Today's
 * question (issue 18) above them all.
 */
export function DashboardSection({
  upcomingInterviews,
  storytellerLinks,
  ...memoryLists
}: MemoryListQueries & { upcomingInterviews: ReactNode; storytellerLinks: ReactNode }) {
  const memories = useDashboardMemories(memoryLists);
  const topics = useMemo(
    () =>
      topicsByFrequency(
        [...memories.fragments, ...memories.files, ...memories.interviews].map((memory) => memory.topics),
      ),
    [memories.fragments, memories.files, memories.interviews],
  );
  return (
    <div className="grid items-start gap-5 lg:grid-cols-2">
      {memories.loadFailed ? (
        <p role="alert" className="rounded-xl border border-destructive bg-surface p-4 lg:col-span-2">
          Your memories could not be loaded just now, so the counts below may be incomplete. Please reload the
          page to try again.
        </p>
      ) : null}
      <TodaysQuestion memoriesLoaded={memories.loaded} memoriesFailed={memories.loadFailed} />
      <FamilyQuestionsPanel />
      <ProgressPanel />
      <TopicsPanel topics={topics} isLoading={memories.isLoading} />
      <DashboardPanel title="Upcoming interviews" icon={<CalendarClock />}>
        {upcomingInterviews}
      </DashboardPanel>
      <DashboardPanel title="Storyteller links" icon={<Link2 />}>
        {storytellerLinks}
      </DashboardPanel>
      <MissingMomentsPanel memoriesLoaded={memories.loaded} />
      <NextChapterPanel memoriesLoaded={memories.loaded} />
      <QuickActionsPanel />
    </div>
  );
}
