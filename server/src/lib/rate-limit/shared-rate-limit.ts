import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { RateLimitCounters } from './rate-limit-counters.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit that keeps its counts in PostgreSQL, so that
 * every instance of a deployment shares them (an in-memory store would allow N
 * instances N times the limit). Each route gets its own key space.
 */
function postgresStore(counters: RateLimitCounters, prefix = 'route:') {
  return class PostgresRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number) {
      counters.hit(`${prefix}${key}`, timeWindow).then(
        ({ hits, resetInMs }) => callback(null, { current: hits, ttl: resetInMs }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback) {
      counters.peek(`${prefix}${key}`).then(
        ({ hits, resetInMs }) => callback(null, { current: hits, ttl: resetInMs }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: RouteOptions & { path: string; prefix: string }) {
      // At run time the plugin passes the route's merged limit settings, with the route under `routeInfo`.
      const route = (routeOptions as unknown as { routeInfo?: { method?: string | string[]; url?: string } })
        .routeInfo;
      const method = [route?.method ?? ''].flat().join(',');
      const Store = postgresStore(counters, `${prefix}${method} ${route?.url ?? ''}:`);
      return new Store();
    }
  };
}

/**
 * Registers @fastify/rate-limit for the routes of this plugin scope with the
 * shared PostgreSQL store. Routes opt in with `config: { rateLimit: { max, timeWindow } }`;
 * the key is the client address as the trusted proxy chain gives it (see TRUST_PROXY).
 */
export async function registerSharedRateLimit(app: FastifyInstance, counters: RateLimitCounters) {
  await app.register(rateLimit, { global: false, store: postgresStore(counters) });
}
