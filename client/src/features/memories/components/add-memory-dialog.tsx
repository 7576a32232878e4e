import { useEffect, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter, DialogHeader } from '#client/components/ui/dialog.tsx';
import { FormFailure } from '#client/components/ui/form-failure.tsx';
import { KeptDraftNotice } from '#client/components/ui/kept-draft-notice.tsx';
import { TextAreaField, TextField } from '#client/components/ui/labelled-field.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { fieldProblems, focusFirstProblem } from '#client/lib/field-problems.ts';
import { useAccountDraftKey, useLocalDraft } from '#client/lib/use-local-draft.ts';
import type { MemoryFragment } from '#shared/memories.ts';
import { createMemoryFragmentSchema, MEMORY_NAME_MAX, MEMORY_TEXT_MAX } from '#shared/memories.ts';
import { useCreateMemoryFragment } from '../api/create-memory-fragment.ts';
import { QuestionBeingAnswered } from './question-being-answered.tsx';

/** The boxes of the form, in their order on the screen. */
const BOX_IDS = { name: 'add-memory-name', text: 'add-memory-text' };

/**
 * Add Memory: a name and the memory's words. What was typed stays if the dialog is closed without saving, and
 * on this device if the page is closed or reloaded (decision 812); it is cleared only once the memory is stored.
 * Create Memory can always be pressed: with a box empty, it says under the box what to write and puts the cursor
 * there (decision 813). Opened to answer a question (a next-chapter idea, Today's
 * question), it shows that question above the form; opened with words already given (an answer to Clio), the
 * form starts with them.
 */
export function AddMemoryDialog({
  open,
  onOpenChange,
  onCreated,
  question,
  prefill,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (fragment: MemoryFragment) => void;
  question?: string | undefined;
  prefill?: { name?: string | undefined; text?: string | undefined } | undefined;
}) {
  const [name, setName] = useState('');
  const [text, setText] = useState('');
  // Words brought from elsewhere fill the form when it opens with them.
  useEffect(() => {
    if (!open || !prefill) return;
    if (prefill.name !== undefined) setName(prefill.name.slice(0, MEMORY_NAME_MAX));
    if (prefill.text !== undefined) setText(prefill.text.slice(0, MEMORY_TEXT_MAX));
  }, [open, prefill]);
  const [failure, setFailure] = useState<string | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const create = useCreateMemoryFragment();
  const draft = useLocalDraft(useAccountDraftKey('add-memory'), { name, text }, (kept) => {
    setName(kept.name ?? '');
    setText(kept.text ?? '');
  });

  const submit = () => {
    if (create.isPending) return;
    const parsed = createMemoryFragmentSchema.safeParse({ name, text });
    if (!parsed.success) {
      const found = fieldProblems(parsed.error);
      setProblems(found);
      focusFirstProblem(found, BOX_IDS);
      return;
    }
    setProblems({});
    setFailure(null);
    create.mutate(
      // Saving the answer marks its question answered (decision 203).
      { name: name.trim(), text: text.trim(), ...(question ? { answersQuestion: question } : {}) },
      {
        onSuccess: (fragment) => {
          setName('');
          setText('');
          onCreated(fragment);
        },
        onError: () => {
          toast({ title: 'Error', description: 'Failed to save memory.', variant: 'destructive' });
          setFailure('Failed to save memory. What you wrote is still here: please try again.');
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader
          title="Add Memory"
          description="Write a memory in your own words. Next you can add when, where and who was there."
        />
        <QuestionBeingAnswered question={question} />
        <form
          noValidate
          className="flex flex-col gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <KeptDraftNotice draft={draft} onDiscarded={() => document.getElementById(BOX_IDS.name)?.focus()} />
          <TextField
            id={BOX_IDS.name}
            label="Memory name"
            value={name}
            maxLength={MEMORY_NAME_MAX}
            onValueChange={(value) => {
              setName(value);
              setProblems(({ name: _mended, ...others }) => others);
            }}
            problem={problems.name}
            placeholder="For example: Summers at the lake"
          />
          <TextAreaField
            id={BOX_IDS.text}
            label="Your memory"
            value={text}
            rows={8}
            maxLength={MEMORY_TEXT_MAX}
            className="min-h-40"
            onValueChange={(value) => {
              setText(value);
              setProblems(({ text: _mended, ...others }) => others);
            }}
            problem={problems.text}
            placeholder="What happened? Who was there? How did it feel?"
          />
          <FormFailure message={failure} />
          <DialogFooter className="mt-1!">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Saving...' : 'Create Memory'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
