import { Button } from '#client/components/ui/button.tsx';
import { useWorkspace } from '#client/lib/workspace-context.tsx';

/**
 * Someone who came to read the family's stories starts on Shared with me (decision 1524). Their own story is
 * offered here, not imposed: the button opens their own Dashboard, where recording and interviews begin.
 */
export function OwnStoryOffer() {
  const { showSection } = useWorkspace();
  return (
    <div
      className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-xl border border-line bg-surface p-4"
      data-testid="own-story-offer"
    >
      <p className="min-w-0 flex-1 basis-64">Your own memories can be kept here too, whenever you wish.</p>
      <Button variant="outline" onClick={() => showSection('dashboard')}>
        Tell your own story
      </Button>
    </div>
  );
}
