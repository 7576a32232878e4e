import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { FormFailure } from '#client/components/ui/form-failure.tsx';
import { errorMessage } from '#client/lib/api-request.ts';
import type { UploadStatus } from '#shared/memories.ts';
import { useCheckTranscript } from '../api/check-transcript.ts';

export const UNCHECKED_TRANSCRIPT_LABEL = 'Transcript not checked yet';

/**
 * An automatic transcript waits for the person to read it (issue 18): until they confirm it, it suggests no Memory
 * DNA and Clio does not read it, so a misheard word never becomes a chapter.
 */
export function TranscriptCheck({
  file,
}: {
  file: { id: string; version: number; status: UploadStatus; transcriptChecked: boolean };
}) {
  const check = useCheckTranscript();
  const [checked, setChecked] = useState(file.transcriptChecked);
  const [failure, setFailure] = useState<string | null>(null);
  if (file.status !== 'ready') return null;
  if (checked)
    return check.isSuccess ? (
      <p role="status" className="flex items-center gap-2 font-semibold text-success">
        <CheckCircle2 aria-hidden="true" className="size-5" />
        Thank you. The transcript is checked, and its when, where and who can now be suggested.
      </p>
    ) : null;
  return (
    <section
      aria-label="Check the transcript"
      className="flex flex-col gap-3 rounded-xl border-2 border-primary/50 bg-accent/40 p-4"
    >
      <p className="font-semibold">{UNCHECKED_TRANSCRIPT_LABEL}</p>
      <p>
        These words were written down automatically from the recording, and machines sometimes mishear. Please
        read them, or listen again. Until you confirm them, they are not used to suggest when, where and who,
        and Clio does not read them.
      </p>
      <Button
        className="self-start"
        disabled={check.isPending}
        onClick={() => {
          setFailure(null);
          check.mutate(
            { id: file.id, version: file.version },
            {
              onSuccess: () => setChecked(true),
              onError: (error) => setFailure(errorMessage(error, 'That did not work. Please try again.')),
            },
          );
        }}
      >
        {check.isPending ? 'Saving…' : 'I have checked this transcript'}
      </Button>
      <FormFailure message={failure} />
    </section>
  );
}
