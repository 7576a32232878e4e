import { useMemo, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { buildMemoryRows, editRefusal, type UnifiedMemoryRow } from '#shared/memory-rules.ts';
import { useDeleteMemoryFragment } from '../api/delete-memory-fragment.ts';
import { useDeleteUploadedFile } from '../api/delete-uploaded-file.ts';
import { useMemoryFragments } from '../api/get-memory-fragments.ts';
import { useUploadedFiles } from '../api/get-uploaded-files.ts';
import { useDeleteInterview, useInterviews } from '../api/interviews.ts';
import { AddMemoryMenu } from './add-memory-menu.tsx';
import { AddToChapterDialog, chapterRefOf } from './add-to-chapter-dialog.tsx';
import { MEMORY_DNA_EXPLAINED } from './dna-badge.tsx';
import { EditMemoryDialog } from './edit-memory-dialog.tsx';
import { MemoryDetailsDialog } from './memory-details-dialog.tsx';
import { type DnaTarget, MemoryDnaDialog } from './memory-dna-dialog.tsx';
import { MemoryList } from './memory-list.tsx';
import { useMemoryRelease } from './memory-release.tsx';
import { MemoryRowMenu } from './memory-row-menu.tsx';
import { MemorySearchBar } from './memory-search-bar.tsx';
import { useMemoryFinder } from './use-memory-finder.ts';

/** My Memories: every memory in one table, newest first. */
export function MemoriesSection() {
  const fragments = useMemoryFragments();
  const files = useUploadedFiles();
  const interviews = useInterviews();
  const deleteInterview = useDeleteInterview();
  const deleteFragment = useDeleteMemoryFragment();
  const deleteFile = useDeleteUploadedFile();
  const [viewing, setViewing] = useState<UnifiedMemoryRow | null>(null);
  const [editing, setEditing] = useState<UnifiedMemoryRow | null>(null);
  const [deleting, setDeleting] = useState<UnifiedMemoryRow | null>(null);
  const [addingToChapter, setAddingToChapter] = useState<UnifiedMemoryRow | null>(null);
  const [dnaTarget, setDnaTarget] = useState<DnaTarget | null>(null);
  const release = useMemoryRelease();

  const rows = useMemo(
    () => buildMemoryRows(fragments.data ?? [], files.data ?? [], interviews.data ?? []),
    [fragments.data, files.data, interviews.data],
  );
  const finder = useMemoryFinder(rows);
  const loading = fragments.isPending || files.isPending || interviews.isPending;
  const failed = fragments.isError || files.isError || interviews.isError;

  // Only what works is offered (decision 814): the words of a typed memory; the Memory DNA of a file or
  // recording, whose words are its own; nothing of an interview's.
  const editWords = (row: UnifiedMemoryRow) => (editRefusal(row.kind) ? undefined : () => setEditing(row));
  const editDna = (row: UnifiedMemoryRow) => {
    const { version } = row;
    if (row.kind !== 'file' || version === undefined) return undefined;
    return () =>
      setDnaTarget({
        kind: 'file',
        id: row.id,
        name: row.memory,
        whenHappened: row.whenHappened,
        whereHappened: row.whereHappened,
        peopleInvolved: row.peopleInvolved,
        topics: row.topics,
        version,
      });
  };

  const confirmDelete = (row: UnifiedMemoryRow) => {
    if (row.kind === 'fragment') {
      deleteFragment.mutate(row.id, {
        onSuccess: () => toast({ title: 'Memory fragment deleted', variant: 'success' }),
        onError: () =>
          toast({ title: 'Error', description: 'Failed to delete memory fragment.', variant: 'destructive' }),
      });
    } else if (row.kind === 'file') {
      deleteFile.mutate(row.id, {
        onSuccess: () => toast({ title: 'File deleted', variant: 'success' }),
        onError: () =>
          toast({ title: 'Error', description: 'Failed to delete file.', variant: 'destructive' }),
      });
    } else {
      deleteInterview.mutate(row.id, {
        onSuccess: () => toast({ title: 'Interview deleted', variant: 'success' }),
        onError: () =>
          toast({ title: 'Error', description: 'Failed to delete interview.', variant: 'destructive' }),
      });
    }
  };

  const menu = (row: UnifiedMemoryRow) => (
    <MemoryRowMenu
      row={row}
      onView={() => setViewing(row)}
      onEdit={editWords(row)}
      onEditDna={editDna(row)}
      onDelete={() => setDeleting(row)}
      onAddToChapter={chapterRefOf(row) ? () => setAddingToChapter(row) : undefined}
      releaseItems={release.menuItems(row)}
    />
  );

  return (
    <section aria-labelledby="memories-list-heading" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="memories-list-heading" className="text-2xl font-bold">
            Your memories
          </h2>
          <p className="text-muted" aria-live="polite">
            {loading
              ? 'Loading your memories…'
              : `${rows.length.toLocaleString('en')} ${rows.length === 1 ? 'memory' : 'memories'}`}
          </p>
          <p className="text-muted">{MEMORY_DNA_EXPLAINED}</p>
        </div>
        <AddMemoryMenu />
      </div>

      {failed ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-xl border border-destructive p-4"
        >
          <p className="flex-1">
            Some of your memories could not be loaded. Nothing has been lost; please try again.
          </p>
          <Button
            variant="outline"
            onClick={() => {
              void fragments.refetch();
              void files.refetch();
              void interviews.refetch();
            }}
          >
            Try again
          </Button>
        </div>
      ) : null}

      <MemorySearchBar finder={finder} allCount={rows.length} />
      <MemoryList
        shown={finder.shown}
        total={finder.total}
        label={finder.active ? 'My Memories that match the search' : 'My Memories, newest first'}
        onView={setViewing}
        menu={menu}
        onNearEnd={finder.showMore}
      />

      <MemoryDetailsDialog
        row={viewing ? (rows.find((row) => row.id === viewing.id) ?? viewing) : null}
        onClose={() => setViewing(null)}
      />
      <EditMemoryDialog row={editing} onClose={() => setEditing(null)} />
      <AddToChapterDialog row={addingToChapter} onClose={() => setAddingToChapter(null)} />
      <MemoryDnaDialog target={dnaTarget} onClose={() => setDnaTarget(null)} />
      {release.dialog}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete this memory?"
        description={
          deleting
            ? `“${deleting.memory}” will be removed for good, ${deleting.kind === 'interview' ? 'with every answer and its recording' : 'with its Memory DNA'}. This cannot be undone.`
            : ''
        }
        confirmLabel="Delete Memory"
        onConfirm={() => {
          if (deleting) confirmDelete(deleting);
          setDeleting(null);
        }}
      />
    </section>
  );
}
