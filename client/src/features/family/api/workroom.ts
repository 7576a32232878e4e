/** An editor's help with the storyteller's chapters and drafts (docs/decisions/1512). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { workroomApi } from '#shared/family-workroom-api.ts';
import type { ChapterContents, ChapterDraft, DraftParagraph, MemoryRef } from '#shared/manuscript.ts';

/** Where one chapter is, as the workroom's routes name it. */
export interface WorkroomPlace {
  ownerId: string;
  projectId: string;
  chapterId: string;
}

export const workroomQueryKey = (ownerId: string) => ['/api/shared-with-me/workroom', ownerId] as const;
const chapterKey = (place: WorkroomPlace, part: 'memories' | 'draft') =>
  [...workroomQueryKey(place.ownerId), place.chapterId, part] as const;

/** The storyteller's memoirs with the chapters open to this editor. */
export function useWorkroom(ownerId: string) {
  return useQuery({
    queryKey: workroomQueryKey(ownerId),
    queryFn: () => request(workroomApi.get, { params: { ownerId } }),
  });
}

export function useAddWorkroomChapter(ownerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, title }: { projectId: string; title: string }) =>
      request(workroomApi.addChapter, { params: { ownerId, projectId }, body: { title } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: workroomQueryKey(ownerId), exact: true }),
  });
}

export function useWorkroomMemories(place: WorkroomPlace) {
  return useQuery({
    queryKey: chapterKey(place, 'memories'),
    queryFn: () => request(workroomApi.memories, { params: place }),
  });
}

/** Adds memories, or saves the order (a memory left out is taken out of the chapter). */
export function useChangeWorkroomMemories(place: WorkroomPlace) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      change: { add: MemoryRef[] } | { version: number; memories: MemoryRef[] },
    ): Promise<ChapterContents> =>
      'add' in change
        ? request(workroomApi.addMemories, { params: place, body: { memories: change.add } })
        : request(workroomApi.saveMemories, { params: place, body: change }),
    onSuccess: (contents) => queryClient.setQueryData(chapterKey(place, 'memories'), contents),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: workroomQueryKey(place.ownerId), exact: true }),
  });
}

export function useWorkroomDraft(place: WorkroomPlace) {
  return useQuery({
    queryKey: chapterKey(place, 'draft'),
    queryFn: () => request(workroomApi.draft, { params: place }),
  });
}

function useKeepDraft(place: WorkroomPlace) {
  const queryClient = useQueryClient();
  return (draft: ChapterDraft) => {
    queryClient.setQueryData(chapterKey(place, 'draft'), { draft });
    void queryClient.invalidateQueries({ queryKey: workroomQueryKey(place.ownerId), exact: true });
  };
}

/** Draft this Chapter, as the storyteller's studio drafts it. */
export function useComposeWorkroomDraft(place: WorkroomPlace) {
  const keep = useKeepDraft(place);
  return useMutation({
    mutationFn: () => request(workroomApi.composeDraft, { params: place }),
    onSuccess: keep,
  });
}

/** One saved version of the draft (a stale one answers 409 STALE_CHAPTER with the saved draft). */
export function useSaveWorkroomDraft(place: WorkroomPlace) {
  const keep = useKeepDraft(place);
  return useMutation({
    mutationFn: (body: { basedOn: number; paragraphs: DraftParagraph[] }) =>
      request(workroomApi.saveDraft, { params: place, body }),
    onSuccess: keep,
  });
}
