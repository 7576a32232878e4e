import { useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-request.ts';
import { useFormatDay } from '#client/lib/format-day.ts';
import type { AddedMemory } from '#shared/family.ts';
import { useAddedMemories } from '../api/added-memories.ts';
import { useRemoveAddedMemory } from '../api/remove-added-memory.ts';

/**
 * "What you added": the memories this person added to the storyteller's collection and whether the family sees
 * them yet (decision 1513). Shown only when there is something; one not shared yet may be taken back.
 */
export function AddedMemories({ ownerId, ownerFirstName }: { ownerId: string; ownerFirstName: string }) {
  const headingId = useId();
  const formatDay = useFormatDay();
  const added = useAddedMemories(ownerId);
  const remove = useRemoveAddedMemory();
  const [removing, setRemoving] = useState<AddedMemory | null>(null);

  if (!added.data?.length) return null;

  const confirmRemove = (memory: AddedMemory) =>
    remove.mutate(
      { ownerId, id: memory.id },
      {
        onSuccess: () => toast({ title: `"${memory.name}" was removed.`, variant: 'success' }),
        onError: (error) =>
          toast({
            title: 'It could not be removed',
            description: errorMessage(error, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    );

  return (
    <section aria-labelledby={headingId} className="flex max-w-2xl flex-col gap-3">
      <h3 id={headingId} className="text-xl font-bold">
        What you added
      </h3>
      <ul className="flex flex-col gap-3">
        {added.data.map((memory) => (
          <li
            key={memory.id}
            className="rounded-xl border border-line bg-surface p-4"
            data-testid="added-memory"
          >
            <p className="font-serif text-lg font-semibold">{memory.name}</p>
            <p className="mt-1 line-clamp-3 whitespace-pre-wrap">{memory.text}</p>
            <p className="mt-2 text-[0.95rem] text-muted">Added {formatDay(memory.createdAt)}</p>
            <p className="mt-1 font-semibold">
              {memory.shared ? 'Shared with the family' : `Waiting for ${ownerFirstName} to share it`}
            </p>
            {memory.removable ? (
              <Button
                variant="outline"
                className="mt-3"
                aria-label={`Remove "${memory.name}"`}
                disabled={remove.isPending}
                onClick={() => setRemoving(memory)}
              >
                Remove
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title="Remove this memory?"
        description={`"${removing?.name ?? ''}" will be taken out of ${ownerFirstName}'s collection. This cannot be undone.`}
        confirmLabel="Remove"
        onConfirm={() => {
          if (removing) confirmRemove(removing);
          setRemoving(null);
        }}
      />
    </section>
  );
}
