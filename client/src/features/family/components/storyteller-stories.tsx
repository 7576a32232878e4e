import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, errorMessage } from '#client/lib/api-request.ts';
import { FAMILY_ROLE_LABELS, opensOnLabel, roleAllows, type SharedStories } from '#shared/family.ts';
import { sharedStoriesQueryKey, useSharedStories } from '../api/shared-stories.ts';
import { sharedStorytellersQueryKey } from '../api/shared-storytellers.ts';
import { AddOwnMemoryForm } from './add-own-memory-form.tsx';
import { AddedMemories } from './added-memories.tsx';
import { AskQuestionForm } from './ask-question-form.tsx';
import { MemoirHelp } from './memoir-help.tsx';
import { MyQuestions } from './my-questions.tsx';
import { ROLE_SENTENCES_FOR_MEMBER, withArticle } from './role-sentences.ts';
import { SharedBooks } from './shared-books.tsx';
import { SharedChapters } from './shared-chapters.tsx';
import { type DnaFieldsComponent, SharedMemoryCard } from './shared-memory-card.tsx';

type Storyteller = SharedStories['owner'];

/** "Rose" from "Rose Miller"; an email stays whole. */
export const firstNameOf = (name: string) =>
  name.includes('@') ? name : (name.trim().split(/\s+/)[0] ?? name);

/** "3 memories open on 1 June 2030". */
export function upcomingSentence(count: number, day: string) {
  const label = opensOnLabel(day);
  return count === 1 ? `1 memory ${label}` : `${count} memories ${label.replace(/^opens/, 'open')}`;
}

/** Everything of one storyteller the signed-in person may see, and what their role lets them send back. */
export function StorytellerStories({
  storyteller,
  dnaFields,
}: {
  storyteller: Storyteller;
  dnaFields: DnaFieldsComponent;
}) {
  const stories = useSharedStories(storyteller.ownerId);
  const queryClient = useQueryClient();
  const gone = stories.error instanceof ApiError && stories.error.status === 404;

  // Access ended (removed, or the account is gone): the list of storytellers is read again.
  useEffect(() => {
    if (gone) void queryClient.invalidateQueries({ queryKey: sharedStorytellersQueryKey, exact: true });
  }, [gone, queryClient]);

  const name = storyteller.ownerName;
  const first = firstNameOf(name);
  const headingId = `stories-of-${storyteller.ownerId}`;

  if (stories.isPending)
    return (
      <p role="status" className="text-muted">
        Loading {name}'s stories…
      </p>
    );
  if (stories.isError)
    return (
      <p role="alert" className="font-semibold text-destructive">
        {gone
          ? `${name} no longer shares stories with you.`
          : errorMessage(stories.error, `${name}'s stories could not be loaded. Please reload the page.`)}
      </p>
    );

  const { owner, memories, chapters, books, upcoming, questions } = stories.data;
  const mayAdd = roleAllows(owner.role, 'contributor');
  const mayEdit = roleAllows(owner.role, 'editor');
  const nothingYet = memories.length === 0 && chapters.length === 0 && books.length === 0;
  const refresh = () => queryClient.invalidateQueries({ queryKey: sharedStoriesQueryKey(owner.ownerId) });

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-8">
      <div>
        <h2 id={headingId} className="text-2xl font-bold">
          {name}'s stories
        </h2>
        <p className="mt-1 text-muted">
          You are {withArticle(FAMILY_ROLE_LABELS[owner.role])}.{' '}
          {ROLE_SENTENCES_FOR_MEMBER[owner.role](first)}
        </p>
      </div>

      {upcoming.length > 0 ? (
        <section
          aria-labelledby={`${headingId}-later`}
          className="rounded-xl border border-line bg-surface p-4"
        >
          <h3 id={`${headingId}-later`} className="text-xl font-bold">
            Opens later
          </h3>
          <ul className="mt-2 flex flex-col gap-1">
            {upcoming.map((item) => (
              <li key={item.opensOn}>{upcomingSentence(item.count, item.opensOn)}</li>
            ))}
          </ul>
        </section>
      ) : null}

      {mayEdit ? <MemoirHelp ownerId={owner.ownerId} ownerFirstName={first} choices={memories} /> : null}

      {nothingYet ? (
        <p className="rounded-xl border border-line bg-surface p-4">
          {first} has not shared any stories with you yet. They will appear here when {first} shares them.
        </p>
      ) : null}

      {memories.length > 0 ? (
        <section aria-labelledby={`${headingId}-memories`} className="flex flex-col gap-4">
          <h3 id={`${headingId}-memories`} className="text-xl font-bold">
            Memories
          </h3>
          <ul className="flex flex-col gap-4">
            {memories.map((memory) => (
              <li key={`${memory.kind}:${memory.id}`}>
                <SharedMemoryCard
                  ownerId={owner.ownerId}
                  ownerFirstName={first}
                  memory={memory}
                  mayAdd={mayAdd}
                  mayEdit={mayEdit}
                  dnaFields={dnaFields}
                  onStale={refresh}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {chapters.length > 0 ? <SharedChapters ownerId={owner.ownerId} chapters={chapters} /> : null}
      {books.length > 0 ? <SharedBooks ownerId={owner.ownerId} books={books} /> : null}

      {mayAdd ? <AskQuestionForm ownerId={owner.ownerId} ownerFirstName={first} /> : null}
      {questions.length > 0 ? <MyQuestions questions={questions} ownerFirstName={first} /> : null}
      {mayAdd ? <AddOwnMemoryForm ownerId={owner.ownerId} ownerFirstName={first} /> : null}
      <AddedMemories ownerId={owner.ownerId} ownerFirstName={first} />
    </section>
  );
}
