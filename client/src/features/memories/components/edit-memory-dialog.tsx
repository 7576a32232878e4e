import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter, DialogHeader } from '#client/components/ui/dialog.tsx';
import { FormFailure } from '#client/components/ui/form-failure.tsx';
import { TextAreaField, TextField } from '#client/components/ui/labelled-field.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { fieldProblems, focusFirstProblem } from '#client/lib/field-problems.ts';
import {
  MEMORY_NAME_MAX,
  MEMORY_TEXT_MAX,
  type MemoryFragment,
  memoryFragmentSchema,
  updateMemoryFragmentSchema,
} from '#shared/memories.ts';
import type { UnifiedMemoryRow } from '#shared/memory-rules.ts';
import { staleSavedCopy } from '../api/stale-memory.ts';
import { useUpdateFragmentNarrativeDna } from '../api/update-fragment-narrative-dna.ts';
import { useUpdateMemoryFragment } from '../api/update-memory-fragment.ts';
import { DnaFields } from './dna-fields.tsx';
import { dnaComparedFields, StaleChoice } from './stale-choice.tsx';
import { useStaleVersion } from './use-stale-version.ts';

/** The boxes of the Content tab, in their order on the screen. */
const BOX_IDS = { name: 'edit-memory-name', text: 'edit-memory-content' };

/**
 * Edit Memory: tabs Content and Memory DNA; only memory fragments reach it. Update Memory can always
 * be pressed: with the name or the words emptied, it opens the Content tab, says under the box what is missing and
 * puts the cursor there (decision 813).
 */
export function EditMemoryDialog({ row, onClose }: { row: UnifiedMemoryRow | null; onClose: () => void }) {
  return (
    <Dialog open={row !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        {row ? <EditMemoryForm key={row.id} row={row} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EditMemoryForm({ row, onClose }: { row: UnifiedMemoryRow; onClose: () => void }) {
  const [name, setName] = useState(row.memory);
  const [content, setContent] = useState(row.fullText);
  const [whenHappened, setWhen] = useState(row.whenHappened ?? '');
  const [whereHappened, setWhere] = useState(row.whereHappened ?? '');
  const [people, setPeople] = useState(row.peopleInvolved);
  const [failure, setFailure] = useState<string | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [tab, setTab] = useState('content');
  const { basedOn, setBasedOn, saved, setSaved, keepMine, takeSaved } = useStaleVersion<
    MemoryFragment,
    UnifiedMemoryRow['version']
  >(row.version);
  const updateContent = useUpdateMemoryFragment();
  const updateDna = useUpdateFragmentNarrativeDna();
  const saving = updateContent.isPending || updateDna.isPending;

  const save = async (version = basedOn) => {
    if (saving) return;
    const parsed = updateMemoryFragmentSchema.safeParse({ name, text: content });
    if (!parsed.success) {
      const found = fieldProblems(parsed.error);
      setProblems(found);
      setTab('content');
      // The Content tab is shown on the next paint; the box can take the cursor then.
      requestAnimationFrame(() => focusFirstProblem(found, BOX_IDS));
      return;
    }
    setProblems({});
    setFailure(null);
    let afterContent: MemoryFragment;
    try {
      afterContent = await updateContent.mutateAsync({
        id: row.id,
        name: name.trim(),
        text: content.trim(),
        version,
      });
    } catch (error) {
      const current = staleSavedCopy(error, memoryFragmentSchema);
      if (current) return setSaved(current);
      toast({
        title: 'Update failed',
        description: 'Failed to update memory. Please try again.',
        variant: 'destructive',
      });
      setFailure('Failed to update memory. What you changed is still here: please try again.');
      return;
    }
    setBasedOn(afterContent.version);
    try {
      await updateDna.mutateAsync({
        id: row.id,
        dna: {
          id: row.id,
          whenHappened: whenHappened.trim() || null,
          whereHappened: whereHappened.trim() || null,
          peopleInvolved: people,
          version: afterContent.version,
        },
      });
    } catch (error) {
      const current = staleSavedCopy(error, memoryFragmentSchema);
      if (current) return setSaved(current);
      toast({
        title: 'Update failed',
        description: 'Failed to update Memory DNA. Please try again.',
        variant: 'destructive',
      });
      setFailure('Failed to update Memory DNA. What you changed is still here: please try again.');
      return;
    }
    toast({ title: 'Memory updated', variant: 'success' });
    onClose();
  };

  const showSaved = (copy: MemoryFragment) => {
    setName(copy.name);
    setContent(copy.text);
    setWhen(copy.whenHappened ?? '');
    setWhere(copy.whereHappened ?? '');
    setPeople(copy.peopleInvolved);
  };

  if (saved) {
    const fields = (
      copy: Pick<MemoryFragment, 'name' | 'text' | 'whenHappened' | 'whereHappened' | 'peopleInvolved'>,
    ) => [
      { label: 'Memory name', value: copy.name },
      { label: 'Memory content', value: copy.text, long: true },
      ...dnaComparedFields(copy),
    ];
    return (
      <StaleChoice
        dialogTitle="Edit Memory"
        saved={fields(saved)}
        mine={fields({ name, text: content, whenHappened, whereHappened, peopleInvolved: people })}
        busy={saving}
        onKeepMine={() => keepMine((version) => void save(version))}
        onUseSaved={() => takeSaved(showSaved, 'edit-memory-content')}
      />
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <DialogHeader title="Edit Memory" description="Change the words or the Memory DNA, then update." />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="content">Content</TabsTrigger>
          <TabsTrigger value="dna">Memory DNA</TabsTrigger>
        </TabsList>
        {/* forceMount keeps both tabs' fields (and what was typed in them) while switching. */}
        <TabsContent value="content" forceMount className="flex flex-col gap-5 data-[state=inactive]:hidden">
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
          />
          <TextAreaField
            id={BOX_IDS.text}
            label="Memory content"
            value={content}
            rows={10}
            maxLength={MEMORY_TEXT_MAX}
            className="min-h-48"
            onValueChange={(value) => {
              setContent(value);
              setProblems(({ text: _mended, ...others }) => others);
            }}
            problem={problems.text}
          />
        </TabsContent>
        <TabsContent value="dna" forceMount className="flex flex-col gap-5 data-[state=inactive]:hidden">
          <DnaFields
            idPrefix="edit-dna"
            value={{ whenHappened, whereHappened, people }}
            set={{ setWhen, setWhere, setPeople }}
            ignoreDuplicatePeople
          />
        </TabsContent>
      </Tabs>
      <FormFailure message={failure} />
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Updating...' : 'Update Memory'}
        </Button>
      </DialogFooter>
    </form>
  );
}
