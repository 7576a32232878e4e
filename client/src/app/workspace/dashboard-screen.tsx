import { DashboardSection } from '#client/features/dashboard/components/dashboard-section.tsx';
import { useMemoryFragments } from '#client/features/memories/api/get-memory-fragments.ts';
import { useUploadedFiles } from '#client/features/memories/api/get-uploaded-files.ts';

/** The dashboard reads the memories feature's lists; the app composes the two so neither imports the other. */
export function DashboardScreen() {
  return <DashboardSection fragments={useMemoryFragments()} files={useUploadedFiles()} />;
}
