import { useQueryClient } from '@tanstack/react-query';
import { BookmarkPlus, Check, SendHorizontal, X } from 'lucide-react';
import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useRef,
  useState,
} from 'react';
import { ChatBubble } from '#client/components/chat-bubble.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Textarea } from '#client/components/ui/input.tsx';
import { KeptDraftNotice } from '#client/components/ui/kept-draft-notice.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { ApiError } from '#client/lib/api-request.ts';
import { useAccountDraftKey, useLocalDraft } from '#client/lib/use-local-draft.ts';
import { useWorkspace } from '#client/lib/workspace-context.tsx';
import { CHAPTER_PROPOSAL_HEADINGS, type ChapterProposal } from '#shared/chapter-actions.ts';
import { isAnswerToClio, memoryNameFromAnswer, questionIn } from '#shared/chat-answers.ts';
import { acceptProposalMessage, detectProposal, type Proposal } from '#shared/proposal.ts';
import { CHAT_MESSAGE_MAX, FALLBACK_SUGGESTIONS, sendChatMessageSchema } from '#shared/studio.ts';
import { useAcceptChapterProposal } from '../api/accept-chapter-proposal.ts';
import { chaptersQueryKey, useChapters } from '../api/get-chapters.ts';
import { useChatMessages } from '../api/get-chat-messages.ts';
import { useProjectSuggestions } from '../api/get-project-suggestions.ts';
import { themesQueryKey, useThemes } from '../api/get-themes.ts';
import { listFullMessage } from '../api/list-full.ts';
import { useSendChatMessage } from '../api/send-chat-message.ts';
import { CHAPTERS_HEADING_ID } from './chapters-panel.tsx';
import { ChatMarkdown } from './chat-markdown.tsx';
import { declinedProposalIds, rememberDeclinedProposal } from './declined-proposals.ts';
import { rememberSavedAnswer, savedAnswerIds } from './saved-answers.ts';
import { THEMES_HEADING_ID } from './themes-panel.tsx';

export const CHAT_PLACEHOLDER = 'Ask me about your memoir structure, themes, or writing approach...';

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

function ProposalPanel({
  heading,
  children,
  disabled,
  onAccept,
  onDecline,
  focusAccept,
}: {
  heading: string;
  /** What accepting changes: the proposed list, or what Clio will do to a chapter. */
  children: ReactNode;
  disabled: boolean;
  onAccept: () => void;
  onDecline: () => void;
  /** Set when accepting failed and the panel came back: Accept Changes takes focus, ready to try again. */
  focusAccept: RefObject<boolean>;
}) {
  const acceptButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!focusAccept.current) return;
    focusAccept.current = false;
    acceptButton.current?.focus();
  }, [focusAccept]);
  return (
    <section
      aria-label={heading}
      className="ml-2 flex flex-col gap-3 rounded-2xl border-2 border-primary/40 bg-accent/50 p-4"
      data-testid="proposal-panel"
    >
      <h3 className="font-sans text-lg font-bold">{heading}</h3>
      {children}
      <div className="flex flex-wrap gap-2">
        <Button ref={acceptButton} size="sm" onClick={onAccept} disabled={disabled}>
          <Check aria-hidden="true" />
          Accept Changes
        </Button>
        <Button size="sm" variant="outline" onClick={onDecline} disabled={disabled}>
          <X aria-hidden="true" />
          Decline
        </Button>
      </div>
    </section>
  );
}

/**
 * Under an answer the person gave to Clio's question: "Save as a memory" opens Add Memory with the answer in it
 * and the question shown, then Memory DNA, as for any new memory; once saved it says so.
 */
function SaveAnswer({
  saved,
  question,
  answer,
  onSaved,
}: {
  saved: boolean;
  question: string | undefined;
  answer: string;
  onSaved: () => void;
}) {
  const { openDialog } = useWorkspace();
  if (saved)
    return (
      <p className="flex items-center gap-2 self-end font-semibold text-muted">
        <Check aria-hidden="true" className="size-5" />
        Saved in My Memories
      </p>
    );
  return (
    <Button
      size="sm"
      variant="outline"
      className="self-end"
      onClick={() =>
        openDialog('add-memory', {
          ...(question ? { question } : {}),
          name: memoryNameFromAnswer(answer),
          text: answer,
          onSaved,
        })
      }
    >
      <BookmarkPlus aria-hidden="true" />
      Save as a memory
    </Button>
  );
}

