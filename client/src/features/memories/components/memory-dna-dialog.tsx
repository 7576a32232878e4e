import { useState } from 'react';
import { DNA_FIELD_MAX } from '../../../../../shared/memories.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter, DialogHeader } from '../../../components/ui/dialog.tsx';
import { Input, Label } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useUpdateFileNarrativeDna } from '../api/update-file-narrative-dna.ts';
import { useUpdateFragmentNarrativeDna } from '../api/update-fragment-narrative-dna.ts';
import { TagInput } from './tag-input.tsx';

/** The memory whose Memory DNA is asked for, prefilled from what the server found in it. */
export interface DnaTarget {
  kind: 'fragment' | 'file';
  id: string;
  name: string;
  whenHappened: string | null;
  whereHappened: string | null;
  peopleInvolved: string[];
  topics: string[];
}

/**
 * Memory DNA (spec §4): opens after a memory is created or a file uploaded.
 * "Skip for Now" closes; "Save Memory DNA" saves. Tags here do not check duplicates (spec §5).
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
  const fragmentDna = useUpdateFragmentNarrativeDna();
  const fileDna = useUpdateFileNarrativeDna();
  const saving = fragmentDna.isPending || fileDna.isPending;

  const save = () => {
    const dna = {
      whenHappened: whenHappened.trim() || null,
      whereHappened: whereHappened.trim() || null,
      peopleInvolved: people,
      topics,
    };
    const mutation = target.kind === 'fragment' ? fragmentDna : fileDna;
    mutation.mutate(
      { id: target.id, dna },
      {
        onSuccess: () => {
          toast({ title: 'Memory DNA saved', variant: 'success' });
          onClose();
        },
        onError: () =>
          toast({
            title: 'Save failed',
            description: 'Failed to save memory DNA. Please try again.',
            variant: 'destructive',
          }),
      },
    );
  };

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
        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            <Label htmlFor="dna-when">When did it happen?</Label>
            <Input
              id="dna-when"
              value={whenHappened}
              maxLength={DNA_FIELD_MAX}
              onChange={(event) => setWhen(event.target.value)}
              placeholder="For example: Summer 1965"
            />
          </div>
          <div>
            <Label htmlFor="dna-where">Where did it happen?</Label>
            <Input
              id="dna-where"
              value={whereHappened}
              maxLength={DNA_FIELD_MAX}
              onChange={(event) => setWhere(event.target.value)}
              placeholder="For example: Lake Erie"
            />
          </div>
        </div>
        <TagInput label="People involved" tags={people} onTagsChange={setPeople} />
        <TagInput label="Topics" tags={topics} onTagsChange={setTopics} />
      </div>
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
