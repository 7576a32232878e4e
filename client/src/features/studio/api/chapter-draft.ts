import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { queryKeyOf } from '#client/lib/query-key.ts';
import type { DraftParagraph } from '#shared/manuscript.ts';
import { chapterDraftApi } from '#shared/manuscript-api.ts';

export const chapterDraftQueryKey = (projectId: string, chapterId: string) =>
  queryKeyOf(chapterDraftApi.get, { params: { id: projectId, chapterId } });
export const draftVersionsQueryKey = (projectId: string, chapterId: string) =>
  queryKeyOf(chapterDraftApi.versions, { params: { id: projectId, chapterId } });

/** The chapter's newest draft, or null before it was drafted. */
export function useChapterDraft(projectId: string, chapterId: string) {
  return useQuery({
    queryKey: chapterDraftQueryKey(projectId, chapterId),
    queryFn: () => request(chapterDraftApi.get, { params: { id: projectId, chapterId } }),
  });
}

export function useDraftVersions(projectId: string, chapterId: string, enabled: boolean) {
  return useQuery({
    queryKey: draftVersionsQueryKey(projectId, chapterId),
    queryFn: () => request(chapterDraftApi.versions, { params: { id: projectId, chapterId } }),
    enabled,
  });
}

export const getDraftVersion = (projectId: string, chapterId: string, version: number) =>
  request(chapterDraftApi.version, { params: { id: projectId, chapterId, version } });

function useRefreshDraft(projectId: string, chapterId: string) {
  const queryClient = useQueryClient();
  return (draft?: Awaited<ReturnType<typeof request<typeof chapterDraftApi.compose>>>) => {
    if (draft) queryClient.setQueryData(chapterDraftQueryKey(projectId, chapterId), { draft });
    void queryClient.invalidateQueries({ queryKey: draftVersionsQueryKey(projectId, chapterId) });
  };
}

/** Draft this Chapter: the person's own words from the chapter's memories, saved as the next version. */
export function useComposeDraft(projectId: string, chapterId: string) {
  const refresh = useRefreshDraft(projectId, chapterId);
  return useMutation({
    mutationFn: () => request(chapterDraftApi.compose, { params: { id: projectId, chapterId } }),
    onSuccess: (draft) => refresh(draft),
  });
}

/** Saves an edit (or a restore) as the next version, based on the version the person saw. */
export function useSaveDraft(projectId: string, chapterId: string) {
  const refresh = useRefreshDraft(projectId, chapterId);
  return useMutation({
    mutationFn: (input: { basedOn: number; paragraphs: DraftParagraph[]; restoredFrom?: number }) =>
      request(chapterDraftApi.save, { params: { id: projectId, chapterId }, body: input }),
    onSuccess: (draft) => refresh(draft),
  });
}
