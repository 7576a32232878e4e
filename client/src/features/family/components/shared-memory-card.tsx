import { type ComponentType, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { CleanCopyReviewPanel } from '#client/components/clean-copy/clean-copy-review.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { FormFailure } from '#client/components/ui/form-failure.tsx';
import { ApiError, errorMessage } from '#client/lib/api-request.ts';
import { useFormatDay } from '#client/lib/format-day.ts';
import { addPerspectiveSchema, type Perspective, type SharedMemory } from '#shared/family.ts';
import { perspectiveCaption } from '#shared/family-words.ts';
import { useAddPerspective } from '../api/add-perspective.ts';
import { useUpdateSharedDna } from '../api/update-shared-dna.ts';
import { OwnWordsField, useOwnWords } from './own-words-field.tsx';

/** The when, where and who fields of My Memories, handed in by the app (features do not import one another). */
export type DnaFieldsComponent = ComponentType<{
  idPrefix: string;
  value: { whenHappened: string; whereHappened: string; people: string[] };
  set: {
    setWhen: (value: string) => void;
    setWhere: (value: string) => void;
    setPeople: (people: string[]) => void;
  };
}>;

/** "Tom adds:" above a family member's own account, kept apart from the memory. */
export function PerspectiveList({ perspectives, label }: { perspectives: Perspective[]; label: string }) {
  const formatDay = useFormatDay();
  if (perspectives.length === 0) return null;
  return (
    <section aria-label={label} className="flex flex-col gap-3">
      {perspectives.map((perspective) => (
        <figure
          key={perspective.id}
          className="rounded-lg border-l-4 border-primary/60 bg-accent/40 px-4 py-3"
          data-testid="perspective"
        >
          <figcaption className="font-semibold">{perspectiveCaption(perspective)}</figcaption>
          <p className="mt-1 whitespace-pre-wrap">{perspective.text}</p>
          <p className="mt-1 text-[0.95rem] text-muted">Added {formatDay(perspective.createdAt)}</p>
        </figure>
      ))}
    </section>
  );
}

/** The buttons under a form on the card: Cancel, and the save button, which waits while it saves. */
function CancelOrSave({
  onCancel,
  saving,
  saveLabel,
}: {
  onCancel: () => void;
  saving: boolean;
  saveLabel: string;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row">
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={saving}>
        {saving ? 'Saving…' : saveLabel}
      </Button>
    </div>
  );
}

/** What each part of a shared memory's card needs: whose memory it is, and the memory. */
interface OneSharedMemory {
  ownerId: string;
  ownerFirstName: string;
  memory: SharedMemory;
}

function AddWhatYouRemember({ ownerId, ownerFirstName, memory }: OneSharedMemory) {
  const [open, setOpen] = useState(false);
  const words = useOwnWords(`perspective:${ownerId}:${memory.kind}:${memory.id}`, () => setOpen(true));
  const { id, text, setText, setProblem, refuse } = words;
  const [thanks, setThanks] = useState(false);
  const add = useAddPerspective();
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const [focusOn, setFocusOn] = useState<{ target: 'thanks' | 'add' } | null>(null);

  // The form goes away when it is saved or cancelled, so focus goes to the thanks, or back to the button that
  // opened it, rather than to the page.
  useEffect(() => {
    if (focusOn) (focusOn.target === 'thanks' ? thanksRef : addRef).current?.focus();
  }, [focusOn]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = addPerspectiveSchema.safeParse({ memory: { kind: memory.kind, id: memory.id }, text });
    if (!parsed.success) {
      refuse(parsed.error.issues[0]?.message ?? 'Please write what you remember.');
      return;
    }
    add.mutate(
      { ownerId, ...parsed.data },
      {
        onSuccess: () => {
          setText('');
          setOpen(false);
          setThanks(true);
          setFocusOn({ target: 'thanks' });
        },
        onError: (error) =>
          refuse(errorMessage(error, 'What you remember could not be saved. Please try again.')),
      },
    );
  };

  if (!open)
    return (
      <div className="flex flex-col gap-2">
        {thanks ? (
          <p
            ref={thanksRef}
            tabIndex={-1}
            role="status"
            className="font-semibold focus-visible:outline-offset-4"
          >
            Thank you. What you remember is kept beside {ownerFirstName}'s memory.
          </p>
        ) : null}
        <div>
          <Button
            ref={addRef}
            variant="outline"
            onClick={() => {
              setThanks(false);
              setOpen(true);
              requestAnimationFrame(() => document.getElementById(id)?.focus());
            }}
          >
            Add what you remember
          </Button>
        </div>
      </div>
    );
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <OwnWordsField
        words={words}
        label={<>What you remember about “{memory.name}”</>}
        hint={
          <>
            It is kept beside {ownerFirstName}'s memory, in your own words. {ownerFirstName}'s memory stays as
            it was told.
          </>
        }
        rows={5}
      />
      <CancelOrSave
        onCancel={() => {
          setOpen(false);
          setProblem(null);
          setFocusOn({ target: 'add' });
        }}
        saving={add.isPending}
        saveLabel="Save what I remember"
      />
    </form>
  );
}

