import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { InlineEditForm } from '#client/components/inline-edit-form.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { problemOf } from '#client/lib/field-problems.ts';
import { type MemoirProject, PROJECT_TITLE_MAX, updateMemoirProjectSchema } from '#shared/studio.ts';
import { useUpdateMemoirProject } from '../api/update-memoir-project.ts';

/** The editable project title (the project workspace's right side): pencil, Save, Cancel; never blank. */
export function ProjectTitle({ project }: { project: MemoirProject }) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(project.title);
  const [failed, setFailed] = useState(false);
  const update = useUpdateMemoirProject();

  const start = () => {
    setValue(project.title);
    setFailed(false);
    setEditing(true);
  };

  const save = () => {
    const title = value.trim();
    if (!title || update.isPending) return;
    update.mutate(
      { id: project.id, title },
      {
        onSuccess: () => {
          setEditing(false);
          toast({
            title: 'Title Updated',
            description: `Your memoir is now called "${title}".`,
            variant: 'success',
          });
        },
        // The typed title stays in the box.
        onError: (error) => {
          console.error(error);
          setFailed(true);
        },
      },
    );
  };

  if (!editing) {
    return (
      <div className="flex items-start gap-2">
        <h2 className="min-w-0 flex-1 text-2xl font-bold break-words" data-testid="project-title">
          {project.title}
        </h2>
        <Button size="icon" variant="ghost" onClick={start} aria-label="Edit title">
          <Pencil aria-hidden="true" />
        </Button>
      </div>
    );
  }

  return (
    <InlineEditForm
      label="Project title"
      value={value}
      onChange={setValue}
      maxLength={PROJECT_TITLE_MAX}
      problem={problemOf(updateMemoirProjectSchema.safeParse({ title: value }))}
      pending={update.isPending}
      error={failed ? 'The title could not be saved. Please try again.' : null}
      onSubmit={save}
      onCancel={() => setEditing(false)}
    />
  );
}
