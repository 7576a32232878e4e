import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useState } from 'react';
import { toast } from '#client/components/ui/use-toast.ts';
import { acceptProposalMessage } from '#shared/proposal.ts';
import { chaptersQueryKey, useChapters } from '../api/get-chapters.ts';
import { themesQueryKey, useThemes } from '../api/get-themes.ts';
import { listFullMessage } from '../api/list-full.ts';
import { useSendChatMessage } from '../api/send-chat-message.ts';
import { CHAPTERS_HEADING_ID } from './chapters-panel.tsx';
import { THEMES_HEADING_ID } from './themes-panel.tsx';
import type { ChatDraft } from './use-chat-draft.ts';
import type { ChatProposals, ListProposalOffer } from './use-chat-proposals.ts';

/**
 * Sending to Clio: her message shows at once (`pending`), then her reply, which may offer a proposal; a message
 * that failed goes back into the box. Accepting a list proposal is a message too. `busy` while Clio is working,
 * on a message or on a chapter proposal.
 */
export function useChatSending(
  projectId: string,
  draft: ChatDraft,
  proposals: ChatProposals,
  messageBox: RefObject<HTMLTextAreaElement | null>,
) {
  const queryClient = useQueryClient();
  const chapters = useChapters(projectId);
  const themes = useThemes(projectId);
  const send = useSendChatMessage(projectId);
  const [pending, setPending] = useState<string | null>(null);
  const busy = send.isPending || proposals.accepting;

  const refetchPanels = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: chaptersQueryKey(projectId) }),
      queryClient.invalidateQueries({ queryKey: themesQueryKey(projectId) }),
    ]);

  /** `accepting`: the proposal being accepted; `fromBox`: the text was typed in the box (which is then emptied). */
  function sendMessage(
    text: string,
    { fromBox = false, accepting }: { fromBox?: boolean; accepting?: ListProposalOffer | null } = {},
  ) {
    const message = text.trim();
    if (!message || busy) return;
    setPending(message);
    proposals.clear();
    if (fromBox) draft.clear();
    send.mutate(
      { message, currentChapters: chapters.data ?? [], currentThemes: themes.data ?? [] },
      {
        onSuccess: async (reply) => {
          setPending(null);
          if (!proposals.offerFrom(reply)) await refetchPanels();
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
            proposals.offerAgain(accepting);
            toast({
              title: 'Error',
              description: full ?? 'Failed to approve proposal. Please try again.',
              variant: 'destructive',
            });
            return;
          }
          // Nothing was saved: the words go back into the box, ready to send again.
          draft.giveBack(text);
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
    if (!draft.check()) {
      messageBox.current?.focus();
      return;
    }
    sendMessage(draft.text, { fromBox: true });
  };

  /** The proposed chapters or themes are accepted by telling Clio so. */
  const acceptListProposal = (accepting: ListProposalOffer) => {
    // The panel goes while Clio applies the changes; focus waits in the message box meanwhile.
    messageBox.current?.focus();
    sendMessage(acceptProposalMessage(accepting.proposal), { accepting });
  };

  return { pending, busy, sendMessage, sendFromBox, acceptListProposal };
}
