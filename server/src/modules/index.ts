import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account/account.routes.ts';
import { archiveRoutes } from './archive/archive.routes.ts';
import { archiveImportRoutes } from './archive-import/archive-import.routes.ts';
import { bookRoutes } from './book/book.routes.ts';
import { cleanCopyRoutes } from './clean-copy/clean-copy.routes.ts';
import { dashboardRoutes } from './dashboard/dashboard.routes.ts';
import { familyAccessRoutes } from './family-access/family-access.routes.ts';
import { interviewsRoutes } from './interviews/interviews.routes.ts';
import { lifeOrderRoutes } from './life-order/life-order.routes.ts';
import { manuscriptRoutes } from './manuscript/manuscript.routes.ts';
import { memoriesRoutes } from './memories/memories.routes.ts';
import { memorySearchRoutes } from './memory-search/memory-search.routes.ts';
import type { ModuleContext } from './module-context.ts';
import { passwordResetRoutes } from './password-reset/password-reset.routes.ts';
import { profileRoutes } from './profile/profile.routes.ts';
import { sharedWithMeRoutes } from './shared-with-me/shared-with-me.routes.ts';
import { storytellerRoutes } from './storyteller/storyteller.routes.ts';
import { studioRoutes } from './studio/studio.routes.ts';
import { uploadsRoutes } from './uploads/uploads.routes.ts';
import { waitlistRoutes } from './waitlist/waitlist.routes.ts';
import { workroomRoutes } from './workroom/workroom.routes.ts';

/**
 * Every feature module's routes. Each registers in its own encapsulated
 * context, so a module's plugins (rate limits, multipart) do not leak into others.
 */
export const featureModules: Array<(app: FastifyInstance, context: ModuleContext) => Promise<void>> = [
  waitlistRoutes,
  dashboardRoutes,
  profileRoutes,
  accountRoutes,
  passwordResetRoutes,
  studioRoutes,
  memoriesRoutes,
  cleanCopyRoutes,
  memorySearchRoutes,
  uploadsRoutes,
  archiveRoutes,
  archiveImportRoutes,
  interviewsRoutes,
  storytellerRoutes,
  manuscriptRoutes,
  lifeOrderRoutes,
  bookRoutes,
  // The family circle (docs/decisions/1510): the owner's access and releases, what a member reads and adds, and
  // an editor's workroom. The workroom comes last: the role matrix walks routes in this order, and an editor's
  // new (private) chapter hides the project's book from the family until the storyteller releases it.
  familyAccessRoutes,
  sharedWithMeRoutes,
  workroomRoutes,
];

export async function registerFeatureModules(app: FastifyInstance, context: ModuleContext) {
  for (const register of featureModules) {
    await app.register(async (scope) => register(scope, context));
  }
}
