import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useWorkspace } from '#client/lib/workspace-context.tsx';
import type { UploadedFile } from '#shared/memories.ts';
import { uploadedFilesQueryKey } from '../api/get-uploaded-files.ts';
import { AddFilesDialog } from './add-files-dialog.tsx';
import { AddMemoryDialog } from './add-memory-dialog.tsx';
import { type DnaTarget, MemoryDnaDialog } from './memory-dna-dialog.tsx';
import { RecordMemoryDialog } from './record-memory-dialog.tsx';

/**
 * The dialogs any section opens through useWorkspace().openDialog() (Dashboard quick actions,
 * "Start" buttons, the My Memories Add Memory menu), and the Memory DNA dialog that follows
 * a new memory or upload, prefilled from the server's answer. A recording has no words yet to fill it
 * from, so the record dialog thanks the person instead (issue 31, N7).
 */
export function WorkspaceDialogs() {
  const { dialog, closeDialog, prefill } = useWorkspace();
  const queryClient = useQueryClient();
  const [dnaTarget, setDnaTarget] = useState<DnaTarget | null>(null);
  const closeOn = (open: boolean) => {
    if (!open) closeDialog();
  };
  /** An uploaded file or a recording: Memory DNA is asked for next, prefilled with what the server found. */
  const askDnaOfFile = (file: UploadedFile) => {
    closeDialog();
    setDnaTarget({
      kind: 'file',
      id: file.id,
      name: file.title,
      whenHappened: file.whenHappened,
      whereHappened: file.whereHappened,
      peopleInvolved: file.peopleInvolved,
      topics: file.topics,
      version: file.version,
    });
  };

  return (
    <>
      <AddMemoryDialog
        open={dialog === 'add-memory'}
        onOpenChange={closeOn}
        question={prefill?.question}
        prefill={prefill ?? undefined}
        onCreated={(fragment) => {
          prefill?.onSaved?.(fragment.id);
          closeDialog();
          setDnaTarget({
            kind: 'fragment',
            id: fragment.id,
            name: fragment.name,
            whenHappened: fragment.whenHappened,
            whereHappened: fragment.whereHappened,
            peopleInvolved: fragment.peopleInvolved,
            topics: fragment.topics,
            version: fragment.version,
          });
        }}
      />
      <AddFilesDialog open={dialog === 'add-files'} onOpenChange={closeOn} onUploaded={askDnaOfFile} />
      <RecordMemoryDialog
        open={dialog === 'record-memory'}
        onOpenChange={closeOn}
        question={prefill?.question}
        onRecorded={() => {
          // The new recording joins My Memories, and the Dashboard's counts and question move on.
          void queryClient.invalidateQueries({ queryKey: uploadedFilesQueryKey });
        }}
      />
      <MemoryDnaDialog target={dnaTarget} onClose={() => setDnaTarget(null)} />
    </>
  );
}
