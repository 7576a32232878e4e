import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from './module-context.ts';
import { waitlistRoutes } from './waitlist/waitlist.routes.ts';

/**
 * Every feature module's routes. Each registers in its own encapsulated
 * context, so a module's plugins (rate limits, multipart) do not leak into others.
 */
export const featureModules: Array<(app: FastifyInstance, context: ModuleContext) => Promise<void>> = [
  waitlistRoutes,
];

export async function registerFeatureModules(app: FastifyInstance, context: ModuleContext) {
  for (const register of featureModules) {
    await app.register(async (scope) => register(scope, context));
  }
}
