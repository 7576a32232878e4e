import { AlertCircle, LoaderCircle } from 'lucide-react';
import type { UnifiedMemoryRow } from '#shared/memory-rules.ts';

/** An uploaded file's state: processing, failed, or a transcript not checked yet; nothing once all is well. */
export function FileStatus({ file }: { file: NonNullable<UnifiedMemoryRow['file']> }) {
  if (file.status === 'processing') {
    return (
      <span className="inline-flex items-center gap-1.5 text-[0.9rem] text-muted" data-testid="file-status">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
        Processing…
      </span>
    );
  }
  if (file.status === 'failed') {
    return (
      <span
        className="inline-flex items-start gap-1.5 text-[0.9rem] text-destructive"
        data-testid="file-status"
      >
        <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>Failed: {file.failureReason || 'This file could not be read.'}</span>
      </span>
    );
  }
  if (!file.transcriptChecked) {
    return (
      <span
        className="inline-flex items-center gap-1.5 text-[0.9rem] font-semibold text-primary"
        data-testid="file-status"
      >
        <AlertCircle aria-hidden="true" className="size-4 shrink-0" />
        Transcript not checked yet
      </span>
    );
  }
  return null;
}
