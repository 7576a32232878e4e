import { type ReactNode, useId, useState } from 'react';
import { Label, Textarea } from '#client/components/ui/input.tsx';
import { KeptDraftNotice } from '#client/components/ui/kept-draft-notice.tsx';
import { type LocalDraft, useAccountDraftKey, useLocalDraft } from '#client/lib/use-local-draft.ts';

/**
 * The words of a family member's one-box form, and the sentence that refused them, if any. With a `draftPlace`
 * the words are kept on this device until saved (decision 812), and put back after a reload; `onRestored` lets
 * a form that starts closed open itself to show them.
 */
export function useOwnWords(draftPlace: string | null = null, onRestored?: () => void) {
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const draft: LocalDraft | null = useLocalDraft(useAccountDraftKey(draftPlace), { text }, (kept) => {
    setText(kept.text ?? '');
    if (kept.text?.trim()) onRestored?.();
  });
  /** Shows why the words were refused and puts the focus back in the box, where they can be mended. */
  const refuse = (sentence: string) => {
    setProblem(sentence);
    document.getElementById(id)?.focus();
  };
  return { id, text, setText, problem, setProblem, refuse, draft: draftPlace ? draft : null };
}

/**
 * The box for those words: its label, a hint under the label, and once refused the sentence saying why, both read
 * with the box by screen readers. Typing again clears the refusal.
 */
export function OwnWordsField({
  words,
  label,
  hint,
  rows,
  maxLength,
  placeholder,
}: {
  words: ReturnType<typeof useOwnWords>;
  label: ReactNode;
  hint: ReactNode;
  rows: number;
  maxLength?: number;
  placeholder?: string;
}) {
  const { id, text, setText, problem, setProblem, draft } = words;
  return (
    <div className="flex flex-col">
      {draft ? (
        <div className="mb-2 empty:hidden">
          <KeptDraftNotice draft={draft} onDiscarded={() => document.getElementById(id)?.focus()} />
        </div>
      ) : null}
      <Label htmlFor={id}>{label}</Label>
      <p id={`${id}-hint`} className="mb-2 text-muted">
        {hint}
      </p>
      <Textarea
        id={id}
        rows={rows}
        maxLength={maxLength}
        value={text}
        placeholder={placeholder}
        onChange={(event) => {
          setText(event.target.value);
          if (problem) setProblem(null);
        }}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-hint ${id}-error` : `${id}-hint`}
      />
      {problem ? (
        <p id={`${id}-error`} className="mt-1.5 font-semibold text-destructive">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
