import { type FormEvent, useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Input, Label } from '#client/components/ui/input.tsx';
import { KeptDraftNotice } from '#client/components/ui/kept-draft-notice.tsx';
import { errorMessage } from '#client/lib/api-request.ts';
import { useAccountDraftKey, useLocalDraft } from '#client/lib/use-local-draft.ts';
import { addContributedMemorySchema } from '#shared/family.ts';
import { MEMORY_NAME_MAX, MEMORY_TEXT_MAX } from '#shared/memories.ts';
import { useAddOwnMemory } from '../api/add-own-memory.ts';
import { OwnWordsField, useOwnWords } from './own-words-field.tsx';

/**
 * "Add a memory of your own" (decision 1513): a name and the words, with the storyteller's own limits. It goes
 * into their collection marked as this person's, and the family sees it only once the storyteller shares it.
 */
export function AddOwnMemoryForm({ ownerId, ownerFirstName }: { ownerId: string; ownerFirstName: string }) {
  const nameId = useId();
  const [name, setName] = useState('');
  const [nameProblem, setNameProblem] = useState<string | null>(null);
  const words = useOwnWords();
  const { id, text, setText, refuse } = words;
  // Both boxes are kept on this device until the memory is added (decision 812).
  const draft = useLocalDraft(useAccountDraftKey(`own-memory:${ownerId}`), { name, text }, (kept) => {
    setName(kept.name ?? '');
    setText(kept.text ?? '');
  });
  const [added, setAdded] = useState(false);
  const add = useAddOwnMemory();

  const refuseName = (sentence: string) => {
    setNameProblem(sentence);
    document.getElementById(nameId)?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = addContributedMemorySchema.safeParse({ name, text });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const sentence = issue?.message ?? 'Please give your memory a name and some words.';
      if (issue?.path[0] === 'name') refuseName(sentence);
      else refuse(sentence);
      return;
    }
    setAdded(false);
    add.mutate(
      { ownerId, ...parsed.data },
      {
        onSuccess: () => {
          setName('');
          setText('');
          setAdded(true);
        },
        onError: (error) => refuse(errorMessage(error, 'Your memory could not be added. Please try again.')),
      },
    );
  };

  return (
    <section aria-labelledby={`${id}-title`} className="flex max-w-2xl flex-col gap-3">
      <h3 id={`${id}-title`} className="text-xl font-bold">
        Add a memory of your own
      </h3>
      <p className="text-muted">
        It goes into {ownerFirstName}'s collection with your name on it. {ownerFirstName} decides whether and
        when the family sees it.
      </p>
      <KeptDraftNotice draft={draft} onDiscarded={() => document.getElementById(nameId)?.focus()} />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
        <div>
          <Label htmlFor={nameId}>Give it a name</Label>
          <Input
            id={nameId}
            value={name}
            maxLength={MEMORY_NAME_MAX}
            placeholder="For example: Grandpa at the lake"
            onChange={(event) => {
              setName(event.target.value);
              if (nameProblem) setNameProblem(null);
            }}
            aria-invalid={nameProblem ? true : undefined}
            aria-describedby={nameProblem ? `${nameId}-error` : undefined}
          />
          {nameProblem ? (
            <p id={`${nameId}-error`} className="mt-1.5 font-semibold text-destructive">
              {nameProblem}
            </p>
          ) : null}
        </div>
        <OwnWordsField
          words={words}
          label="Your memory"
          hint="Write it as you would tell it: what happened, when, where and who was there."
          rows={6}
          maxLength={MEMORY_TEXT_MAX}
        />
        <div>
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? 'Adding…' : 'Add my memory'}
          </Button>
        </div>
        {added ? (
          <p role="status" className="font-semibold">
            Your memory was added to {ownerFirstName}'s collection. It waits for {ownerFirstName} to share it.
          </p>
        ) : null}
      </form>
    </section>
  );
}
