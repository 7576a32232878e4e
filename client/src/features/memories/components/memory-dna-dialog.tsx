import { useState } from 'react';
import type { z } from 'zod';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter, DialogHeader } from '#client/components/ui/dialog.tsx';
import { FormFailure } from '#client/components/ui/form-failure.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { memoryFragmentSchema } from '#shared/memories.ts';
import { staleSavedCopy } from '../api/stale-memory.ts';
import { useUpdateFileNarrativeDna } from '../api/update-file-narrative-dna.ts';
import { useUpdateFragmentNarrativeDna } from '../api/update-fragment-narrative-dna.ts';
import { DnaFields } from './dna-fields.tsx';
import { dnaComparedFields, StaleChoice } from './stale-choice.tsx';
import { TagInput, TOPICS_HINT } from './tag-input.tsx';
import { useStaleVersion } from './use-stale-version.ts';

/** What a 409 STALE_MEMORY answer carries that this dialog shows (a memory fragment or an uploaded file). */
/** The Memory DNA part of a saved memory or file, as a stale save's answer carries it. */
const savedDnaSchema = memoryFragmentSchema.pick({
  whenHappened: true,
  whereHappened: true,
  peopleInvolved: true,
  topics: true,
  version: true,
});
type SavedDna = z.output<typeof savedDnaSchema>;

/** The memory whose Memory DNA is asked for, prefilled from what the server found in it. */
export interface DnaTarget {
  kind: 'fragment' | 'file';
  id: string;
  name: string;
  whenHappened: string | null;
  whereHappened: string | null;
  peopleInvolved: string[];
  topics: string[];
  /** The stored version the dialog starts from (docs/decisions/541). */
  version: number;
}

/**
 * Memory DNA: opens after a memory is created or a file uploaded.
 * "Skip for Now" closes; "Save Memory DNA" saves. Tags here do not check duplicates.
 */
export function MemoryDnaDialog({ target, onClose }: { target: DnaTarget | null; onClose: () => void }) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        {target ? (
          <MemoryDnaForm key={`${target.kind}-${target.id}`} target={target} onClose={onClose} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function MemoryDnaForm({ target, onClose }: { target: DnaTarget; onClose: () => void }) {
  const [whenHappened, setWhen] = useState(target.whenHappened ?? '');
  const [whereHappened, setWhere] = useState(target.whereHappened ?? '');
  const [people, setPeople] = useState(target.peopleInvolved);
  const [topics, setTopics] = useState(target.topics);
  const [failure, setFailure] = useState<string | null>(null);
  const { basedOn, saved, setSaved, keepMine, takeSaved } = useStaleVersion<SavedDna>(target.version);
  const fragmentDna = useUpdateFragmentNarrativeDna();
  const fileDna = useUpdateFileNarrativeDna();
  const saving = fragmentDna.isPending || fileDna.isPending;

  const save = (version = basedOn) => {
    setFailure(null);
    const dna = {
      whenHappened: whenHappened.trim() || null,
      whereHappened: whereHappened.trim() || null,
      peopleInvolved: people,
      topics,
      version,
    };
    const onSuccess = () => {
      toast({ title: 'Memory DNA saved', variant: 'success' });
      onClose();
    };
    const onError = (error: unknown) => {
      const current = staleSavedCopy(error, savedDnaSchema);
      if (current) return setSaved(current);
      toast({
        title: 'Save failed',
        description: 'Failed to save memory DNA. Please try again.',
        variant: 'destructive',
      });
      setFailure('Failed to save memory DNA. What you entered is still here: please try again.');
    };
    if (target.kind === 'fragment') fragmentDna.mutate({ id: target.id, dna }, { onSuccess, onError });
    else fileDna.mutate({ id: target.id, dna }, { onSuccess, onError });
  };

  const showSaved = (copy: SavedDna) => {
    setWhen(copy.whenHappened ?? '');
    setWhere(copy.whereHappened ?? '');
    setPeople(copy.peopleInvolved);
    setTopics(copy.topics);
  };

  if (saved) {
    const fields = (copy: Omit<SavedDna, 'version'>) => [
      ...dnaComparedFields(copy),
      { label: 'Topics', value: copy.topics.join(', ') },
    ];
    return (
      <StaleChoice
        dialogTitle="Memory DNA"
        saved={fields(saved)}
        mine={fields({ whenHappened, whereHappened, peopleInvolved: people, topics })}
        busy={saving}
        onKeepMine={() => keepMine(save)}
        onUseSaved={() => takeSaved(showSaved, 'dna-when')}
      />
    );
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <DialogHeader
        title="Memory DNA"
        description={`When, where and who for “${target.name}”. We filled in what we found; change anything that is not right.`}
      />
      <div className="flex flex-col gap-5">
        <DnaFields
          idPrefix="dna"
          value={{ whenHappened, whereHappened, people }}
          set={{ setWhen, setWhere, setPeople }}
          placeholders={{ when: 'For example: Summer 1965', where: 'For example: the family home' }}
        />
        <TagInput label="Topics" tags={topics} onTagsChange={setTopics} hint={TOPICS_HINT} />
      </div>
      <FormFailure message={failure} />
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Skip for Now
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save Memory DNA'}
        </Button>
      </DialogFooter>
    </form>
  );
}
