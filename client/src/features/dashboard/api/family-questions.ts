import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { queryKeyOf } from '#client/lib/query-key.ts';
import { familyApi } from '#shared/family-api.ts';

export const familyQuestionsQueryKey = queryKeyOf(familyApi.questions);

export const getFamilyQuestions = () => request(familyApi.questions);

export const familyQuestionsQueryOptions = () =>
  queryOptions({ queryKey: familyQuestionsQueryKey, queryFn: getFamilyQuestions });

/** Questions the family asked the storyteller, newest first. */
export function useFamilyQuestions() {
  return useQuery(familyQuestionsQueryOptions());
}
