import type { Executor } from '#server/db/client.ts';
import { notFound } from '#server/lib/app-error.ts';
import { findOwnedProject } from './studio.repository.ts';

/**
 * The memoir project if it belongs to this person; otherwise 404, so another person's projects stay invisible
 * (docs/decisions/614). The one check every service that works on a project stands behind: the studio, the book.
 */
export async function requireProject(executor: Executor, userId: string, projectId: string) {
  const project = await findOwnedProject(executor, userId, projectId);
  if (!project) throw notFound('That memoir project');
  return project;
}
