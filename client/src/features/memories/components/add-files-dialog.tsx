import { Upload } from 'lucide-react';
import { type DragEvent, useState } from 'react';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter, DialogHeader } from '#client/components/ui/dialog.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { ApiError, errorMessage } from '#client/lib/api-request.ts';
import { cn } from '#client/lib/utils.ts';
import {
  MAX_UPLOAD_BYTES,
  SUPPORTED_EXTENSIONS,
  supportedExtensionOf,
  type UploadedFile,
  uploadMessages,
} from '#shared/memories.ts';
import { useUploadFile } from '../api/upload-file.ts';

/** The picker offers every supported type, PDF included (issue 4: the spec's picker omitted it by mistake). */
const ACCEPT = SUPPORTED_EXTENSIONS.map((extension) => `.${extension}`).join(',');
const UPLOAD_START_PERCENT = 10;

const UPLOAD_FAILED = 'Failed to upload file.';

/**
 * The server's own sentence when it gave one (ApiError.userMessage); otherwise a short
 * plain answer as it came, and anything else (empty, or a proxy's long page) as the spec's line.
 */
function uploadFailureText(error: unknown): string {
  if (!(error instanceof ApiError)) return errorMessage(error, UPLOAD_FAILED);
  if (error.serverMessage) return error.serverMessage;
  return error.body.trim() && error.body.length < 300 ? error.body : UPLOAD_FAILED;
}

/**
 * Add Files: drag and drop or choose; only the first dropped
 * file is used; type and size are checked before anything is sent.
 */
export function AddFilesDialog({
  open,
  onOpenChange,
  onUploaded,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onUploaded: (file: UploadedFile) => void;
}) {
  const [progress, setProgress] = useState(0);
  const [dragging, setDragging] = useState(false);
  const upload = useUploadFile();

  const start = (file: File | undefined) => {
    if (!file || upload.isPending) return;
    if (!supportedExtensionOf(file.name)) {
      toast({
        title: uploadMessages.invalidTypeTitle,
        description: uploadMessages.invalidType,
        variant: 'destructive',
      });
      return;
    }
    if (file.size > MAX_UPLOAD_BYTES) {
      toast({
        title: uploadMessages.tooLargeTitle,
        description: uploadMessages.tooLarge,
        variant: 'destructive',
      });
      return;
    }
    setProgress(UPLOAD_START_PERCENT);
    upload.mutate(
      { file, onProgress: (percent) => setProgress(Math.max(UPLOAD_START_PERCENT, percent)) },
      {
        onSuccess: (record) => {
          setProgress(0);
          onUploaded(record);
        },
        onError: (error) => {
          setProgress(0);
          toast({ title: 'Upload failed', description: uploadFailureText(error), variant: 'destructive' });
        },
      },
    );
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    start(event.dataTransfer.files[0]);
  };

  const busy = upload.isPending;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // An upload in flight finishes even if the dialog is closed; the list shows it when done.
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader
          title="Add Files"
          description="Letters, documents and recordings become memories you can read, search and shape."
        />
        {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target for the mouse; the Choose File control inside is the keyboard route */}
        <div
          data-testid="drop-zone"
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn(
            'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed border-[#8c7a66] px-4 py-8 text-center',
            dragging && 'border-primary bg-accent',
          )}
        >
          <Upload aria-hidden="true" className="size-10 text-primary" />
          {/* A touch screen has nothing to drag from, so it is only asked to choose. */}
          <p className="font-semibold pointer-coarse:hidden">Drag and drop a file here, or</p>
          <p className="hidden font-semibold pointer-coarse:block">Choose a file from this device.</p>
          <label
            className={cn(
              buttonVariants({ variant: 'primary' }),
              'cursor-pointer has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
              busy && 'pointer-events-none opacity-55',
            )}
          >
            Choose File
            <input
              type="file"
              accept={ACCEPT}
              className="sr-only"
              aria-describedby="add-files-help"
              disabled={busy}
              onChange={(event) => {
                start(event.target.files?.[0]);
                // Choosing the same file again after a failure must fire onChange again.
                event.target.value = '';
              }}
            />
          </label>
          <p className="text-[0.95rem] text-muted" id="add-files-help">
            PDF, DOCX, TXT, EPUB, MP3, WAV or M4A, up to 50MB.
          </p>
        </div>
        {progress > 0 ? (
          <div className="mt-5">
            <div className="mb-1.5 flex justify-between text-[0.95rem]">
              <span id="upload-progress-label">{progress >= 100 ? 'Reading your file…' : 'Uploading…'}</span>
              <span aria-hidden="true">{progress}%</span>
            </div>
            <div
              role="progressbar"
              aria-labelledby="upload-progress-label"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              className="h-3 w-full overflow-hidden rounded-full bg-accent"
            >
              <div
                className="h-full rounded-full bg-primary transition-[width]"
                style={{ width: `${progress}%` }}
              />
            </div>
          </div>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {busy ? 'Close' : 'Cancel'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
