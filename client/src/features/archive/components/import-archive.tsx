import { Upload } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-request.ts';
import { importSummary } from '#shared/archive-import.ts';
import { useImportArchive } from '../api/import-archive.ts';

/** Import Archive: bring back the ZIP that Export Archive made (docs/decisions/403). */
export function ImportArchive() {
  const importer = useImportArchive();
  const input = useRef<HTMLInputElement>(null);

  const start = (file: File | undefined) => {
    if (!file) return;
    importer.mutate(file, {
      onSuccess: (result) =>
        toast({ title: 'Import complete', description: importSummary(result), variant: 'success' }),
      onError: (error) =>
        toast({
          title: 'Import failed',
          description: errorMessage(error, 'The archive could not be imported. Please try again.'),
          variant: 'destructive',
        }),
    });
  };

  return (
    <div className="mt-2 flex flex-col gap-3 border-t border-line pt-5">
      <h3 className="text-xl font-bold">Import an archive</h3>
      <p className="text-muted">
        Bring back memories from an archive you exported, here or on another Heirloom server. Memories that
        are already in your account are not added twice.
      </p>
      <input
        ref={input}
        type="file"
        accept=".zip,application/zip"
        className="sr-only"
        tabIndex={-1}
        aria-label="Archive file to import"
        onChange={(event) => {
          start(event.target.files?.[0]);
          // The same file may be chosen again later.
          event.target.value = '';
        }}
      />
      <Button
        onClick={() => input.current?.click()}
        disabled={importer.isPending}
        size="lg"
        variant="outline"
        className="self-start"
      >
        <Upload aria-hidden="true" />
        {importer.isPending ? 'Importing...' : 'Import Archive'}
      </Button>
    </div>
  );
}