function FillInDna({
  ownerId,
  memory,
  dnaFields: DnaFields,
  onStale,
}: {
  ownerId: string;
  memory: SharedMemory & { kind: 'fragment' | 'file'; version: number };
  dnaFields: DnaFieldsComponent;
  onStale: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [whenHappened, setWhen] = useState(memory.whenHappened ?? '');
  const [whereHappened, setWhere] = useState(memory.whereHappened ?? '');
  const [people, setPeople] = useState(memory.peopleInvolved);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const update = useUpdateSharedDna();
  const id = useId();
  const savedRef = useRef<HTMLParagraphElement>(null);
  const fillInRef = useRef<HTMLButtonElement>(null);
  const [focusOn, setFocusOn] = useState<{ target: 'saved' | 'fillIn' } | null>(null);

  // As for what the family remembers: the form goes away, so focus goes to what was said or to its button.
  useEffect(() => {
    if (focusOn) (focusOn.target === 'saved' ? savedRef : fillInRef).current?.focus();
  }, [focusOn]);

  const start = () => {
    setWhen(memory.whenHappened ?? '');
    setWhere(memory.whereHappened ?? '');
    setPeople(memory.peopleInvolved);
    setFailure(null);
    setSaved(false);
    setOpen(true);
    requestAnimationFrame(() => document.getElementById(`${id}-when`)?.focus());
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    update.mutate(
      {
        ownerId,
        kind: memory.kind,
        id: memory.id,
        body: {
          whenHappened: whenHappened.trim() || null,
          whereHappened: whereHappened.trim() || null,
          peopleInvolved: people,
          version: memory.version,
        },
      },
      {
        onSuccess: () => {
          setOpen(false);
          setSaved(true);
          setFocusOn({ target: 'saved' });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'STALE_MEMORY') {
            setOpen(false);
            setFailure(
              'Someone changed this memory while you were filling it in. The newest version is shown now; please fill it in again.',
            );
            setFocusOn({ target: 'fillIn' });
            onStale();
            return;
          }
          setFailure(errorMessage(error, 'When, where and who could not be saved. Please try again.'));
        },
      },
    );
  };

  if (!open)
    return (
      <div className="flex flex-col gap-2">
        {saved ? (
          <p
            ref={savedRef}
            tabIndex={-1}
            role="status"
            className="font-semibold focus-visible:outline-offset-4"
          >
            When, where and who are saved.
          </p>
        ) : null}
        <FormFailure message={failure} />
        <div>
          <Button ref={fillInRef} variant="outline" onClick={start}>
            Fill in when, where and who
          </Button>
        </div>
      </div>
    );
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 rounded-lg border border-line p-4">
      <DnaFields
        idPrefix={id}
        value={{ whenHappened, whereHappened, people }}
        set={{ setWhen, setWhere, setPeople }}
      />
      <FormFailure message={failure} />
      <CancelOrSave
        onCancel={() => {
          setOpen(false);
          setFocusOn({ target: 'fillIn' });
        }}
        saving={update.isPending}
        saveLabel="Save when, where and who"
      />
    </form>
  );
}

