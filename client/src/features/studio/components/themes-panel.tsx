import { Plus, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { InlineEditForm } from '#client/components/inline-edit-form.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { problemOf } from '#client/lib/field-problems.ts';
import { createThemeSchema, THEME_MAX, type Theme } from '#shared/studio.ts';
import { useCreateTheme } from '../api/create-theme.ts';
import { useDeleteTheme } from '../api/delete-theme.ts';
import { useThemes } from '../api/get-themes.ts';
import { listFullMessage } from '../api/list-full.ts';

/** The panel's heading, which takes focus when a proposal's themes have been accepted. */
export const THEMES_HEADING_ID = 'themes-heading';

export const THEMES_EMPTY_TEXT = 'No themes identified yet. Chat with Clio to discover themes.';

/** The Themes panel: tags with remove, and an inline Add Theme input. */
export function ThemesPanel({ projectId }: { projectId: string }) {
  const themes = useThemes(projectId);
  const create = useCreateTheme(projectId);
  const remove = useDeleteTheme(projectId);
  const [adding, setAdding] = useState(false);
  const [value, setValue] = useState('');
  const [failed, setFailed] = useState(false);
  /** The server's sentence when the theme list is full; otherwise the generic line below is shown. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<Theme | null>(null);
  const list = themes.data ?? [];
  /** After a theme is added or the field is closed, Add Theme takes focus again, ready for the next one. */
  const addButton = useRef<HTMLButtonElement>(null);
  const [focusAddButton, setFocusAddButton] = useState(false);
  useEffect(() => {
    if (adding || !focusAddButton) return;
    addButton.current?.focus();
    setFocusAddButton(false);
  }, [adding, focusAddButton]);
  const closeAdding = () => {
    setAdding(false);
    setFocusAddButton(true);
  };

  const add = () => {
    const theme = value.trim();
    if (!theme || create.isPending) return;
    create.mutate(theme, {
      onSuccess: () => {
        setValue('');
        closeAdding();
      },
      onError: (error) => {
        console.error(error);
        setRefusal(listFullMessage(error));
        setFailed(true);
      },
    });
  };

  return (
    <section aria-labelledby={THEMES_HEADING_ID} className="rounded-2xl border border-line bg-surface p-4">
      <div className="mb-2 flex items-center justify-between gap-2">
        <h3 id={THEMES_HEADING_ID} tabIndex={-1} className="text-xl font-bold">
          Themes
        </h3>
        {adding ? null : (
          <Button
            ref={addButton}
            size="sm"
            variant="outline"
            onClick={() => {
              setFailed(false);
              setAdding(true);
            }}
          >
            <Plus aria-hidden="true" />
            Add Theme
          </Button>
        )}
      </div>
      <div className="max-h-64 overflow-y-auto">
        {adding ? (
          <InlineEditForm
            label="New theme"
            placeholder="Enter a new theme..."
            value={value}
            onChange={setValue}
            maxLength={THEME_MAX}
            problem={problemOf(createThemeSchema.safeParse({ theme: value }))}
            pending={create.isPending}
            submitLabel="Add"
            error={failed ? (refusal ?? 'The theme could not be added. Please try again.') : null}
            onSubmit={add}
            onCancel={closeAdding}
            className="mb-3"
          />
        ) : null}
        {themes.isPending ? (
          <p className="text-muted">Loading themes…</p>
        ) : list.length === 0 ? (
          <p className="text-muted">{THEMES_EMPTY_TEXT}</p>
        ) : (
          <ul aria-label="Themes" className="flex flex-wrap gap-2">
            {list.map((theme) => (
              <li
                key={theme.id}
                className="flex items-center gap-1 rounded-full border border-primary/40 bg-accent py-0.5 pr-0.5 pl-3"
              >
                <span className="break-words">{theme.theme}</span>
                <button
                  type="button"
                  onClick={() => setToDelete(theme)}
                  aria-label={`Remove theme ${theme.theme}`}
                  className="flex size-11 items-center justify-center rounded-full text-muted hover:bg-surface hover:text-destructive"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title="Delete theme?"
        description="Are you sure you want to delete this theme?"
        onConfirm={() => {
          if (toDelete) remove.mutate(toDelete.id, { onError: (error) => console.error(error) });
        }}
      />
    </section>
  );
}
