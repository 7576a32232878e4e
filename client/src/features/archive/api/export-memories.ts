import { useMutation } from '@tanstack/react-query';
import { format } from 'date-fns';
import { apiRequest } from '#client/lib/api-request.ts';

/** The archive is saved as memories-archive-{yyyy-MM-dd}.zip (the person's local date). */
export const archiveFileName = (now: Date = new Date()) =>
  `memories-archive-${format(now, 'yyyy-MM-dd')}.zip`;

/** GET /api/export-memories and hand the ZIP to the browser as a download. */
export async function exportMemories(): Promise<void> {
  const response = await apiRequest('GET', '/api/export-memories');
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = archiveFileName();
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the blob goes away.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}

export function useExportMemories() {
  return useMutation({ mutationFn: exportMemories });
}
