import { useState } from 'react';
import { useAccountDraftKey, useLocalDraft } from '#client/lib/use-local-draft.ts';
import { sendChatMessageSchema } from '#shared/studio.ts';

const emptyBox = 'Please write your message to Clio first.';

/**
 * The words in the message box to Clio: kept on this device until sent (decision 812), and why Send message was
 * refused (an empty box), shown under the box (decision 813).
 */
export function useChatDraft(projectId: string) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const kept = useLocalDraft(useAccountDraftKey(`studio-chat:${projectId}`), { message: text }, (restored) =>
    setText(restored.message ?? ''),
  );
  return {
    text,
    kept,
    problem,
    change: (words: string) => {
      setText(words);
      setProblem(null);
    },
    clear: () => setText(''),
    /** A message that was not sent goes back into the box, unless something new was written meanwhile. */
    giveBack: (words: string) => setText((current) => (current.trim() ? current : words)),
    /** Whether the box's words may be sent; if not, says why under the box. */
    check: () => {
      const parsed = sendChatMessageSchema.shape.message.safeParse(text);
      if (parsed.success) {
        setProblem(null);
        return true;
      }
      setProblem(text.trim() === '' ? emptyBox : (parsed.error.issues[0]?.message ?? emptyBox));
      return false;
    },
  };
}

export type ChatDraft = ReturnType<typeof useChatDraft>;
