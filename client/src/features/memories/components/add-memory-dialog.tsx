import { useEffect, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter, DialogHeader } from '#client/components/ui/dialog.tsx';
import { FormFailure } from '#client/components/ui/form-failure.tsx';
import { TextAreaField, TextField } from '#client/components/ui/labelled-field.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import type { MemoryFragment } from '#shared/memories.ts';
import { createMemoryFragmentSchema, MEMORY_NAME_MAX, MEMORY_TEXT_MAX } from '#shared/memories.ts';
import { useCreateMemoryFragment } from '../api/create-memory-fragment.ts';
import { QuestionBeingAnswered } from './question-being-answered.tsx';

/**
 * Add Memory (spec §2, §5). What was typed stays if the dialog is closed without saving;
 * it is cleared only once the memory is stored. Opened to answer a question (a next-chapter idea, Today's
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
  const create = useCreateMemoryFragment();
  const canCreate = createMemoryFragmentSchema.safeParse({ name, text }).success && !create.isPending;

  const submit = () => {
    if (!canCreate) return;
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
          className="flex flex-col gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <TextField
            id="add-memory-name"
            label="Memory name"
            value={name}
            maxLength={MEMORY_NAME_MAX}
            onValueChange={setName}
            placeholder="For example: Summers at the lake"
          />
          <TextAreaField
            id="add-memory-text"
            label="Your memory"
            value={text}
            rows={8}
            maxLength={MEMORY_TEXT_MAX}
            className="min-h-40"
            onValueChange={setText}
            placeholder="What happened? Who was there? How did it feel?"
          />
          <FormFailure message={failure} />
          <DialogFooter className="mt-1!">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!canCreate}>
              {create.isPending ? 'Saving...' : 'Create Memory'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
