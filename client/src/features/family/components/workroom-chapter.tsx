import { Plus, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { QueryState } from '#client/components/query-state.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { FormFailure } from '#client/components/ui/form-failure.tsx';
import { Label } from '#client/components/ui/input.tsx';
import { ApiError, errorMessage } from '#client/lib/api-request.ts';
import type { SharedMemory } from '#shared/family.ts';
import { type MemoryRef, memoryKey } from '#shared/manuscript.ts';
import { useChangeWorkroomMemories, useWorkroomMemories, type WorkroomPlace } from '../api/workroom.ts';
import { WorkroomDraft } from './workroom-draft.tsx';

const refOf = (memory: MemoryRef): MemoryRef => ({ kind: memory.kind, id: memory.id });

/**
 * One chapter open to the editor: its memories (add one shared with them, take one out) and its draft. Taking a
 * memory out of the chapter never deletes it.
 */
export function WorkroomChapter({
  place,
  choices,
  ownerFirstName,
}: {
  place: WorkroomPlace;
  /** The memories shared with this editor, which they may put in a chapter. */
  choices: SharedMemory[];
  ownerFirstName: string;
}) {
  const id = useId();
  const contents = useWorkroomMemories(place);
  const change = useChangeWorkroomMemories(place);
  const [picked, setPicked] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  if (!contents.isSuccess)
    return (
      <QueryState
        query={contents}
        loading="Opening the chapter…"
        failed="The chapter could not be opened. Please reload the page."
      />
    );

  const { memories, version } = contents.data;
  const inChapter = new Set(memories.map(memoryKey));
  const addable = choices.filter((memory) => !inChapter.has(memoryKey(memory)));

  const failed = (fallback: string) => (error: unknown) => {
    // Changed in another window: the saved list is shown again, and the person makes their change again.
    if (error instanceof ApiError && error.code === 'STALE_CHAPTER') void contents.refetch();
    setFailure(errorMessage(error, fallback));
  };

  const add = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setDone(null);
    const memory = addable.find((choice) => memoryKey(choice) === picked);
    if (!memory) {
      setFailure('Please choose a memory to add.');
      return;
    }
    change.mutate(
      { add: [refOf(memory)] },
      {
        onSuccess: () => {
          setPicked('');
          setDone(`“${memory.name}” is in the chapter.`);
        },
        onError: failed('The memory could not be added. Please try again.'),
      },
    );
  };

  const takeOut = (memory: MemoryRef & { name: string }) => {
    setFailure(null);
    setDone(null);
    change.mutate(
      {
        version,
        memories: memories.filter((m) => memoryKey(m) !== memoryKey(memory)).map(refOf),
      },
      {
        onSuccess: () => setDone(`“${memory.name}” was taken out of the chapter. The memory itself is kept.`),
        onError: failed('The memory could not be taken out. Please try again.'),
      },
    );
  };

  return (
    <div className="flex flex-col gap-5">
      <section aria-labelledby={`${id}-memories`} className="flex flex-col gap-2">
        <h6 id={`${id}-memories`} className="text-lg font-bold">
          Memories in this chapter
        </h6>
        {memories.length === 0 ? (
          <p className="text-muted">No memories yet. Add one below.</p>
        ) : (
          <ol className="flex flex-col gap-2">
            {memories.map((memory) => (
              <li
                key={memoryKey(memory)}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line px-3 py-2"
              >
                <span>
                  <span className="font-semibold">{memory.name}</span>{' '}
                  <span className="text-muted">· {memory.source}</span>
                </span>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={change.isPending}
                  aria-label={`Take out “${memory.name}”`}
                  onClick={() => takeOut(memory)}
                >
                  <X aria-hidden="true" />
                  Take out
                </Button>
              </li>
            ))}
          </ol>
        )}
        {addable.length > 0 ? (
          <form onSubmit={add} className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <div className="grow">
              <Label htmlFor={`${id}-pick`}>Add a memory {ownerFirstName} shared with you</Label>
              <select
                id={`${id}-pick`}
                value={picked}
                onChange={(event) => setPicked(event.target.value)}
                className="min-h-12 w-full rounded-lg border border-[#8c7a66] bg-surface px-3.5 py-2.5 text-ink"
              >
                <option value="">Choose a memory…</option>
                {addable.map((memory) => (
                  <option key={memoryKey(memory)} value={memoryKey(memory)}>
                    {memory.name} ({memory.source})
                  </option>
                ))}
              </select>
            </div>
            <Button type="submit" disabled={change.isPending}>
              <Plus aria-hidden="true" />
              Add to the chapter
            </Button>
          </form>
        ) : (
          <p className="text-muted">Every memory {ownerFirstName} shared with you is in this chapter.</p>
        )}
        <FormFailure message={failure} />
        {done ? (
          <p role="status" className="font-semibold">
            {done}
          </p>
        ) : null}
      </section>
      <WorkroomDraft
        place={place}
        headingId={`${id}-draft`}
        hasMemories={memories.length > 0}
        ownerFirstName={ownerFirstName}
      />
    </div>
  );
}
