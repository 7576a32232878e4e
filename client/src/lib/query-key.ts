import type { AnyEndpoint, EndpointInput } from '#shared/api-contract.ts';
import { endpointUrl } from './api-request.ts';

type KeyParams<E extends AnyEndpoint> = E['params'] extends object
  ? { params: EndpointInput<E, 'params'> }
  : { params?: never };

/** What names one answer of `endpoint` in the cache: its path parameters, and its query where the answer depends on it. */
export type QueryKeyArgs<E extends AnyEndpoint> = KeyParams<E> & {
  query?: Partial<EndpointInput<E, 'query'>>;
};

type KeyArgsOf<E extends AnyEndpoint, A> = object extends QueryKeyArgs<E> ? [args?: A] : [args: A];

/** The resolved path, followed by the query when one is given. */
type QueryKey<A> = A extends { query: infer Query extends object }
  ? readonly [string, Query]
  : readonly [string];

/**
 * The cache key of a GET, made from its descriptor so that a key cannot drift from the path it caches:
 * the resolved path alone, or the path and the query object. Keys that begin with the same path match the
 * same invalidations, so a mutation that invalidates `queryKeyOf(list)` refreshes every query of that list.
 */
export function queryKeyOf<E extends AnyEndpoint, const A extends QueryKeyArgs<E> = QueryKeyArgs<E>>(
  endpoint: E,
  ...[args]: KeyArgsOf<E, A>
): QueryKey<A> {
  const path = endpointUrl(endpoint, { params: args?.params });
  return (args?.query === undefined ? [path] : [path, args.query]) as unknown as QueryKey<A>;
}