/**
 * The chat with Clio, on the project workspace's left: her message shows at once, then "Thinking...", then the
 * reply; a reply that proposes chapters or themes shows Accept Changes and Decline (shared/proposal.ts).
 */
export function StudioChat({ projectId }: { projectId: string }) {
  const queryClient = useQueryClient();
  const messages = useChatMessages(projectId);
  const chapters = useChapters(projectId);
  const themes = useThemes(projectId);
  const suggestions = useProjectSuggestions(projectId);
  const send = useSendChatMessage(projectId);
  const [draft, setDraft] = useState('');
  /** Why Send message was refused (an empty box), under the box (decision 813). */
  const [boxProblem, setBoxProblem] = useState<string | null>(null);
  const keptDraft = useLocalDraft(
    useAccountDraftKey(`studio-chat:${projectId}`),
    { message: draft },
    (kept) => setDraft(kept.message ?? ''),
  );
  const [pending, setPending] = useState<string | null>(null);
  const [proposal, setProposal] = useState<{ messageId: string; proposal: Proposal } | null>(null);
  // Clio's proposal about one chapter ("Draft chapter 2"), carried beside her reply (docs/decisions/907).
  const [chapterProposal, setChapterProposal] = useState<{
    messageId: string;
    proposal: ChapterProposal;
  } | null>(null);
  const acceptChapter = useAcceptChapterProposal(projectId);
  const busy = send.isPending || acceptChapter.isPending;
  const scrollRef = useRef<HTMLDivElement>(null);
  const messageBox = useRef<HTMLTextAreaElement>(null);
  /** Set when accepting failed: the panel comes back and its Accept Changes takes focus again. */
  const focusAcceptAgain = useRef(false);

  const history = messages.data ?? [];
  const [savedAnswers, setSavedAnswers] = useState(() => savedAnswerIds(projectId));
  const lastAssistantId = history.findLast((message) => message.role === 'assistant')?.id;

  // A proposal still open when the studio was left is offered again on return: it is open while it is Clio's last
  // word and was not declined (declined-proposals.ts).
  const openingProposalChecked = useRef(false);
  useEffect(() => {
    if (openingProposalChecked.current || !messages.data) return;
    openingProposalChecked.current = true;
    const last = messages.data.at(-1);
    if (last?.role !== 'assistant' || declinedProposalIds(projectId).includes(last.id)) return;
    if (last.proposal) {
      setChapterProposal({ messageId: last.id, proposal: last.proposal });
      return;
    }
    const found = detectProposal(last.message);
    if (found) setProposal({ messageId: last.id, proposal: found });
  }, [messages.data, projectId]);
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

  const refetchPanels = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: chaptersQueryKey(projectId) }),
      queryClient.invalidateQueries({ queryKey: themesQueryKey(projectId) }),
    ]);

  /** `accepting`: the proposal being accepted; `fromBox`: the text was typed in the box (which is then emptied). */
  function sendMessage(
    text: string,
    { fromBox = false, accepting }: { fromBox?: boolean; accepting?: typeof proposal } = {},
  ) {
    const message = text.trim();
    if (!message || busy) return;
    setPending(message);
    setProposal(null);
    setChapterProposal(null);
    if (fromBox) setDraft('');
    send.mutate(
      { message, currentChapters: chapters.data ?? [], currentThemes: themes.data ?? [] },
      {
        onSuccess: async (reply) => {
          setPending(null);
          const found = detectProposal(reply.message);
          if (reply.proposal) setChapterProposal({ messageId: reply.messageId, proposal: reply.proposal });
          else if (found) setProposal({ messageId: reply.messageId, proposal: found });
          else await refetchPanels();
          // The accepted changes are in their panel now: focus goes there, not to the top of the page.
          if (accepting) {
            const panelHeading =
              accepting.proposal.kind === 'chapters' ? CHAPTERS_HEADING_ID : THEMES_HEADING_ID;
            document.getElementById(panelHeading)?.focus();
          }
        },
        onError: (error) => {
          setPending(null);
          // A full chapter or theme list is not worth retrying: say what to do instead.
          const full = listFullMessage(error);
          if (accepting) {
            setProposal(accepting);
            focusAcceptAgain.current = true;
            toast({
              title: 'Error',
              description: full ?? 'Failed to approve proposal. Please try again.',
              variant: 'destructive',
            });
            return;
          }
          // Nothing was saved: the words go back into the box, ready to send again.
          setDraft((current) => (current.trim() ? current : text));
          toast({
            title: 'Error',
            description: full ?? 'Failed to send message. Please try again.',
            variant: 'destructive',
          });
        },
      },
    );
  }

  /** Send message can always be pressed: with nothing written it says so under the box, where the cursor goes. */
  const sendFromBox = () => {
    if (busy) return;
    const parsed = sendChatMessageSchema.shape.message.safeParse(draft);
    if (!parsed.success) {
      setBoxProblem(
        draft.trim() === ''
          ? 'Please write your message to Clio first.'
          : (parsed.error.issues[0]?.message ?? 'Please write your message to Clio first.'),
      );
      messageBox.current?.focus();
      return;
    }
    setBoxProblem(null);
    sendMessage(draft, { fromBox: true });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    sendFromBox();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      sendFromBox();
    }
  };

  /**
   * The server drafts the chapter or puts the memory in it; Clio's confirmation joins the conversation. Focus goes
   * to the chapters list, where the chapter is opened, and a notice says what changed.
   */
  function acceptChapterProposal(accepting: NonNullable<typeof chapterProposal>) {
    setChapterProposal(null);
    messageBox.current?.focus();
    acceptChapter.mutate(accepting.messageId, {
      onSuccess: (accepted) => {
        document.getElementById(CHAPTERS_HEADING_ID)?.focus();
        toast({
          title: accepted.kind === 'draft-chapter' ? 'Chapter drafted' : 'Memory added',
          description: accepted.message,
          variant: 'success',
        });
      },
      onError: (error) => {
        // Answered in another window (409): the conversation is read again and shows what happened.
        const answered = error instanceof ApiError && error.code === 'CONFLICT';
        if (!answered) {
          setChapterProposal(accepting);
          focusAcceptAgain.current = true;
        }
        toast({
          title: 'Error',
          description: answered ? error.userMessage : 'Failed to approve proposal. Please try again.',
          variant: 'destructive',
        });
      },
    });
  }

  const decline = () => {
    const declined = proposal ?? chapterProposal;
    if (declined) rememberDeclinedProposal(projectId, declined.messageId);
    setProposal(null);
    setChapterProposal(null);
    messageBox.current?.focus();
    toast({ title: 'Proposal rejected', description: 'The suggested changes have been declined.' });
  };

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
                saved={savedAnswers.includes(message.id)}
                question={questionIn(history[index - 1]!.message)}
                answer={message.message}
                onSaved={() => {
                  rememberSavedAnswer(projectId, message.id);
                  setSavedAnswers(savedAnswerIds(projectId));
                }}
              />
            ) : null}
            {proposal && proposal.messageId === message.id && message.id === lastAssistantId ? (
              <ProposalPanel
                heading={proposal.proposal.kind === 'chapters' ? 'Proposed Chapters' : 'Proposed Themes'}
                disabled={busy}
                onAccept={() => {
                  // The panel goes while Clio applies the changes; focus waits in the message box meanwhile.
                  messageBox.current?.focus();
                  sendMessage(acceptProposalMessage(proposal.proposal), { accepting: proposal });
                }}
                focusAccept={focusAcceptAgain}
                onDecline={decline}
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
                onAccept={() => acceptChapterProposal(chapterProposal)}
                focusAccept={focusAcceptAgain}
                onDecline={decline}
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

      <KeptDraftNotice draft={keptDraft} onDiscarded={() => messageBox.current?.focus()} />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-1.5">
        <div className="flex items-end gap-2">
          <Textarea
            ref={messageBox}
            rows={2}
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              setBoxProblem(null);
            }}
            onKeyDown={onKeyDown}
            placeholder={CHAT_PLACEHOLDER}
            aria-label="Message to Clio"
            aria-invalid={boxProblem ? true : undefined}
            aria-describedby={boxProblem ? 'studio-chat-problem' : undefined}
            maxLength={CHAT_MESSAGE_MAX}
            className="min-w-0 flex-1 resize-none"
          />
          <Button type="submit" size="icon" aria-label="Send message" disabled={busy}>
            <SendHorizontal aria-hidden="true" />
          </Button>
        </div>
        {boxProblem ? (
          <p id="studio-chat-problem" className="font-semibold text-destructive">
            {boxProblem}
          </p>
        ) : null}
      </form>
    </section>
  );
}
