import { Copy } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Input, Label } from '#client/components/ui/input.tsx';

/** Copies text, with the older way as a fallback where the clipboard API is not allowed (plain http). */
async function copyText(text: string, field: HTMLInputElement | null) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    field?.select();
    return document.execCommand?.('copy') ?? false;
  }
}

/** A link to hand over by hand: read-only, selected on focus, with a Copy button that says when it copied. */
export function CopyLinkField({ label, link }: { label: string; link: string }) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<boolean | null>(null);
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          ref={field}
          id={id}
          readOnly
          value={link}
          onFocus={(event) => event.target.select()}
          className="font-mono text-[0.95rem]"
        />
        <Button
          variant="outline"
          className="shrink-0"
          onClick={async () => setCopied(await copyText(link, field.current))}
        >
          <Copy aria-hidden="true" />
          Copy
        </Button>
      </div>
      <p role="status" className="mt-1.5 min-h-[1.5em] text-[0.95rem]">
        {copied === true
          ? 'Copied. Paste it into an e-mail or a message to them.'
          : copied === false
            ? 'Please select the link and copy it yourself.'
            : ''}
      </p>
    </div>
  );
}
