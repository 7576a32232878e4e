/** The chapter-draft evaluation set (chapter-drafts.json) as the draft reads it. */
import type { DraftSourceMemory } from '../ai-provider.ts';
import evalSet from './chapter-drafts.json' with { type: 'json' };

export interface EvalChapter {
  project: string;
  title: string;
  memories: DraftSourceMemory[];
}

/** Every chapter of every project, its memories in the chapter's order. */
export function evalChapters(): EvalChapter[] {
  return evalSet.projects.flatMap((project) =>
    project.chapters.map((chapter) => ({
      project: project.id,
      title: chapter.title,
      memories: chapter.memories.map((memory) => ({
        kind: memory.kind as DraftSourceMemory['kind'],
        id: memory.id,
        text: memory.text,
        spoken: memory.spoken,
        whenHappened: memory.when,
      })),
    })),
  );
}

export const evalProjectCount = evalSet.projects.length;
