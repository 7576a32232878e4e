import { useQuery } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { queryKeyOf } from '#client/lib/query-key.ts';
import { bookApi } from '#shared/book-api.ts';

/** One chapter's recordings, for the page a book's printed code leads to. */
export function useChapterRecordings(projectId: string, chapterId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeyOf(bookApi.chapterRecordings, { params: { id: projectId, chapterId } }),
    queryFn: () => request(bookApi.chapterRecordings, { params: { id: projectId, chapterId } }),
    enabled,
  });
}
