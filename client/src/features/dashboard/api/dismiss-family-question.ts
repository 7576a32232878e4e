import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { familyApi } from '#shared/family-api.ts';
import { familyQuestionsQueryKey } from './family-questions.ts';

/** "Not now": the question leaves the Dashboard. */
export const dismissFamilyQuestion = (id: string) => request(familyApi.dismissQuestion, { params: { id } });

export function useDismissFamilyQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissFamilyQuestion,
    onSettled: () => queryClient.invalidateQueries({ queryKey: familyQuestionsQueryKey }),
  });
}
