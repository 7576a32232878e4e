import { X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { Input, Label } from '#client/components/ui/input.tsx';
import { addTag, removeTagAt } from '#shared/memory-rules.ts';
import { splitTypedTags } from './split-typed-tags.ts';

const PEOPLE_HINT =
  'Type a name, then press Enter. A comma or a space adds it too; after Mr, Aunt or Grandma, Heirloom waits for the name.';

/** Topics are single words or short phrases; the people hint's titles ("Mr", "Aunt") say nothing about them. */
export const TOPICS_HINT =
  'Type what the memory is about, such as Family or School, then press Enter. A comma or a space adds it too.';

/**
 * A tag input: pressing space adds the trimmed word as a tag; the x removes one. Enter, a comma and leaving
 * the field add what was typed too, so nothing typed is lost, and a space after "Mr" or "Aunt" waits for the name
 * (split-typed-tags.ts). Reading the whole value (not only the key pressed) also covers phone keyboards, which often
 * send no key code, and pasted lists.
 */
export function TagInput({
  label,
  tags,
  onTagsChange,
  ignoreDuplicates = false,
  placeholder,
  hint = PEOPLE_HINT,
}: {
  label: string;
  tags: string[];
  onTagsChange: (tags: string[]) => void;
  ignoreDuplicates?: boolean;
  placeholder?: string;
  /** What to type here and how it becomes a tag, said under the field; the people hint unless another is given. */
  hint?: string;
}) {
  const id = useId();
  const [draft, setDraft] = useState('');

  const commit = (words: string[], rest: string) => {
    let next = tags;
    for (const word of words) next = addTag(next, word, { ignoreDuplicates });
    if (next.length !== tags.length) onTagsChange(next);
    setDraft(rest);
  };

  const onChange = (value: string) => {
    const { finished, draft: rest } = splitTypedTags(value);
    if (finished.length === 0) setDraft(rest);
    else commit(finished, rest);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit([draft], '');
    } else if (event.key === 'Backspace' && draft === '' && tags.length > 0) {
      // Backspace in an empty field gives the last tag back for editing.
      const last = tags[tags.length - 1] ?? '';
      onTagsChange(tags.slice(0, -1));
      setDraft(last);
      event.preventDefault();
    }
  };

  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      {tags.length > 0 ? (
        <ul className="mb-2 flex flex-wrap gap-2" aria-label={`${label} added`}>
          {tags.map((tag, index) => (
            <li
              key={`${tag}-${index}`}
              className="inline-flex items-center gap-1 rounded-full bg-accent py-1 pr-1 pl-3 text-[0.95rem]"
            >
              {tag}
              <button
                type="button"
                onClick={() => onTagsChange(removeTagAt(tags, index))}
                aria-label={`Remove ${tag}`}
                className="-my-2 inline-flex size-11 items-center justify-center rounded-full hover:bg-line"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Input
        id={id}
        value={draft}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (draft.trim()) commit([draft], '');
        }}
        aria-describedby={`${id}-hint`}
        autoComplete="off"
      />
      <p id={`${id}-hint`} className="mt-1 text-[0.9rem] text-muted">
        {hint}
      </p>
    </div>
  );
}
