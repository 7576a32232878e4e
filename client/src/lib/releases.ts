import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ReleaseKind, ReleaseStatus } from '#shared/family.ts';
import { familyApi } from '#shared/family-api.ts';
import { request } from './api-request.ts';
import { queryKeyOf } from './query-key.ts';

/**
 * What the storyteller has released or left out (private items are not listed). My Memories, the studio and
 * Legacy Controls all read it, so it lives here rather than in one feature (decision 641).
 */
export const releasesQueryKey = queryKeyOf(familyApi.releases);

export const getReleases = () => request(familyApi.releases);

export const releasesQueryOptions = () => queryOptions({ queryKey: releasesQueryKey, queryFn: getReleases });

const keyOf = (kind: ReleaseKind, id: string) => `${kind}:${id}`;

/** The release state of any item by kind and id: undefined means private. */
export function useReleases() {
  const query = useQuery(releasesQueryOptions());
  const byKey = useMemo(
    () => new Map((query.data ?? []).map((status) => [keyOf(status.kind, status.id), status])),
    [query.data],
  );
  return {
    ...query,
    statusOf: (kind: ReleaseKind, id: string): ReleaseStatus | undefined => byKey.get(keyOf(kind, id)),
  };
}
