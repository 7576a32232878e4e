import { useEffect, useRef } from 'react';
import { ChatBubble } from '#client/components/chat-bubble.tsx';
import { CHAPTER_PROPOSAL_HEADINGS } from '#shared/chapter-actions.ts';
import { isAnswerToClio, questionIn } from '#shared/chat-answers.ts';
import { FALLBACK_SUGGESTIONS } from '#shared/studio.ts';
import { useChatMessages } from '../api/get-chat-messages.ts';
import { useProjectSuggestions } from '../api/get-project-suggestions.ts';
import { ChatMarkdown } from './chat-markdown.tsx';
import { ChatMessageBox } from './chat-message-box.tsx';
import { ProposalPanel } from './proposal-panel.tsx';
import { SaveAnswer, useSavedAnswers } from './save-answer.tsx';
import { useChatDraft } from './use-chat-draft.ts';
import { useChatProposals } from './use-chat-proposals.ts';
import { useChatSending } from './use-chat-sending.ts';

/** One message; `intro` marks Clio's greeting, shown before the first message and never stored. */
function Bubble({
  author,
  text,
  intro = false,
}: {
  author: 'user' | 'assistant';
  text: string;
  intro?: boolean;
}) {
  return (
    <ChatBubble author={author} dataRole={intro ? 'intro' : author} bodyClassName="max-w-[90%]">
      <ChatMarkdown text={text} />
    </ChatBubble>
  );
}

/**
 * The chat with Clio, on the project workspace's left: her message shows at once, then "Thinking...", then the
 * reply; a reply that proposes chapters or themes shows Accept Changes and Decline (shared/proposal.ts).
 * Sending (use-chat-sending.ts), proposals (use-chat-proposals.ts), the message box and saved answers each live in
 * their own file; this lays out the conversation.
 */
export function StudioChat({ projectId }: { projectId: string }) {
  const messages = useChatMessages(projectId);
  const suggestions = useProjectSuggestions(projectId);
  const messageBox = useRef<HTMLTextAreaElement>(null);
  const draft = useChatDraft(projectId);
  const proposals = useChatProposals(projectId, messages.data, messageBox);
  const { proposal, chapterProposal } = proposals;
  const { pending, busy, sendMessage, sendFromBox, acceptListProposal } = useChatSending(
    projectId,
    draft,
    proposals,
    messageBox,
  );
  const savedAnswers = useSavedAnswers(projectId);
  const scrollRef = useRef<HTMLDivElement>(null);

  const history = messages.data ?? [];
  const lastAssistantId = history.findLast((message) => message.role === 'assistant')?.id;

  // Chips appear once Clio's are in (or her call failed), so they never change under the person's finger.
  const chips: readonly string[] = suggestions.isPending
    ? []
    : suggestions.data?.suggestions.length
      ? suggestions.data.suggestions
      : FALLBACK_SUGGESTIONS;

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever the conversation grows
  useEffect(() => {
    const element = scrollRef.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [history.length, pending, proposal, chapterProposal]);

  return (
    <section
      aria-labelledby="clio-chat-heading"
      className="flex min-w-0 flex-col gap-3 rounded-2xl border border-line bg-surface p-4 sm:p-5"
    >
      <h2 id="clio-chat-heading" className="text-xl font-bold">
        Chat with Clio
      </h2>
      <div
        ref={scrollRef}
        role="log"
        aria-label="Conversation with Clio"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the conversation scrolls; keyboard users must reach it to scroll
        tabIndex={0}
        className="flex h-[26rem] flex-col gap-4 overflow-y-auto rounded-xl bg-background p-3 sm:h-[32rem] sm:p-4"
      >
        {messages.isPending ? (
          <p className="text-muted">Loading the conversation…</p>
        ) : messages.isError ? (
          <p className="text-muted">The conversation could not be loaded. Please reload the page.</p>
        ) : history.length === 0 && !pending ? (
          <Bubble
            intro
            author="assistant"
            text="Hello! I'm Clio, your writing companion. Ask me how to shape your memories into chapters, which themes run through your story, or where to begin."
          />
        ) : null}
        {history.map((message, index) => (
          <div key={message.id} className="flex flex-col gap-3">
            <Bubble author={message.role} text={message.message} />
            {isAnswerToClio(history, index) ? (
              <SaveAnswer
                saved={savedAnswers.isSaved(message.id)}
                question={questionIn(history[index - 1]!.message)}
                answer={message.message}
                onSaved={() => savedAnswers.remember(message.id)}
              />
            ) : null}
            {proposal && proposal.messageId === message.id && message.id === lastAssistantId ? (
              <ProposalPanel
                heading={proposal.proposal.kind === 'chapters' ? 'Proposed Chapters' : 'Proposed Themes'}
                disabled={busy}
                onAccept={() => acceptListProposal(proposal)}
                focusAccept={proposals.focusAcceptAgain}
                onDecline={proposals.decline}
              >
                <ul className="list-disc pl-6">
                  {proposal.proposal.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </ProposalPanel>
            ) : null}
            {chapterProposal && chapterProposal.messageId === message.id && message.id === lastAssistantId ? (
              <ProposalPanel
                heading={CHAPTER_PROPOSAL_HEADINGS[chapterProposal.proposal.action.kind]}
                disabled={busy}
                onAccept={() => proposals.acceptChapterProposal(chapterProposal)}
                focusAccept={proposals.focusAcceptAgain}
                onDecline={proposals.decline}
              >
                <p>{chapterProposal.proposal.summary}</p>
              </ProposalPanel>
            ) : null}
          </div>
        ))}
        {pending ? <Bubble author="user" text={pending} /> : null}
        {busy ? (
          <p role="status" className="flex items-center gap-2 text-muted">
            <span aria-hidden="true" className="inline-flex gap-1">
              <span className="size-2 animate-pulse rounded-full bg-primary" />
              <span className="size-2 animate-pulse rounded-full bg-primary [animation-delay:150ms]" />
              <span className="size-2 animate-pulse rounded-full bg-primary [animation-delay:300ms]" />
            </span>
            Thinking...
          </p>
        ) : null}
      </div>

      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Suggested questions</legend>
        {chips.map((chip) => (
          <button
            key={chip}
            type="button"
            disabled={busy}
            onClick={() => sendMessage(chip)}
            className="min-h-11 rounded-full border border-primary/50 bg-accent/40 px-4 py-1.5 text-left text-[0.95rem] hover:bg-accent disabled:cursor-not-allowed disabled:opacity-55"
          >
            {chip}
          </button>
        ))}
      </fieldset>

      <ChatMessageBox draft={draft} busy={busy} boxRef={messageBox} onSend={sendFromBox} />
    </section>
  );
}
