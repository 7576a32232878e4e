import { Check, Trash2 } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { type DraftParagraph, NOT_FOUND_IN_MEMORIES } from '#shared/manuscript.ts';
import { keepSentence, removeSentence } from './marked-sentences.ts';

/**
 * Under a paragraph of Clio's draft: each sentence with a name, place, date or number not found in the
 * memories it cites, marked "Not found in your memories", with Keep and Remove. (Fixing one is editing it.)
 */
export function DraftSentenceMarks({
  paragraph,
  busy,
  onChange,
}: {
  paragraph: DraftParagraph;
  busy: boolean;
  onChange: (paragraph: DraftParagraph) => void;
}) {
  const marked = paragraph.notFound ?? [];
  if (marked.length === 0) return null;
  return (
    <ul className="mt-1 flex flex-col gap-2 px-3 font-sans text-base">
      {marked.map((sentence) => (
        <li key={sentence} className="rounded-lg border-2 border-destructive bg-accent p-2">
          <p className="font-bold text-destructive">{NOT_FOUND_IN_MEMORIES}</p>
          <p className="italic">{sentence}</p>
          <div className="mt-1 flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              aria-label={`Keep the sentence: ${sentence}`}
              onClick={() => onChange(keepSentence(paragraph, sentence))}
            >
              <Check aria-hidden="true" />
              Keep it
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              aria-label={`Remove the sentence: ${sentence}`}
              onClick={() => onChange(removeSentence(paragraph, sentence))}
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
