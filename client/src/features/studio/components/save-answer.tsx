import { BookmarkPlus, Check } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { useWorkspace } from '#client/lib/workspace-context.tsx';
import { memoryNameFromAnswer } from '#shared/chat-answers.ts';
import { rememberSavedAnswer, savedAnswerIds } from './saved-answers.ts';

/** Which of the person's answers to Clio are saved as memories, as this browser remembers (saved-answers.ts). */
export function useSavedAnswers(projectId: string) {
  const [savedAnswers, setSavedAnswers] = useState(() => savedAnswerIds(projectId));
  return {
    isSaved: (messageId: string) => savedAnswers.includes(messageId),
    remember: (messageId: string) => {
      rememberSavedAnswer(projectId, messageId);
      setSavedAnswers(savedAnswerIds(projectId));
    },
  };
}

/**
 * Under an answer the person gave to Clio's question: "Save as a memory" opens Add Memory with the answer in it
 * and the question shown, then Memory DNA, as for any new memory; once saved it says so.
 */
export function SaveAnswer({
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
