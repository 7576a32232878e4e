import { BookOpen } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter, DialogHeader } from '#client/components/ui/dialog.tsx';
import { FormFailure } from '#client/components/ui/form-failure.tsx';
import { TextAreaField, TextField } from '#client/components/ui/labelled-field.tsx';
import { useMakeBook } from '#client/features/studio/api/book.ts';
import { errorMessage } from '#client/lib/api-request.ts';
import {
  BOOK_DEDICATION_MAX,
  BOOK_STORYTELLER_MAX,
  type BookStatus,
  type EmptyChapter,
  emptyChapterMessage,
  makeBookSchema,
  type UncheckedChapter,
} from '#shared/book.ts';
import { CodesOnlyAtHome, codesHint } from './codes-reach-note.tsx';
import { UncheckedChapters } from './unchecked-chapters.tsx';

/** A choice with a box to tick and a line saying what it does. */
function Choice({
  id,
  checked,
  onChange,
  label,
  hint,
}: {
  id?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  hint: string;
}) {
  const hintId = useId();
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-xl border-2 border-line p-3 has-[:checked]:border-primary">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-1 size-6 shrink-0 accent-primary"
      />
      <span>
        <span className="block font-semibold">{label}</span>
        <span id={hintId} className="block text-[0.95rem] text-muted">
          {hint}
        </span>
      </span>
    </label>
  );
}

/** The chapters with no words yet, said before the make: they are left out of the book (decision 1005). */
function LeftOutChapters({ chapters }: { chapters: readonly EmptyChapter[] }) {
  if (chapters.length === 0) return null;
  return (
    <div className="rounded-lg border border-line bg-accent p-3">
      {chapters.map((chapter) => (
        <p key={chapter.position} className="font-semibold">
          {emptyChapterMessage(chapter)}
        </p>
      ))}
      <p className="mt-1 text-[0.95rem]">
        To have {chapters.length === 1 ? 'it' : 'them'} in the book, put memories in{' '}
        {chapters.length === 1 ? 'it' : 'them'} first, then make the book.
      </p>
    </div>
  );
}

/**
 * Make the Book: the name for the title page, an optional dedication, and two choices, then the make starts in
 * the background and the panel shows how far it is.
 */
export function MakeBookDialog({
  projectId,
  open,
  onOpenChange,
  suggested,
  emptyChapters,
  uncheckedChapters,
  publicAddress,
}: {
  projectId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  suggested: BookStatus['choices'];
  /** The chapters a book made now leaves out, because they have no words yet. */
  emptyChapters: readonly EmptyChapter[];
  /** The chapters that would print words nobody has checked yet, with their memories to review first. */
  uncheckedChapters: readonly UncheckedChapter[];
  /** Where the printed codes lead (PUBLIC_URL), or null when they would work only inside the home. */
  publicAddress: string | null;
}) {
  const make = useMakeBook(projectId);
  const [storyteller, setStoryteller] = useState(suggested.storyteller);
  const [dedication, setDedication] = useState(suggested.dedication);
  const [recordingCodes, setRecordingCodes] = useState(suggested.recordingCodes);
  const [bleed, setBleed] = useState(suggested.bleed);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const nameId = useId();
  const dedicationId = useId();
  const codesId = useId();
  const codesNoteId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = makeBookSchema.safeParse({ storyteller, dedication, recordingCodes, bleed });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      if (issue?.path[0] === 'storyteller') {
        setProblem(issue.message);
        document.getElementById(nameId)?.focus();
      } else setFailure(issue?.message ?? 'Please check the form.');
      return;
    }
    setProblem(null);
    make.mutate(parsed.data, {
      onSuccess: () => onOpenChange(false),
      onError: (error) =>
        setFailure(errorMessage(error, 'The book could not be started just now. Please try again.')),
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader
          title="Make the Book"
          description="Heirloom sets your chapters as a book: a PDF to print, a large-print edition, an EPUB for e-readers, a keepsake that plays the recordings, and a cover for a printer. It takes a minute or two; you can keep working meanwhile."
        />
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <LeftOutChapters chapters={emptyChapters} />
          <UncheckedChapters chapters={uncheckedChapters} />
          <TextField
            id={nameId}
            label="The storyteller’s name, for the title page"
            value={storyteller}
            onValueChange={setStoryteller}
            maxLength={BOOK_STORYTELLER_MAX}
            autoComplete="name"
            problem={problem ?? undefined}
          />
          <TextAreaField
            id={dedicationId}
            label="Dedication (optional)"
            value={dedication}
            onValueChange={setDedication}
            maxLength={BOOK_DEDICATION_MAX}
            rows={3}
            placeholder="For example: For my grandchildren, who asked."
          />
          <Choice
            id={codesId}
            checked={recordingCodes}
            onChange={setRecordingCodes}
            label="Print a code to hear the recordings"
            hint={codesHint(publicAddress)}
          />
          {recordingCodes && publicAddress === null ? (
            <CodesOnlyAtHome
              id={codesNoteId}
              onLeaveOut={() => {
                setRecordingCodes(false);
                // Focus goes to what the action changed (decision 810): the box, now unticked.
                document.getElementById(codesId)?.focus();
              }}
            />
          ) : null}
          <Choice
            checked={bleed}
            onChange={setBleed}
            label="Add a printer’s bleed to the PDF"
            hint="Only if a print shop asks for it: the pages get a little extra edge to trim."
          />
          <FormFailure message={failure} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={make.isPending}>
              <BookOpen aria-hidden="true" />
              {make.isPending ? 'Starting…' : 'Make the Book'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
