import { SendHorizontal } from 'lucide-react';
import type { RefObject } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Textarea } from '#client/components/ui/input.tsx';
import { KeptDraftNotice } from '#client/components/ui/kept-draft-notice.tsx';
import { CHAT_MESSAGE_MAX } from '#shared/studio.ts';
import type { ChatDraft } from './use-chat-draft.ts';

export const CHAT_PLACEHOLDER = 'Ask me about your memoir structure, themes, or writing approach...';

/** The box to write to Clio in: Enter sends, Shift+Enter starts a new line; a refusal is said under the box. */
export function ChatMessageBox({
  draft,
  busy,
  boxRef,
  onSend,
}: {
  draft: ChatDraft;
  busy: boolean;
  boxRef: RefObject<HTMLTextAreaElement | null>;
  onSend: () => void;
}) {
  return (
    <>
      <KeptDraftNotice draft={draft.kept} onDiscarded={() => boxRef.current?.focus()} />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSend();
        }}
        noValidate
        className="flex flex-col gap-1.5"
      >
        <div className="flex items-end gap-2">
          <Textarea
            ref={boxRef}
            rows={2}
            value={draft.text}
            onChange={(event) => draft.change(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                onSend();
              }
            }}
            placeholder={CHAT_PLACEHOLDER}
            aria-label="Message to Clio"
            aria-invalid={draft.problem ? true : undefined}
            aria-describedby={draft.problem ? 'studio-chat-problem' : undefined}
            maxLength={CHAT_MESSAGE_MAX}
            className="min-w-0 flex-1 resize-none"
          />
          <Button type="submit" size="icon" aria-label="Send message" disabled={busy}>
            <SendHorizontal aria-hidden="true" />
          </Button>
        </div>
        {draft.problem ? (
          <p id="studio-chat-problem" className="font-semibold text-destructive">
            {draft.problem}
          </p>
        ) : null}
      </form>
    </>
  );
}
