import { BookOpen, Plus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { QueryState } from '#client/components/query-state.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/labelled-field.tsx';
import { errorMessage } from '#client/lib/api-request.ts';
import type { SharedMemory } from '#shared/family.ts';
import type { WorkroomChapter as Chapter, WorkroomProject } from '#shared/family-workroom.ts';
import { CHAPTER_TITLE_MAX, chapterTitleSchema } from '#shared/studio.ts';
import { useAddWorkroomChapter, useWorkroom } from '../api/workroom.ts';
import { ChapterCard } from './chapter-card.tsx';
import { WorkroomChapter } from './workroom-chapter.tsx';

const memoriesSentence = (count: number) =>
  count === 0 ? 'No memories yet' : count === 1 ? '1 memory' : `${count} memories`;

/** "2 memories · Has a draft": what a chapter holds, under its title. */
const contentsSentence = (chapter: Chapter) =>
  `${memoriesSentence(chapter.memories.length)} · ${chapter.hasDraft ? 'Has a draft' : 'No draft yet'}`;

function ChapterItem({
  ownerId,
  projectId,
  chapter,
  choices,
  ownerFirstName,
  startOpen,
}: {
  ownerId: string;
  projectId: string;
  chapter: Chapter;
  choices: SharedMemory[];
  ownerFirstName: string;
  startOpen: boolean;
}) {
  const [open, setOpen] = useState(startOpen);
  return (
    <ChapterCard
      title={chapter.title}
      headingLevel="h5"
      details={contentsSentence(chapter)}
      openLabel="Work on the chapter"
      open={open}
      onToggle={() => setOpen((value) => !value)}
      testId="workroom-chapter"
    >
      <WorkroomChapter
        place={{ ownerId, projectId, chapterId: chapter.id }}
        choices={choices}
        ownerFirstName={ownerFirstName}
      />
    </ChapterCard>
  );
}

/** "Add a chapter" to one memoir: typed and sent with Enter or the button. */
function AddChapterForm({
  ownerId,
  project,
  ownerFirstName,
  onAdded,
}: {
  ownerId: string;
  project: WorkroomProject;
  ownerFirstName: string;
  onAdded: (chapterId: string) => void;
}) {
  const id = useId();
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [added, setAdded] = useState<string | null>(null);
  const add = useAddWorkroomChapter(ownerId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAdded(null);
    const parsed = chapterTitleSchema.safeParse({ title });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Please give a chapter title.');
      return;
    }
    setProblem(undefined);
    add.mutate(
      { projectId: project.id, title: parsed.data.title },
      {
        onSuccess: (chapter) => {
          setTitle('');
          setAdded(
            `“${chapter.title}” was added. It stays private until ${ownerFirstName} shares it with the family.`,
          );
          onAdded(chapter.id);
        },
        onError: (error) =>
          setProblem(errorMessage(error, 'The chapter could not be added. Please try again.')),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <TextField
          id={`${id}-title`}
          label="Add a chapter"
          containerClassName="grow"
          value={title}
          onValueChange={setTitle}
          maxLength={CHAPTER_TITLE_MAX}
          placeholder="For example: Life on the farm"
          problem={problem}
        />
        <Button type="submit" disabled={add.isPending} className="sm:mt-8">
          <Plus aria-hidden="true" />
          {add.isPending ? 'Adding…' : 'Add the chapter'}
        </Button>
      </div>
      {added ? (
        <p role="status" className="font-semibold">
          {added}
        </p>
      ) : null}
    </form>
  );
}

/**
 * Help with the memoir (docs/decisions/1512), for an editor: the storyteller's memoirs with the chapters open to
 * them (every memory in them is shared with the editor), Add a chapter, and each chapter's memories and draft.
 */
export function MemoirHelp({
  ownerId,
  ownerFirstName,
  choices,
}: {
  ownerId: string;
  ownerFirstName: string;
  choices: SharedMemory[];
}) {
  const id = useId();
  const workroom = useWorkroom(ownerId);
  const [justAdded, setJustAdded] = useState<string | null>(null);

  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-2xl border border-line bg-accent/30 p-4"
      data-testid="memoir-help"
    >
      <div>
        <h3 id={id} className="flex items-center gap-2 text-xl font-bold">
          <BookOpen aria-hidden="true" className="size-6 shrink-0" />
          Help with the memoir
        </h3>
        <p className="mt-1 max-w-prose">
          As an editor you can add chapters, put the memories {ownerFirstName} shared with you in them, and
          work on their drafts. A chapter holding a memory that is not shared with you is not shown here.
          Nothing you do here deletes anything of {ownerFirstName}'s.
        </p>
      </div>
      {!workroom.isSuccess ? (
        <QueryState
          query={workroom}
          loading="Loading the memoir…"
          failed="The memoir could not be loaded. Please reload the page."
        />
      ) : workroom.data.projects.length === 0 ? (
        <p>{ownerFirstName} has not started a memoir yet. Chapters can be added once they have.</p>
      ) : (
        workroom.data.projects.map((project) => (
          <section key={project.id} aria-labelledby={`${id}-${project.id}`} className="flex flex-col gap-3">
            <h4 id={`${id}-${project.id}`} className="text-lg font-bold">
              “{project.title}”
            </h4>
            {project.chapters.length === 0 ? (
              <p className="text-muted">No chapters are open to you in this memoir yet.</p>
            ) : (
              <ul className="flex flex-col gap-3" aria-label={`Chapters of “${project.title}”`}>
                {project.chapters.map((chapter) => (
                  <ChapterItem
                    key={chapter.id}
                    ownerId={ownerId}
                    projectId={project.id}
                    chapter={chapter}
                    choices={choices}
                    ownerFirstName={ownerFirstName}
                    startOpen={chapter.id === justAdded}
                  />
                ))}
              </ul>
            )}
            <AddChapterForm
              ownerId={ownerId}
              project={project}
              ownerFirstName={ownerFirstName}
              onAdded={setJustAdded}
            />
          </section>
        ))
      )}
    </section>
  );
}
