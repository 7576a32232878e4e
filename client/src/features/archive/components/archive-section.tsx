import { Download } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useExportMemories } from '../api/export-memories.ts';
import { ImportArchive } from './import-archive.tsx';

/** Archive: export every memory as one ZIP. */
export function ArchiveSection() {
  const exporter = useExportMemories();

  const start = () =>
    exporter.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: 'Export complete',
          description: 'Your memories archive has been downloaded.',
          variant: 'success',
        }),
      onError: () =>
        toast({
          title: 'Export failed',
          description: 'Failed to export memories. Please try again.',
          variant: 'destructive',
        }),
    });

  return (
    <section
      aria-labelledby="archive-heading"
      className="flex max-w-3xl flex-col gap-5 rounded-2xl border border-line bg-surface p-6"
    >
      <div>
        <h2 id="archive-heading" className="text-2xl font-bold">
          Export your memories
        </h2>
        <p className="mt-1 text-muted">
          Download everything you have recorded, to keep safe or to share with your family.
        </p>
      </div>
      <ul className="flex list-disc flex-col gap-1.5 pl-6">
        <li>The archive is a ZIP file.</li>
        <li>Memories are organised by date and source.</li>
        <li>Each memory keeps its topics and metadata.</li>
        <li>Everything is saved in JSON format.</li>
      </ul>
      <Button onClick={start} disabled={exporter.isPending} size="lg" className="self-start">
        <Download aria-hidden="true" />
        {exporter.isPending ? 'Exporting...' : 'Export Archive'}
      </Button>
      <ImportArchive />
    </section>
  );
}
