import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { familyApi } from '#shared/family-api.ts';
import type { MemoryRef } from '#shared/manuscript.ts';
import { familyQuestionsQueryKey } from './family-questions.ts';

/** This memory answers the question: the asker sees it once the memory is shared. */
export const answerFamilyQuestion = ({ id, memory }: { id: string; memory: MemoryRef }) =>
  request(familyApi.answerQuestion, { params: { id }, body: { memory } });

export function useAnswerFamilyQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerFamilyQuestion,
    onSettled: () => queryClient.invalidateQueries({ queryKey: familyQuestionsQueryKey }),
  });
}
