import { type RefObject, useEffect, useRef, useState } from 'react';
import { toast } from '#client/components/ui/use-toast.ts';
import { ApiError } from '#client/lib/api-request.ts';
import type { ChapterProposal } from '#shared/chapter-actions.ts';
import { detectProposal, type Proposal } from '#shared/proposal.ts';
import type { ChatMessage } from '#shared/studio.ts';
import { useAcceptChapterProposal } from '../api/accept-chapter-proposal.ts';
import { CHAPTERS_HEADING_ID } from './chapters-panel.tsx';
import { declinedProposalIds, rememberDeclinedProposal } from './declined-proposals.ts';

/** A proposal of chapters or themes read from Clio's reply (shared/proposal.ts). */
export type ListProposalOffer = { messageId: string; proposal: Proposal };
/** Clio's proposal about one chapter ("Draft chapter 2"), carried beside her reply (docs/decisions/907). */
export type ChapterProposalOffer = { messageId: string; proposal: ChapterProposal };

/**
 * The proposal open under Clio's last reply, if any: found in a new reply, offered again on return to the studio,
 * declined, or (for a chapter) accepted. Accepting a list proposal is a message to Clio, so it is sent by the chat
 * (use-chat-sending.ts).
 */
export function useChatProposals(
  projectId: string,
  history: readonly ChatMessage[] | undefined,
  messageBox: RefObject<HTMLTextAreaElement | null>,
) {
  const [proposal, setProposal] = useState<ListProposalOffer | null>(null);
  const [chapterProposal, setChapterProposal] = useState<ChapterProposalOffer | null>(null);
  const acceptChapter = useAcceptChapterProposal(projectId);
  /** Set when accepting failed: the panel comes back and its Accept Changes takes focus again. */
  const focusAcceptAgain = useRef(false);

  // A proposal still open when the studio was left is offered again on return: it is open while it is Clio's last
  // word and was not declined (declined-proposals.ts).
  const openingProposalChecked = useRef(false);
  useEffect(() => {
    if (openingProposalChecked.current || !history) return;
    openingProposalChecked.current = true;
    const last = history.at(-1);
    if (last?.role !== 'assistant' || declinedProposalIds(projectId).includes(last.id)) return;
    if (last.proposal) {
      setChapterProposal({ messageId: last.id, proposal: last.proposal });
      return;
    }
    const found = detectProposal(last.message);
    if (found) setProposal({ messageId: last.id, proposal: found });
  }, [history, projectId]);

  const clear = () => {
    setProposal(null);
    setChapterProposal(null);
  };

  /** Offers the proposal in Clio's new reply; says whether there was one. */
  const offerFrom = (reply: { messageId: string; message: string; proposal?: ChapterProposal | null }) => {
    const found = detectProposal(reply.message);
    if (reply.proposal) setChapterProposal({ messageId: reply.messageId, proposal: reply.proposal });
    else if (found) setProposal({ messageId: reply.messageId, proposal: found });
    return Boolean(reply.proposal || found);
  };

  /** Accepting failed: the panel comes back, ready to try again. */
  const offerAgain = (accepting: ListProposalOffer) => {
    setProposal(accepting);
    focusAcceptAgain.current = true;
  };

  /**
   * The server drafts the chapter or puts the memory in it; Clio's confirmation joins the conversation. Focus goes
   * to the chapters list, where the chapter is opened, and a notice says what changed.
   */
  function acceptChapterProposal(accepting: ChapterProposalOffer) {
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
    clear();
    messageBox.current?.focus();
    toast({ title: 'Proposal rejected', description: 'The suggested changes have been declined.' });
  };

  return {
    proposal,
    chapterProposal,
    /** A chapter proposal is being accepted. */
    accepting: acceptChapter.isPending,
    focusAcceptAgain,
    clear,
    offerFrom,
    offerAgain,
    acceptChapterProposal,
    decline,
  };
}

export type ChatProposals = ReturnType<typeof useChatProposals>;
