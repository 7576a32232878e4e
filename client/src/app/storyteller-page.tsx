import { Loader2 } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import {
  isLinkEnded,
  storytellerInterviewCalls,
  useStorytellerWelcome,
} from '#client/features/storyteller/api/storyteller-interview.ts';
import { StorytellerInterview } from '#client/features/storyteller/components/storyteller-interview.tsx';
import { ApiError } from '#client/lib/api-request.ts';
import { storytellerLinkMessages } from '#shared/storyteller-links.ts';

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen bg-background">
      <header className="border-b border-line bg-surface px-5 py-3">
        <p className="font-serif text-2xl font-bold text-primary">Heirloom</p>
      </header>
      <main className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-5 py-8">{children}</main>
    </div>
  );
}

/**
 * The storyteller's page (issue 12, part 4; docs/decisions/721–722): opened from the link the owner sent, with no
 * sign-in. It shows only the interview, in large text (20 px and more), and nothing of the owner's but their
 * first name and Clio's questions. A link that no longer works says so, and what to do.
 */
export function StorytellerPage() {
  const welcome = useStorytellerWelcome();
  useEffect(() => {
    document.title = 'Tell your stories · Heirloom';
    document.documentElement.classList.add('storyteller');
    return () => document.documentElement.classList.remove('storyteller');
  }, []);

  if (welcome.isPending) {
    return (
      <Frame>
        <p role="status" className="flex items-center gap-3">
          <Loader2 aria-hidden="true" className="size-6 animate-spin" />
          Opening your interview…
        </p>
      </Frame>
    );
  }
  if (welcome.isError) {
    const ended = isLinkEnded(welcome.error);
    const tooMany = welcome.error instanceof ApiError && welcome.error.status === 429;
    return (
      <Frame>
        <h1 className="text-3xl font-bold">
          {ended ? 'This link no longer works' : 'Your interview could not be opened'}
        </h1>
        <p role="alert" className="text-xl">
          {ended
            ? storytellerLinkMessages.linkEnded
            : tooMany
              ? storytellerLinkMessages.tooManyRequests
              : 'Please check that you are connected to the internet, then reload the page.'}
        </p>
      </Frame>
    );
  }
  const { ownerFirstName, session } = welcome.data;
  return (
    <Frame>
      <h1 className="text-3xl font-bold">Tell Clio your stories</h1>
      <p>
        {ownerFirstName
          ? `${ownerFirstName} would love to keep your stories.`
          : 'Your family would love to keep your stories.'}{' '}
        Clio will ask you one question at a time, out loud. Answer by talking, or type if you prefer.
      </p>
      <StorytellerInterview initial={session} calls={storytellerInterviewCalls} />
    </Frame>
  );
}
