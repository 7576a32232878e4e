import { useMemo, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter, DialogHeader } from '#client/components/ui/dialog.tsx';
import { FormFailure } from '#client/components/ui/form-failure.tsx';
import { Input, Label } from '#client/components/ui/input.tsx';
import { errorMessage } from '#client/lib/api-request.ts';
import { addChapterMemoriesSchema, type ChapterMemory, memoryKey } from '#shared/manuscript.ts';
import { useAddChapterMemories, useMemoryChoices } from '../api/chapter-memories.ts';

const matches = (memory: ChapterMemory, search: string) => {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const haystack =
    `${memory.name} ${memory.excerpt} ${memory.source} ${memory.whenHappened ?? ''}`.toLowerCase();
  return words.every((word) => haystack.includes(word));
};

/** "Add memories": the person's memories with a search; ticked ones go to the end of the chapter. */
export function MemoryPickerDialog({
  open,
  onOpenChange,
  projectId,
  chapterId,
  chapterTitle,
  held,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  projectId: string;
  chapterId: string;
  chapterTitle: string;
  /** What the chapter holds already (memoryKey of each). */
  held: ReadonlySet<string>;
}) {
  const choices = useMemoryChoices(open);
  const add = useAddChapterMemories(projectId, chapterId);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const all = choices.data ?? [];
  const shown = useMemo(() => all.filter((memory) => matches(memory, search)), [all, search]);
  // In the order they were ticked: that is the order they join the chapter in.
  const picked = chosen
    .map((key) => all.find((memory) => memoryKey(memory) === key))
    .filter((memory): memory is ChapterMemory => memory !== undefined);
  const canAdd = addChapterMemoriesSchema.safeParse({ memories: picked }).success && !add.isPending;
  /** Add pressed with nothing ticked: it says so beside the button, and the first memory takes the cursor. */
  const [nothingPicked, setNothingPicked] = useState(false);

  const close = (next: boolean) => {
    if (!next) {
      setSearch('');
      setChosen([]);
      setFailure(null);
      setNothingPicked(false);
    }
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader
          title="Add memories"
          description={`Choose the memories that belong in “${chapterTitle}”. They are added at the end; you can move them after.`}
        />
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (add.isPending) return;
            if (!canAdd) {
              setNothingPicked(true);
              const first = event.currentTarget.querySelector<HTMLInputElement>(
                'input[type="checkbox"]:not(:disabled)',
              );
              (first ?? document.getElementById('memory-picker-search'))?.focus();
              return;
            }
            add.mutate(
              picked.map(({ kind, id }) => ({ kind, id })),
              {
                onSuccess: () => close(false),
                onError: (error) =>
                  setFailure(errorMessage(error, 'The memories could not be added. Please try again.')),
              },
            );
          }}
        >
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="memory-picker-search">Search your memories</Label>
            <Input
              id="memory-picker-search"
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="A name, a place, a year…"
            />
          </div>
          {choices.isPending ? (
            <p role="status" className="text-muted">
              Loading your memories…
            </p>
          ) : choices.isError ? (
            <p role="alert" className="text-destructive">
              Your memories could not be loaded. Please close this and try again.
            </p>
          ) : all.length === 0 ? (
            <p className="text-muted">You have no memories yet. Add one in My Memories first.</p>
          ) : shown.length === 0 ? (
            <p role="status" className="text-muted">
              No memory matches “{search}”.
            </p>
          ) : (
            <fieldset className="max-h-[45vh] overflow-y-auto rounded-lg border border-line">
              <legend className="sr-only">Your memories</legend>
              <ul className="divide-y divide-line">
                {shown.map((memory) => {
                  const key = memoryKey(memory);
                  const already = held.has(key);
                  const inputId = `pick-${key}`;
                  return (
                    <li key={key} className="flex items-start gap-3 p-3">
                      <input
                        id={inputId}
                        type="checkbox"
                        className="mt-1 size-6 shrink-0 accent-primary"
                        checked={already || chosen.includes(key)}
                        disabled={already}
                        onChange={(event) => {
                          const checked = event.target.checked;
                          setNothingPicked(false);
                          setChosen((current) =>
                            checked
                              ? [...current.filter((k) => k !== key), key]
                              : current.filter((k) => k !== key),
                          );
                        }}
                      />
                      <label htmlFor={inputId} className="min-w-0 flex-1 cursor-pointer">
                        <span className="block font-semibold break-words">{memory.name}</span>
                        <span className="block text-[0.95rem] text-muted">
                          {memory.source}
                          {memory.whenHappened ? ` · ${memory.whenHappened}` : ''}
                          {already ? ' · Already in this chapter' : ''}
                        </span>
                        {memory.excerpt ? (
                          <span className="mt-0.5 line-clamp-2 block text-[0.95rem] break-words">
                            {memory.excerpt}
                          </span>
                        ) : null}
                      </label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          )}
          <FormFailure message={failure} />
          <FormFailure
            id="memory-picker-nothing-picked"
            message={nothingPicked ? 'Tick the memories you want to add to this chapter first.' : null}
          />
          <DialogFooter className="mt-1!">
            <Button variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button
              type="submit"
              disabled={add.isPending}
              aria-describedby={nothingPicked ? 'memory-picker-nothing-picked' : undefined}
            >
              {add.isPending
                ? 'Adding…'
                : picked.length === 0
                  ? 'Add memories'
                  : picked.length === 1
                    ? 'Add 1 memory'
                    : `Add ${picked.length} memories`}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
