import { ArrowLeft, GripVertical, Plus, X } from 'lucide-react';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { ApiError, errorMessage } from '#client/lib/api-request.ts';
import { cn } from '#client/lib/utils.ts';
import { type ChapterMemory, type MemoryRef, memoryKey } from '#shared/manuscript.ts';
import { type Chapter, displayChapterTitle } from '#shared/studio.ts';
import { useChapterMemories, useSaveChapterMemories } from '../api/chapter-memories.ts';
import { ChapterDraftPanel } from './chapter-draft-panel.tsx';
import { ChapterNeedsPanel } from './chapter-needs-panel.tsx';
import { MemoryPickerDialog } from './memory-picker-dialog.tsx';
import { MoveButtons, type MoveDirection, moved, moveTarget, useMoveFocus } from './move-buttons.tsx';

function ChapterMemoryItem({
  memory,
  index,
  count,
  highlighted,
  onMove,
  onRemove,
  onDragStart,
  onDropHere,
  buttonRef,
}: {
  memory: ChapterMemory;
  index: number;
  count: number;
  highlighted: boolean;
  onMove: (direction: MoveDirection) => void;
  onRemove: () => void;
  onDragStart: () => void;
  onDropHere: () => void;
  buttonRef: (direction: MoveDirection) => (element: HTMLButtonElement | null) => void;
}) {
  const [over, setOver] = useState(false);
  return (
    <li
      draggable
      onDragStart={(event: DragEvent<HTMLLIElement>) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', memory.name);
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
        'flex flex-wrap items-start gap-2 rounded-xl border-2 bg-surface p-3',
        highlighted ? 'border-primary bg-accent' : 'border-line',
        over ? 'border-dashed border-primary' : '',
      )}
      data-highlighted={highlighted || undefined}
    >
      <GripVertical
        aria-hidden="true"
        className="mt-1 hidden size-5 shrink-0 cursor-grab text-muted pointer-fine:block"
      />
      <div className="min-w-0 flex-1 basis-48">
        <p className="font-semibold break-words">
          <span className="sr-only">{`${index + 1} of ${count}: `}</span>
          {memory.name}
        </p>
        <p className="text-[0.95rem] text-muted">
          {memory.source}
          {memory.whenHappened ? ` · ${memory.whenHappened}` : ''}
          {highlighted ? ' · Used in the chosen paragraph' : ''}
        </p>
        {memory.excerpt ? (
          <p className="mt-0.5 line-clamp-2 text-[0.95rem] break-words">{memory.excerpt}</p>
        ) : null}
      </div>
      <div className="flex shrink-0 gap-1">
        <MoveButtons name={memory.name} index={index} count={count} onMove={onMove} buttonRef={buttonRef} />
        <Button
          size="icon"
          variant="ghost"
          className="text-destructive"
          onClick={onRemove}
          aria-label={`Take “${memory.name}” out of this chapter`}
          title="Take out of this chapter"
        >
          <X aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

/**
 * One chapter: the memories it holds, in order (Add memories, Move up / Move down, drag and drop, take
 * out), what it still needs, and its draft in the person's own words.
 */
export function ChapterScreen({
  projectId,
  chapter,
  number,
  onBack,
}: {
  projectId: string;
  chapter: Chapter;
  number: number;
  onBack: () => void;
}) {
  const contents = useChapterMemories(projectId, chapter.id);
  const save = useSaveChapterMemories(projectId, chapter.id);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [sources, setSources] = useState<MemoryRef[]>([]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const title = displayChapterTitle(chapter.title);
  const memories = contents.data?.memories ?? [];
  const held = new Set(memories.map(memoryKey));
  const highlighted = new Set(sources.map(memoryKey));
  /** Focus stays with a memory moved with a button. */
  const moveFocus = useMoveFocus(memories.map(memoryKey));

  // Opening a chapter moves focus to its heading, so keyboard and screen-reader users start there.
  useEffect(() => headingRef.current?.focus(), []);

  const saveOrder = (next: ChapterMemory[], done?: string) => {
    if (!contents.data) return;
    setNotice(null);
    save.mutate(
      { version: contents.data.version, memories: next },
      {
        onSuccess: () => {
          if (done) setNotice(done);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'STALE_CHAPTER') setNotice(error.userMessage);
          else setNotice(errorMessage(error, 'The change could not be saved. Please try again.'));
        },
      },
    );
  };

  const move = (index: number, direction: MoveDirection) => {
    const to = moveTarget(index, direction);
    if (to < 0 || to >= memories.length) return;
    const memory = memories[index]!;
    moveFocus.keepFocus(memoryKey(memory), direction);
    saveOrder(moved(memories, index, to), `“${memory.name}” is now number ${to + 1} of ${memories.length}.`);
  };

  return (
    <div className="flex flex-col gap-5">
      <div>
        <Button variant="ghost" className="-ml-3" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          Back to Project
        </Button>
      </div>
      <h2 ref={headingRef} tabIndex={-1} className="font-serif text-3xl font-bold break-words">
        Chapter {number}: {title}
      </h2>
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-5">
          <section
            aria-labelledby="chapter-memories-heading"
            className="rounded-2xl border border-line bg-surface p-4"
          >
            <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
              <h3 id="chapter-memories-heading" className="text-xl font-bold">
                Memories in this chapter
              </h3>
              <Button
                size="sm"
                variant="outline"
                disabled={!contents.data}
                onClick={() => setPickerOpen(true)}
              >
                <Plus aria-hidden="true" />
                Add memories
              </Button>
            </div>
            <p className="mb-3 hidden text-muted pointer-fine:block">
              Drag a memory to a new place, or use Move up and Move down.
            </p>
            <p role="status" className={cn('mb-2 font-semibold', notice ? '' : 'sr-only')}>
              {notice}
            </p>
            {contents.isPending ? (
              <p className="text-muted">Loading the memories…</p>
            ) : contents.isError ? (
              <p role="alert" className="text-destructive">
                This chapter could not be loaded. It may have been deleted. Go back to the project.
              </p>
            ) : memories.length === 0 ? (
              <p className="text-muted">
                No memories in this chapter yet. Click “Add memories” to choose some.
              </p>
            ) : (
              <ol aria-label="Memories in this chapter" className="flex flex-col gap-2">
                {memories.map((memory, index) => {
                  const key = memoryKey(memory);
                  return (
                    <ChapterMemoryItem
                      key={key}
                      memory={memory}
                      index={index}
                      count={memories.length}
                      highlighted={highlighted.has(key)}
                      onMove={(direction) => move(index, direction)}
                      onRemove={() =>
                        saveOrder(
                          memories.filter((_m, i) => i !== index),
                          `“${memory.name}” was taken out of this chapter. It is still in My Memories.`,
                        )
                      }
                      onDragStart={() => setDragged(index)}
                      onDropHere={() => {
                        if (dragged === null || dragged === index) return;
                        saveOrder(
                          moved(memories, dragged, index),
                          `“${memories[dragged]!.name}” is now number ${index + 1} of ${memories.length}.`,
                        );
                        setDragged(null);
                      }}
                      buttonRef={(direction) => moveFocus.buttonRef(key, direction)}
                    />
                  );
                })}
              </ol>
            )}
          </section>
          <ChapterNeedsPanel projectId={projectId} chapterId={chapter.id} />
        </div>
        <ChapterDraftPanel
          projectId={projectId}
          chapterId={chapter.id}
          memories={memories}
          onChooseParagraph={setSources}
        />
      </div>
      <MemoryPickerDialog
        open={pickerOpen}
        onOpenChange={setPickerOpen}
        projectId={projectId}
        chapterId={chapter.id}
        chapterTitle={title}
        held={held}
      />
    </div>
  );
}
