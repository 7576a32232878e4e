/**
 * Walking the app's own route table, for the matrices that run every /api route: a route added later is walked
 * too, so it cannot escape them.
 */
import type { FastifyInstance } from 'fastify';

/** Every /api route the app registered. */
export const apiRoutes = (app: FastifyInstance) =>
  app.routeTable.filter((route) => route.url.startsWith('/api/'));

/** The key a route's row has in a table: `POST /api/memory-fragments`. */
export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/** The route's path with each `:parameter` replaced by what `pick` answers for it. */
export const fillPath = (url: string, pick: (parameter: string) => string) =>
  url.replace(/:(\w+)/g, (_match, parameter: string) => pick(parameter));
