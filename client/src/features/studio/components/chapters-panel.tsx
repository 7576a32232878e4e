import { GripVertical, Plus, Trash2 } from 'lucide-react';
import { type DragEvent, useCallback, useEffect, useRef, useState } from 'react';
import { InlineEditForm } from '#client/components/inline-edit-form.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { errorMessage } from '#client/lib/api-request.ts';
import { problemOf } from '#client/lib/field-problems.ts';
import { cn } from '#client/lib/utils.ts';
import {
  CHAPTER_TITLE_MAX,
  type Chapter,
  chapterTitleSchema,
  displayChapterTitle,
  newChapterTitle,
} from '#shared/studio.ts';
import { useChapterOrder, useSaveChapterOrder } from '../api/chapter-order.ts';
import { useCreateChapter } from '../api/create-chapter.ts';
import { useDeleteChapter } from '../api/delete-chapter.ts';
import { useChapters } from '../api/get-chapters.ts';
import { listFullMessage } from '../api/list-full.ts';
import { useUpdateChapter } from '../api/update-chapter.ts';
import { ChapterReleaseBadge, ChapterReleaseMenu } from './chapter-release.tsx';
import { MoveButtons, type MoveDirection, moved, moveTarget, useMoveFocus } from './move-buttons.tsx';

/** The panel's heading, which takes focus when a proposal's chapters have been accepted. */
export const CHAPTERS_HEADING_ID = 'chapters-heading';

export const CHAPTERS_EMPTY_TEXT = 'No chapters yet. Click "Add Chapter" or ask Clio for suggestions.';

function ChapterRow({
  projectId,
  chapter,
  number,
  onDelete,
  onOpen,
  focusTitle,
  onTitleFocused,
  count,
  onMove,
  moveButtonRef,
  onDragStart,
  onDropHere,
}: {
  projectId: string;
  chapter: Chapter;
  number: number;
  /** How many chapters there are: the first has no Move up, the last no Move down. */
  count: number;
  onMove: (direction: MoveDirection) => void;
  moveButtonRef: (direction: MoveDirection) => (element: HTMLButtonElement | null) => void;
  onDragStart: () => void;
  onDropHere: () => void;
  onDelete: () => void;
  /** Opens the chapter: the memories it holds and its draft. */
  onOpen: () => void;
  /** Set for a chapter just added: its title takes focus once it is on screen. */
  focusTitle: boolean;
  onTitleFocused: () => void;
}) {
  const [editing, setEditing] = useState(false);
  /** After a rename is saved or cancelled, focus goes back to the title it was started from. */
  const [focusAfterEdit, setFocusAfterEdit] = useState(false);
  const titleButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (editing || !(focusTitle || focusAfterEdit)) return;
    titleButton.current?.focus();
    setFocusAfterEdit(false);
    if (focusTitle) onTitleFocused();
  }, [editing, focusTitle, focusAfterEdit, onTitleFocused]);
  const finishEditing = () => {
    setEditing(false);
    setFocusAfterEdit(true);
  };
  const [value, setValue] = useState(chapter.title);
  const [failed, setFailed] = useState(false);
  const update = useUpdateChapter(projectId);
  const shown = displayChapterTitle(chapter.title);
  const [over, setOver] = useState(false);

  const save = () => {
    const title = value.trim();
    if (!title || update.isPending) return;
    if (title === chapter.title) return finishEditing();
    update.mutate(
      { chapterId: chapter.id, title },
      {
        onSuccess: finishEditing,
        onError: (error) => {
          console.error(error);
          setFailed(true);
        },
      },
    );
  };

  return (
    <li
      draggable={!editing}
      onDragStart={(event: DragEvent<HTMLLIElement>) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', shown);
        onDragStart();
      }}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        onDropHere();
      }}
      className={cn(
        'flex flex-wrap items-start gap-2 border-b border-line py-2 last:border-b-0',
        over ? 'rounded-lg border-2 border-dashed border-primary' : '',
      )}
    >
      <GripVertical
        aria-hidden="true"
        className="mt-3 hidden size-4 shrink-0 cursor-grab text-muted pointer-fine:block"
      />
      <span className="min-w-7 pt-2.5 font-semibold text-muted" aria-hidden="true">
        {number}.
      </span>
      {editing ? (
        <InlineEditForm
          label={`Title of chapter ${number}`}
          value={value}
          onChange={setValue}
          maxLength={CHAPTER_TITLE_MAX}
          problem={problemOf(chapterTitleSchema.safeParse({ title: value }))}
          pending={update.isPending}
          error={failed ? 'The chapter could not be renamed. Please try again.' : null}
          onSubmit={save}
          onCancel={finishEditing}
          className="min-w-0 flex-1"
        />
      ) : (
        <>
          {/*
            The badge sits under the title, not in its button: the button's name is the title alone. The title
            keeps room for whole words; in a narrow panel the buttons move to a line of their own below it.
          */}
          <div className="flex min-w-48 flex-1 flex-col items-start">
            <button
              ref={titleButton}
              type="button"
              className="min-h-11 w-full rounded-lg px-2 py-1.5 text-left break-words hover:bg-accent"
              onClick={() => {
                setValue(chapter.title);
                setFailed(false);
                setEditing(true);
              }}
              aria-label={`Chapter ${number}: "${shown}". Click to rename`}
            >
              “{shown}”
            </button>
            <ChapterReleaseBadge chapterId={chapter.id} />
          </div>
          <div className="ml-auto flex flex-wrap items-center justify-end gap-1">
            <MoveButtons
              name={shown}
              index={number - 1}
              count={count}
              onMove={onMove}
              buttonRef={moveButtonRef}
            />
            <Button size="sm" variant="ghost" onClick={onOpen} aria-label={`Open chapter ${number}`}>
              Open
            </Button>
            <ChapterReleaseMenu chapterId={chapter.id} number={number} title={shown} />
            <Button
              size="icon"
              variant="ghost"
              className="text-destructive"
              onClick={onDelete}
              aria-label={`Delete chapter ${number}`}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        </>
      )}
    </li>
  );
}

