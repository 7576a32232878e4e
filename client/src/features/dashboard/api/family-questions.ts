import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { familyApi } from '#shared/family-api.ts';

export const familyQuestionsQueryKey = ['/api/family/questions'] as const;

export const getFamilyQuestions = () => request(familyApi.questions);

export const familyQuestionsQueryOptions = () =>
  queryOptions({ queryKey: familyQuestionsQueryKey, queryFn: getFamilyQuestions });

/** Questions the family asked the storyteller, newest first. */
export function useFamilyQuestions() {
  return useQuery(familyQuestionsQueryOptions());
}