/**
 * An editor checks the words the book will print of a shared memory (decision 1528): the storyteller's own review,
 * opened in place under a button that says whether it is open.
 */
function CheckForTheBook({ ownerId, ownerFirstName, memory }: OneSharedMemory) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="flex flex-col gap-3">
      <div>
        <Button
          variant="outline"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((was) => !was)}
        >
          Check the words for the book
        </Button>
      </div>
      {open ? (
        // On a phone the card's own edge frames it: a second box would leave the words too narrow a column.
        <div id={panelId} className="border-t border-line pt-4 sm:rounded-lg sm:border sm:p-4">
          <CleanCopyReviewPanel
            memory={{ kind: memory.kind, id: memory.id }}
            headingLevel={5}
            reviewedFor={{ ownerId, firstName: ownerFirstName }}
          />
        </div>
      ) : null}
    </div>
  );
}

const canFillIn = (
  memory: SharedMemory,
): memory is SharedMemory & { kind: 'fragment' | 'file'; version: number } =>
  (memory.kind === 'fragment' || memory.kind === 'file') && memory.version !== null;

/** One released memory as the family reads it, with the family's own accounts beside it. */
export function SharedMemoryCard({
  ownerId,
  ownerFirstName,
  memory,
  mayAdd,
  mayEdit,
  dnaFields,
  onStale,
}: OneSharedMemory & {
  mayAdd: boolean;
  mayEdit: boolean;
  dnaFields: DnaFieldsComponent;
  onStale: () => void;
}) {
  const headingId = useId();
  const facts = [
    memory.whenHappened ? `When: ${memory.whenHappened}` : null,
    memory.whereHappened ? `Where: ${memory.whereHappened}` : null,
    memory.peopleInvolved.length ? `Who: ${memory.peopleInvolved.join(', ')}` : null,
  ].filter(Boolean);
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-4 sm:p-5"
      data-testid="shared-memory"
    >
      <div>
        <h4 id={headingId} className="font-serif text-xl font-bold break-words">
          {memory.name}
        </h4>
        <p className="text-[0.95rem] text-muted">{memory.source}</p>
        {facts.length > 0 ? (
          <ul className="mt-2 flex flex-col gap-0.5">
            {facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        ) : null}
      </div>
      {memory.audioUrl ? (
        // biome-ignore lint/a11y/useMediaCaption: the words below are the text alternative
        <audio
          controls
          src={memory.audioUrl}
          preload="none"
          className="w-full"
          aria-label={`Recording of “${memory.name}”`}
        />
      ) : null}
      {memory.wordsNote ? (
        <p className="text-muted">{memory.wordsNote}</p>
      ) : memory.text.trim() ? (
        <p className="whitespace-pre-wrap">{memory.text}</p>
      ) : (
        <p className="text-muted">No words written down for this one.</p>
      )}
      <PerspectiveList
        perspectives={memory.perspectives}
        label={`What the family remembers of “${memory.name}”`}
      />
      {mayAdd ? (
        <AddWhatYouRemember ownerId={ownerId} ownerFirstName={ownerFirstName} memory={memory} />
      ) : null}
      {mayEdit && canFillIn(memory) ? (
        <FillInDna ownerId={ownerId} memory={memory} dnaFields={dnaFields} onStale={onStale} />
      ) : null}
      {/* Words not checked yet are withheld from the family, and so is their clean copy. */}
      {mayEdit && !memory.wordsNote && memory.text.trim() ? (
        <CheckForTheBook ownerId={ownerId} ownerFirstName={ownerFirstName} memory={memory} />
      ) : null}
    </article>
  );
}
