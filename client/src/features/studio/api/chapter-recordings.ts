import { useQuery } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { bookApi } from '#shared/book-api.ts';

/** One chapter's recordings, for the page a book's printed code leads to. */
export function useChapterRecordings(projectId: string, chapterId: string, enabled: boolean) {
  return useQuery({
    queryKey: [`/api/memoir-projects/${projectId}/chapters/${chapterId}/recordings`],
    queryFn: () => request(bookApi.chapterRecordings, { params: { id: projectId, chapterId } }),
    enabled,
  });
}