/** The Chapters panel: numbered, Add Chapter, click to rename, delete with confirmation. */
export function ChaptersPanel({
  projectId,
  onOpenChapter,
}: {
  projectId: string;
  /** Opens a chapter with the memories it holds and its draft. */
  onOpenChapter: (chapterId: string) => void;
}) {
  const chapters = useChapters(projectId);
  const create = useCreateChapter(projectId);
  const remove = useDeleteChapter(projectId);
  const [toDelete, setToDelete] = useState<Chapter | null>(null);
  /** Why Add Chapter was refused (the list is full); other failures only log (docs/decisions/302). */
  const [refusal, setRefusal] = useState<string | null>(null);
  /** The chapter just added, whose title takes focus once the list shows it. */
  const [addedChapterId, setAddedChapterId] = useState<string | null>(null);
  const list = chapters.data ?? [];
  const clearAddedChapter = useCallback(() => setAddedChapterId(null), []);
  const order = useChapterOrder(projectId);
  const saveOrder = useSaveChapterOrder(projectId);
  /** What the last move did, or why it was refused: said in the status line. */
  const [moveNotice, setMoveNotice] = useState<string | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  /** Focus stays with a chapter moved with a button. */
  const moveFocus = useMoveFocus(list.map((chapter) => chapter.id));

  const moveChapter = (from: number, to: number, direction?: MoveDirection) => {
    if (!order.data || to < 0 || to >= list.length || from === to) return;
    const chapter = list[from]!;
    if (direction) moveFocus.keepFocus(chapter.id, direction);
    setMoveNotice(null);
    saveOrder.mutate(
      { version: order.data.version, chapters: moved(list, from, to) },
      {
        onSuccess: () =>
          setMoveNotice(
            `“${displayChapterTitle(chapter.title)}” is now chapter ${to + 1} of ${list.length}. Your order is kept from now on.`,
          ),
        onError: (error) =>
          setMoveNotice(errorMessage(error, 'The new order could not be saved. Please try again.')),
      },
    );
  };

  return (
    <section aria-labelledby={CHAPTERS_HEADING_ID} className="rounded-2xl border border-line bg-surface p-4">
      <div className="mb-2 flex items-center justify-between gap-2">
        <h3 id={CHAPTERS_HEADING_ID} tabIndex={-1} className="text-xl font-bold">
          Chapters
        </h3>
        <Button
          size="sm"
          variant="outline"
          disabled={chapters.isPending || create.isPending}
          onClick={() =>
            create.mutate(newChapterTitle(list.length), {
              onSuccess: (chapter) => {
                setRefusal(null);
                setAddedChapterId(chapter.id);
              },
              onError: (error) => {
                console.error(error);
                setRefusal(listFullMessage(error));
              },
            })
          }
        >
          <Plus aria-hidden="true" />
          Add Chapter
        </Button>
      </div>
      {refusal ? (
        <p role="alert" className="mb-2 text-destructive">
          {refusal}
        </p>
      ) : null}
      {list.length > 1 ? (
        <p className="mb-1 text-[0.95rem] text-muted">
          {order.data?.followsLife === false
            ? 'The chapters are in the order you set.'
            : 'The chapters follow the years of your memories until you move one.'}
          <span className="hidden pointer-fine:inline"> Drag a chapter, or use Move up and Move down.</span>
        </p>
      ) : null}
      <p role="status" className={cn('mb-1 font-semibold', moveNotice ? '' : 'sr-only')}>
        {moveNotice}
      </p>
      {chapters.isPending ? (
        <p className="text-muted">Loading chapters…</p>
      ) : list.length === 0 ? (
        <p className="text-muted">{CHAPTERS_EMPTY_TEXT}</p>
      ) : (
        <ol aria-label="Chapters" className="max-h-80 overflow-y-auto pr-1">
          {list.map((chapter, index) => (
            <ChapterRow
              key={chapter.id}
              projectId={projectId}
              chapter={chapter}
              number={index + 1}
              onDelete={() => setToDelete(chapter)}
              onOpen={() => onOpenChapter(chapter.id)}
              focusTitle={chapter.id === addedChapterId}
              onTitleFocused={clearAddedChapter}
              count={list.length}
              onMove={(direction) => moveChapter(index, moveTarget(index, direction), direction)}
              moveButtonRef={(direction) => moveFocus.buttonRef(chapter.id, direction)}
              onDragStart={() => setDragged(index)}
              onDropHere={() => {
                if (dragged !== null) moveChapter(dragged, index);
                setDragged(null);
              }}
            />
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title="Delete chapter?"
        description="Are you sure you want to delete this chapter?"
        onConfirm={() => {
          if (toDelete) remove.mutate(toDelete.id, { onError: (error) => console.error(error) });
        }}
      />
    </section>
  );
}
