import { useMemo, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useFormatDay } from '#client/lib/format-day.ts';
import { cn } from '#client/lib/utils.ts';
import { buildMemoryRows, editRefusal, type UnifiedMemoryRow } from '#shared/memory-rules.ts';
import { useDeleteMemoryFragment } from '../api/delete-memory-fragment.ts';
import { useDeleteUploadedFile } from '../api/delete-uploaded-file.ts';
import { useMemoryFragments } from '../api/get-memory-fragments.ts';
import { useUploadedFiles } from '../api/get-uploaded-files.ts';
import { useDeleteInterview, useInterviews } from '../api/interviews.ts';
import { AddMemoryMenu } from './add-memory-menu.tsx';
import { AddToChapterDialog, chapterRefOf } from './add-to-chapter-dialog.tsx';
import { DnaBadge, MEMORY_DNA_EXPLAINED, TopicChips } from './dna-badge.tsx';
import { EditMemoryDialog } from './edit-memory-dialog.tsx';
import { FileStatus } from './file-status.tsx';
import { MemoryDetailsDialog } from './memory-details-dialog.tsx';
import { MemoryReleaseBadge, useMemoryRelease } from './memory-release.tsx';
import { MemoryRowMenu } from './memory-row-menu.tsx';

/** The first line of a memory's text, for the list. */
const preview = (text: string) => text.trim().split('\n')[0] ?? '';

/** A memory's name (opens its details), the first line of its text and, for a file, its status. */
function MemoryTitleCell({
  row,
  onView,
  titleClassName,
}: {
  row: UnifiedMemoryRow;
  onView: () => void;
  titleClassName: string;
}) {
  return (
    <>
      <button
        type="button"
        onClick={onView}
        className={cn('min-h-11 text-left font-semibold text-primary', titleClassName)}
      >
        {row.memory}
      </button>
      <p className="line-clamp-2 text-[0.95rem] text-muted">{preview(row.fullText)}</p>
      {row.file ? <FileStatus file={row.file} /> : null}
      <MemoryReleaseBadge row={row} />
    </>
  );
}

/** My Memories (spec §2): every memory in one table, newest first. */
export function MemoriesSection() {
  const formatDay = useFormatDay();
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
  const release = useMemoryRelease();

  const rows = useMemo(
    () => buildMemoryRows(fragments.data ?? [], files.data ?? [], interviews.data ?? []),
    [fragments.data, files.data, interviews.data],
  );
  const loading = fragments.isPending || files.isPending || interviews.isPending;
  const failed = fragments.isError || files.isError || interviews.isError;

  const edit = (row: UnifiedMemoryRow) => {
    const refusal = editRefusal(row.source);
    if (refusal) toast({ ...refusal, variant: 'destructive' });
    else setEditing(row);
  };

  const confirmDelete = (row: UnifiedMemoryRow) => {
    if (row.source === 'Memory Fragment') {
      deleteFragment.mutate(row.id, {
        onSuccess: () => toast({ title: 'Memory fragment deleted', variant: 'success' }),
        onError: () =>
          toast({ title: 'Error', description: 'Failed to delete memory fragment.', variant: 'destructive' }),
      });
    } else if (row.source === 'Uploaded File') {
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
      onEdit={() => edit(row)}
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
              : `${rows.length} ${rows.length === 1 ? 'memory' : 'memories'}`}
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

      {/* Wide screens: the six-column table. */}
      <div className="hidden overflow-x-auto rounded-xl border border-line bg-surface md:block">
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">My Memories, newest first</caption>
          <thead className="bg-accent/60">
            <tr>
              {['Memory', 'Memory DNA', 'Topics', 'Source', 'Date Added', 'Actions'].map((column) => (
                <th key={column} scope="col" className="px-3 py-3 font-semibold whitespace-nowrap">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-t border-line align-top" data-testid="memory-row">
                <td className="max-w-80 min-w-[11rem] px-3 py-3">
                  <MemoryTitleCell
                    row={row}
                    onView={() => setViewing(row)}
                    titleClassName="underline-offset-4 hover:underline"
                  />
                </td>
                <td className="px-3 py-3">
                  <DnaBadge memory={row} />
                </td>
                <td className="max-w-64 min-w-[7rem] px-3 py-3">
                  <TopicChips topics={row.topics} />
                </td>
                <td className="px-3 py-3">{row.source}</td>
                <td className="px-3 py-3 whitespace-nowrap">{formatDay(row.dateAdded)}</td>
                <td className="px-3 py-2">{menu(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {/* Phones: one card per memory with the same facts, labelled. */}
      <ul className="flex flex-col gap-3 md:hidden" aria-label="My Memories, newest first">
        {rows.map((row) => (
          <li key={row.id} className="rounded-xl border border-line bg-surface p-4" data-testid="memory-row">
            <div className="flex items-start gap-2">
              <div className="min-w-0 flex-1">
                <MemoryTitleCell row={row} onView={() => setViewing(row)} titleClassName="break-words" />
              </div>
              {menu(row)}
            </div>
            <dl className="mt-3 grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1.5 text-[0.95rem]">
              <dt className="text-muted">Memory DNA</dt>
              <dd>
                <DnaBadge memory={row} />
              </dd>
              <dt className="text-muted">Source</dt>
              <dd>{row.source}</dd>
              <dt className="text-muted">Date Added</dt>
              <dd>{formatDay(row.dateAdded)}</dd>
              <dt className="text-muted">Topics</dt>
              <dd>
                <TopicChips topics={row.topics} />
              </dd>
            </dl>
          </li>
        ))}
      </ul>

      <MemoryDetailsDialog
        row={viewing ? (rows.find((row) => row.id === viewing.id) ?? viewing) : null}
        onClose={() => setViewing(null)}
      />
      <EditMemoryDialog row={editing} onClose={() => setEditing(null)} />
      <AddToChapterDialog row={addingToChapter} onClose={() => setAddingToChapter(null)} />
      {release.dialog}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete this memory?"
        description={
          deleting
            ? `“${deleting.memory}” will be removed for good, ${deleting.source === 'Interview' ? 'with every answer and its recording' : 'with its Memory DNA'}. This cannot be undone.`
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
