import { BookOpen, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useFormatDay } from '#client/lib/format-day.ts';
import { cn } from '#client/lib/utils.ts';
import { MEMOIR_STATUS_LABELS, type MemoirProject } from '#shared/studio.ts';
import { useDeleteMemoirProject } from '../api/delete-memoir-project.ts';
import { useMemoirProjects } from '../api/get-memoir-projects.ts';

export const DELETE_PROJECT_CONFIRMATION =
  'Are you sure you want to delete this memoir project? This action cannot be undone.';

const statusStyles: Record<MemoirProject['status'], string> = {
  draft: 'bg-accent text-ink',
  in_progress: 'bg-[#e3eefb] text-[#1d4f86]',
  completed: 'bg-[#e2f3e8] text-success',
};

/** The table's columns (wide screens) and their widths. */
const PROJECT_COLUMNS = [
  { label: 'Title', className: 'w-[26%] px-4 py-3' },
  { label: 'Motivation', className: 'px-4 py-3' },
  { label: 'Status', className: 'w-30 px-4 py-3' },
  { label: 'Created', className: 'w-34 px-4 py-3' },
  { label: 'Actions', className: 'w-44 px-4 py-3' },
] as const;

function StatusLabel({ status }: { status: MemoirProject['status'] }) {
  return (
    <span
      className={cn(
        'inline-block rounded-full px-3 py-0.5 text-[0.9rem] font-semibold',
        statusStyles[status],
      )}
    >
      {MEMOIR_STATUS_LABELS[status]}
    </span>
  );
}

/** The project list: "Create New Memoir", the projects table, and the empty state. */
export function ProjectList({
  onCreate,
  onOpen,
}: {
  onCreate: () => void;
  onOpen: (projectId: string) => void;
}) {
  const formatDay = useFormatDay();
  const projects = useMemoirProjects();
  const deleteProject = useDeleteMemoirProject();
  const [toDelete, setToDelete] = useState<MemoirProject | null>(null);

  const confirmDelete = () => {
    const project = toDelete;
    if (!project) return;
    deleteProject.mutate(project.id, {
      onSuccess: () =>
        toast({ title: 'Memoir project deleted', description: `"${project.title}"`, variant: 'success' }),
      onError: () =>
        toast({ title: 'Error', description: 'Failed to delete memoir project.', variant: 'destructive' }),
    });
  };

  const actions = (project: MemoirProject) => (
    <div className="flex items-center gap-2">
      <Button size="sm" onClick={() => onOpen(project.id)} aria-label={`Continue ${project.title}`}>
        Continue
      </Button>
      <Button
        size="icon"
        variant="ghost"
        className="text-destructive"
        onClick={() => setToDelete(project)}
        aria-label={`Delete ${project.title}`}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );

  return (
    <section aria-labelledby="memoir-projects-heading" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h2 id="memoir-projects-heading" className="text-2xl font-bold">
            Your Memoir Projects
          </h2>
          <p className="text-muted">Shape your memories into a book, with Clio as your writing companion.</p>
        </div>
        <Button onClick={onCreate}>
          <Plus aria-hidden="true" />
          Create New Memoir
        </Button>
      </div>

      {projects.isPending ? (
        <p role="status" className="text-muted">
          Loading your memoir projects…
        </p>
      ) : projects.isError ? (
        <div role="alert" className="rounded-xl border border-destructive p-4">
          <p>Your memoir projects could not be loaded.</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => projects.refetch()}>
            Try again
          </Button>
        </div>
      ) : projects.data.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-2xl border-2 border-dashed border-line bg-surface px-6 py-12 text-center">
          <BookOpen aria-hidden="true" className="size-12 text-primary" />
          <p className="text-xl font-semibold">No memoir projects yet</p>
          <p className="max-w-md text-muted">
            Clio will ask you a few gentle questions about why and for whom you are writing, then help you
            plan your chapters.
          </p>
          <Button onClick={onCreate}>Create Your First Memoir</Button>
        </div>
      ) : (
        <>
          <div className="hidden overflow-hidden rounded-2xl border border-line bg-surface md:block">
            <table className="w-full table-fixed text-left">
              <caption className="sr-only">Your memoir projects</caption>
              <thead className="bg-accent/60 text-[0.95rem]">
                <tr>
                  {PROJECT_COLUMNS.map((column) => (
                    <th key={column.label} scope="col" className={column.className}>
                      {column.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {projects.data.map((project) => (
                  <tr key={project.id} className="border-t border-line align-middle">
                    <td className="px-4 py-3 font-semibold break-words">{project.title}</td>
                    <td className="px-4 py-3">
                      <span className="line-clamp-2 text-muted" title={project.motivation}>
                        {project.motivation}
                      </span>
                    </td>
                    <td className="px-4 py-3">
                      <StatusLabel status={project.status} />
                    </td>
                    <td className="px-4 py-3 text-muted">{formatDay(project.createdAt)}</td>
                    <td className="px-4 py-3">{actions(project)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="flex flex-col gap-3 md:hidden" aria-label="Your memoir projects">
            {projects.data.map((project) => (
              <li key={project.id} className="rounded-2xl border border-line bg-surface p-4">
                <div className="flex items-start justify-between gap-3">
                  <p className="min-w-0 font-serif text-lg font-bold break-words">{project.title}</p>
                  <StatusLabel status={project.status} />
                </div>
                <p className="mt-1 truncate text-muted" title={project.motivation}>
                  {project.motivation}
                </p>
                <p className="mt-1 text-[0.9rem] text-muted">Created {formatDay(project.createdAt)}</p>
                <div className="mt-3">{actions(project)}</div>
              </li>
            ))}
          </ul>
        </>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title="Delete this memoir project?"
        description={DELETE_PROJECT_CONFIRMATION}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
