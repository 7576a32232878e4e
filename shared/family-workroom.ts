/**
 * An editor's help with the storyteller's memoir (docs/decisions/1512): the chapters of the storyteller's projects
 * that are open to the editor, each with its memories and whether it has a draft. The chapter's memories and
 * its draft travel in the manuscript's own shapes (shared/manuscript.ts), so the studio's editor reads them.
 */
import { z } from 'zod';
import { ownerParamsSchema } from './family.ts';
import { memoryRefSchema } from './manuscript.ts';

export const workroomMessages = {
  notAllowedToOrganise:
    'Only editors can help with the chapters and drafts. Please ask the storyteller to change your role.',
  chapterNotOpen: 'That chapter is not open to you. It may hold a memory that has not been shared with you.',
  projectNotFound: 'That memoir is not known.',
} as const;

/** A chapter open to the editor: every memory in it, and every memory its draft came from, is visible to them. */
export const workroomChapterSchema = z.object({
  id: z.string(),
  title: z.string(),
  memories: z.array(memoryRefSchema.extend({ name: z.string() })),
  hasDraft: z.boolean(),
});
export type WorkroomChapter = z.infer<typeof workroomChapterSchema>;

export const workroomProjectSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** In the storyteller's order; chapters not open to the editor are not listed. */
  chapters: z.array(workroomChapterSchema),
});
export type WorkroomProject = z.infer<typeof workroomProjectSchema>;

/** GET /api/shared-with-me/:ownerId/workroom */
export const workroomSchema = z.object({ projects: z.array(workroomProjectSchema) });
export type Workroom = z.infer<typeof workroomSchema>;

export const workroomProjectParamsSchema = ownerParamsSchema.extend({
  projectId: z.uuid({ error: 'That memoir is not known.' }),
});
export const workroomChapterParamsSchema = workroomProjectParamsSchema.extend({
  chapterId: z.uuid({ error: 'That chapter id is not valid.' }),
});
