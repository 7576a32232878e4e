import { useEffect, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter, DialogHeader } from '#client/components/ui/dialog.tsx';
import { FormFailure } from '#client/components/ui/form-failure.tsx';
import { Label } from '#client/components/ui/input.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-request.ts';
import type { MemoryRef } from '#shared/manuscript.ts';
import type { UnifiedMemoryRow } from '#shared/memory-rules.ts';
import { displayChapterTitle } from '#shared/studio.ts';
import { useAddToChapter, useChaptersOf, useProjectsForChapters } from '../api/add-to-chapter.ts';

const selectStyles =
  'min-h-12 w-full rounded-lg border-2 border-line bg-surface px-3 text-base focus-visible:border-primary';

/** Where a row of My Memories is kept: typed memories and files (interviews are added from a chapter). */
export function chapterRefOf(row: UnifiedMemoryRow): MemoryRef | null {
  if (row.kind === 'fragment') return { kind: 'fragment', id: row.id };
  if (row.kind === 'file') return { kind: 'file', id: row.id };
  return null;
}

/** "Add to chapter" from My Memories: choose the memoir and the chapter. */
export function AddToChapterDialog({ row, onClose }: { row: UnifiedMemoryRow | null; onClose: () => void }) {
  const open = row !== null;
  const projects = useProjectsForChapters(open);
  const [projectId, setProjectId] = useState<string | null>(null);
  const [chapterId, setChapterId] = useState<string>('');
  const chapters = useChaptersOf(open ? projectId : null);
  const add = useAddToChapter();
  const [failure, setFailure] = useState<string | null>(null);

  // The first memoir is chosen to begin with; the first chapter of the chosen memoir likewise.
  useEffect(() => {
    if (open && projectId === null && projects.data?.[0]) setProjectId(projects.data[0].id);
  }, [open, projectId, projects.data]);
  useEffect(() => {
    if (chapters.data && !chapters.data.some((chapter) => chapter.id === chapterId))
      setChapterId(chapters.data[0]?.id ?? '');
  }, [chapters.data, chapterId]);

  const close = () => {
    setProjectId(null);
    setChapterId('');
    setFailure(null);
    onClose();
  };
  const memory = row ? chapterRefOf(row) : null;
  const chapterTitle = chapters.data?.find((chapter) => chapter.id === chapterId)?.title;

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <DialogContent>
        <DialogHeader
          title="Add to chapter"
          description={row ? `Put “${row.memory}” in a chapter of your memoir.` : ''}
        />
        {projects.isPending ? (
          <p role="status" className="text-muted">
            Loading your memoirs…
          </p>
        ) : (projects.data ?? []).length === 0 ? (
          <p className="text-muted">
            You have no memoir yet. Start one in the Memoir Studio, then add chapters to it.
          </p>
        ) : (
          <form
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (!memory || !projectId || !chapterId || add.isPending) return;
              add.mutate(
                { projectId, chapterId, memory },
                {
                  onSuccess: () => {
                    toast({
                      title: 'Added to chapter',
                      description: `“${row!.memory}” is in “${displayChapterTitle(chapterTitle ?? '')}”.`,
                      variant: 'success',
                    });
                    close();
                  },
                  onError: (error) =>
                    setFailure(errorMessage(error, 'The memory could not be added. Please try again.')),
                },
              );
            }}
          >
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="add-to-chapter-project">Memoir</Label>
              <select
                id="add-to-chapter-project"
                className={selectStyles}
                value={projectId ?? ''}
                onChange={(event) => setProjectId(event.target.value)}
              >
                {(projects.data ?? []).map((project) => (
                  <option key={project.id} value={project.id}>
                    {project.title}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="add-to-chapter-chapter">Chapter</Label>
              {chapters.data && chapters.data.length === 0 ? (
                <p id="add-to-chapter-no-chapters" className="text-muted">
                  This memoir has no chapters yet. Add one in the Memoir Studio first.
                </p>
              ) : (
                <select
                  id="add-to-chapter-chapter"
                  className={selectStyles}
                  value={chapterId}
                  onChange={(event) => setChapterId(event.target.value)}
                >
                  {(chapters.data ?? []).map((chapter, index) => (
                    <option key={chapter.id} value={chapter.id}>
                      {`${index + 1}. ${displayChapterTitle(chapter.title)}`}
                    </option>
                  ))}
                </select>
              )}
            </div>
            <FormFailure message={failure} />
            <DialogFooter className="mt-1!">
              <Button variant="outline" onClick={close}>
                Cancel
              </Button>
              {/* Disabled only with its reason in sight and read with it (decision 813): no chapter to add to. */}
              <Button
                type="submit"
                disabled={!memory || !chapterId || add.isPending}
                aria-describedby={
                  chapters.data && chapters.data.length === 0 ? 'add-to-chapter-no-chapters' : undefined
                }
              >
                {add.isPending ? 'Adding…' : 'Add to chapter'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
