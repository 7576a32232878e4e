import { useEffect, useState } from 'react';
import { QueryState } from '#client/components/query-state.tsx';
import { cn } from '#client/lib/utils.ts';
import { comesToReadOthersStories } from '#shared/family.ts';
import { useSharedStorytellers } from '../api/shared-storytellers.ts';
import { OwnStoryOffer } from './own-story-offer.tsx';
import type { DnaFieldsComponent } from './shared-memory-card.tsx';
import { StorytellerStories } from './storyteller-stories.tsx';

/**
 * Shared with me (issue 15): the storytellers who share with the signed-in person, sentences about shares that
 * ended, and the chosen storyteller's released memories, chapters and books. Someone who holds nothing of their own
 * is offered their own story here (decision 1524).
 */
export function SharedWithMeSection({ dnaFields }: { dnaFields: DnaFieldsComponent }) {
  const storytellers = useSharedStorytellers();
  const list = storytellers.data?.storytellers ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const current = list.find((storyteller) => storyteller.ownerId === chosen) ?? list[0];

  // A storyteller who stopped sharing is gone from the list: fall back to the first one left.
  useEffect(() => {
    if (chosen && storytellers.data && !list.some((storyteller) => storyteller.ownerId === chosen))
      setChosen(null);
  }, [chosen, list, storytellers.data]);

  if (!storytellers.isSuccess)
    return (
      <QueryState
        query={storytellers}
        loading="Loading the stories shared with you…"
        failed="The stories shared with you could not be loaded. Please reload the page."
      />
    );

  const { notices } = storytellers.data;
  return (
    <div className="flex flex-col gap-6">
      {notices.length > 0 ? (
        <div
          className="flex flex-col gap-2 rounded-xl border border-line bg-accent/50 p-4"
          data-testid="shared-notices"
        >
          {notices.map((notice) => (
            <p key={notice}>{notice}</p>
          ))}
        </div>
      ) : null}
      {comesToReadOthersStories(storytellers.data) ? <OwnStoryOffer /> : null}
      {list.length === 0 ? (
        <div className="max-w-2xl rounded-xl border border-line bg-surface p-5">
          <h2 className="text-2xl font-bold">Nobody shares their stories with you yet</h2>
          <p className="mt-2">
            When someone in your family invites you, open the link in their invitation. Their stories will
            appear here once they share them.
          </p>
        </div>
      ) : (
        <>
          {list.length > 1 ? (
            <nav aria-label="Storytellers who share with you">
              <ul className="flex flex-wrap gap-2">
                {list.map((storyteller) => {
                  const selected = storyteller.ownerId === current?.ownerId;
                  return (
                    <li key={storyteller.ownerId}>
                      <button
                        type="button"
                        aria-current={selected ? 'true' : undefined}
                        onClick={() => setChosen(storyteller.ownerId)}
                        className={cn(
                          'min-h-12 rounded-lg border-2 px-4 py-2 font-semibold',
                          selected
                            ? 'border-primary bg-accent text-primary'
                            : 'border-line bg-surface hover:bg-accent',
                        )}
                      >
                        {storyteller.ownerName}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </nav>
          ) : null}
          {current ? (
            <StorytellerStories key={current.ownerId} storyteller={current} dnaFields={dnaFields} />
          ) : null}
        </>
      )}
    </div>
  );
}
