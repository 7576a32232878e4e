import { Copy, Link2, Printer } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { Dialog, DialogContent, DialogFooter, DialogHeader } from '#client/components/ui/dialog.tsx';
import { Input, Label } from '#client/components/ui/input.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-request.ts';
import { useFormatDay } from '#client/lib/format-day.ts';
import {
  type CreatedStorytellerLink,
  createStorytellerLinkSchema,
  MAX_STORYTELLER_LABEL,
  STORYTELLER_LINK_DAYS,
  type StorytellerLink,
} from '#shared/storyteller-links.ts';
import {
  useCreateStorytellerLink,
  useRevokeStorytellerLink,
  useStorytellerLinks,
} from '../api/storyteller-links.ts';
import { StorytellerCard } from './storyteller-card.tsx';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function LinkRow({ link, onRevoke }: { link: StorytellerLink; onRevoke: (link: StorytellerLink) => void }) {
  const formatDay = useFormatDay();
  const recorded =
    link.interviews === 0
      ? 'Nothing recorded yet'
      : `Recorded ${plural(link.interviews, 'interview', 'interviews')} with ${plural(link.answers, 'answer', 'answers')}`;
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-line bg-background p-4">
      <p className="text-lg font-semibold">
        {link.label}
        {link.status === 'revoked' ? <span className="ml-2 font-normal text-muted">(revoked)</span> : null}
        {link.status === 'expired' ? <span className="ml-2 font-normal text-muted">(expired)</span> : null}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-[0.95rem]">
        <dt className="text-muted">Made</dt>
        <dd>{formatDay(new Date(link.createdAt))}</dd>
        <dt className="text-muted">{link.status === 'expired' ? 'Expired' : 'Works until'}</dt>
        <dd>{link.status === 'revoked' ? 'Revoked' : formatDay(new Date(link.expiresAt))}</dd>
        <dt className="text-muted">Last used</dt>
        <dd>{link.lastUsedAt ? formatDay(new Date(link.lastUsedAt)) : 'Not yet'}</dd>
      </dl>
      <p>{recorded}</p>
      {link.status === 'active' ? (
        <div>
          <Button
            variant="ghost"
            onClick={() => onRevoke(link)}
            aria-label={`Revoke the link for ${link.label}`}
          >
            Revoke
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** A link just made: its address, shown this once, with Copy and the printable card. */
function NewLinkDialog({
  created,
  onClose,
}: {
  created: CreatedStorytellerLink | null;
  onClose: () => void;
}) {
  const formatDay = useFormatDay();
  const addressId = useId();
  const label = created?.link.label ?? '';
  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.url);
      toast({
        title: 'Link copied',
        description: `Paste it into a message to ${label}.`,
        variant: 'success',
      });
    } catch {
      toast({
        title: 'Error',
        description: 'The link could not be copied. Please select it and copy it yourself.',
        variant: 'destructive',
      });
    }
  };
  return (
    <Dialog open={created !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader
          title={`A link for ${label}`}
          description={
            created
              ? `Send it to ${label}, or print the card. It works until ${formatDay(new Date(created.link.expiresAt))}. It is shown only now, so copy it or print the card before you close this.`
              : undefined
          }
        />
        {created ? (
          <div className="flex flex-col gap-5">
            <div className="print-hidden">
              <Label htmlFor={addressId}>Link for {label}</Label>
              <div className="flex flex-col gap-2 sm:flex-row">
                <Input
                  id={addressId}
                  readOnly
                  value={created.url}
                  onFocus={(event) => event.target.select()}
                />
                <Button onClick={copy}>
                  <Copy aria-hidden="true" />
                  Copy
                </Button>
              </div>
            </div>
            <StorytellerCard label={label} url={created.url} />
          </div>
        ) : null}
        <DialogFooter className="print-hidden">
          <Button variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            Print the card
          </Button>
          <Button onClick={onClose}>Done</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Storyteller links (issue 12, part 4), on the Dashboard: the owner makes a link for the person whose stories
 * they are ("Mum"), sees when each was last used and what it recorded, and revokes it.
 */
export function StorytellerLinks() {
  const links = useStorytellerLinks();
  const create = useCreateStorytellerLink();
  const revoke = useRevokeStorytellerLink();
  const [label, setLabel] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedStorytellerLink | null>(null);
  const [revoking, setRevoking] = useState<StorytellerLink | null>(null);
  const labelId = useId();
  const problemId = useId();
  const labelInput = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createStorytellerLinkSchema.safeParse({ label });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Please write who the link is for.');
      labelInput.current?.focus();
      return;
    }
    setProblem(null);
    create.mutate(parsed.data.label, {
      onSuccess: (answer) => {
        setLabel('');
        setCreated(answer);
      },
      onError: (error) =>
        setProblem(errorMessage(error, 'The link could not be made just now. Please try again.')),
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted">
        Make a link for someone whose stories you would like to keep. They open it on a phone or tablet and
        talk with Clio; no account or password is needed, and their answers come to your memories. A link
        works for {STORYTELLER_LINK_DAYS} days, and you can revoke it at any time.
      </p>
      <form onSubmit={submit} noValidate className="flex flex-col gap-2">
        <Label htmlFor={labelId}>Who is the link for?</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            ref={labelInput}
            id={labelId}
            value={label}
            maxLength={MAX_STORYTELLER_LABEL}
            placeholder="For example, Mum"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            onChange={(event) => setLabel(event.target.value)}
          />
          <Button type="submit" disabled={create.isPending} className="shrink-0">
            <Link2 aria-hidden="true" />
            {create.isPending ? 'Making the link…' : 'Make a link'}
          </Button>
        </div>
        {problem ? (
          <p id={problemId} role="alert" className="font-semibold text-destructive">
            {problem}
          </p>
        ) : null}
      </form>
      {links.isPending ? (
        <p role="status" className="text-muted">
          Loading your links…
        </p>
      ) : links.isError ? (
        <p role="alert">Your links could not be loaded just now. Please reload the page to try again.</p>
      ) : links.data.length > 0 ? (
        <ul className="flex flex-col gap-3" aria-label="Your storyteller links, newest first">
          {links.data.map((link) => (
            <LinkRow key={link.id} link={link} onRevoke={setRevoking} />
          ))}
        </ul>
      ) : null}
      <NewLinkDialog created={created} onClose={() => setCreated(null)} />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => {
          if (!open) setRevoking(null);
        }}
        title={revoking ? `Revoke the link for ${revoking.label}?` : 'Revoke this link?'}
        description={
          revoking
            ? `The link stops working at once. What ${revoking.label} has already recorded stays in your memories.`
            : ''
        }
        confirmLabel="Revoke link"
        onConfirm={() => {
          if (!revoking) return;
          const { label: revokedLabel } = revoking;
          revoke.mutate(revoking.id, {
            onSuccess: () =>
              toast({ title: 'Link revoked', description: `The link for ${revokedLabel} no longer works.` }),
            onError: (error) =>
              toast({
                title: 'Error',
                description: errorMessage(error, 'The link could not be revoked just now. Please try again.'),
                variant: 'destructive',
              }),
          });
        }}
      />
    </div>
  );
}
