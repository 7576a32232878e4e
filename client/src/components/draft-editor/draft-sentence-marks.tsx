import { Check, Trash2 } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { NOT_FOUND_IN_MEMORIES } from '#shared/manuscript.ts';
import type { MarkedSentence } from './marked-sentence-commands.ts';

/**
 * Under the draft: each sentence of Clio's with a name, place, date or number not found in the memories it
 * cites, marked "Not found in your memories", with Keep it and Remove it. Fixing one is editing it above.
 */
export function DraftSentenceMarks({
  marked,
  onKeep,
  onRemove,
}: {
  marked: MarkedSentence[];
  onKeep: (sentence: MarkedSentence) => void;
  onRemove: (sentence: MarkedSentence) => void;
}) {
  return (
    <ul aria-label="Sentences to check" className="flex flex-col gap-2 font-sans text-base">
      {marked.map((item) => (
        <li
          key={`${item.paragraph}:${item.sentence}`}
          className="rounded-lg border-2 border-destructive bg-accent p-2"
        >
          <p className="font-bold text-destructive">{NOT_FOUND_IN_MEMORIES}</p>
          <p className="italic">{item.sentence}</p>
          <div className="mt-1 flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="outline"
              aria-label={`Keep the sentence: ${item.sentence}`}
              onClick={() => onKeep(item)}
            >
              <Check aria-hidden="true" />
              Keep it
            </Button>
            <Button
              size="sm"
              variant="outline"
              aria-label={`Remove the sentence: ${item.sentence}`}
              onClick={() => onRemove(item)}
            >
              <Trash2 aria-hidden="true" />
              Remove it
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
