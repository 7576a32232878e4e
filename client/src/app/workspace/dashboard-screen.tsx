import { DashboardSection } from '#client/features/dashboard/components/dashboard-section.tsx';
import { UpcomingInterviews } from '#client/features/interviews/components/upcoming-interviews.tsx';
import { useMemoryFragments } from '#client/features/memories/api/get-memory-fragments.ts';
import { useUploadedFiles } from '#client/features/memories/api/get-uploaded-files.ts';
import { useInterviews } from '#client/features/memories/api/interviews.ts';
import { StorytellerLinks } from '#client/features/storyteller/components/storyteller-links.tsx';

/**
 * The dashboard reads the memories feature's lists and shows the interviews feature's bookings; the app composes
 * them so no feature imports another.
 */
export function DashboardScreen() {
  return (
    <DashboardSection
      fragments={useMemoryFragments()}
      files={useUploadedFiles()}
      interviews={useInterviews()}
      upcomingInterviews={<UpcomingInterviews />}
      storytellerLinks={<StorytellerLinks />}
    />
  );
}
