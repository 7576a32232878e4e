import { AddAccessForm } from './add-access-form.tsx';
import { PeopleWithAccess } from './people-with-access.tsx';
import { ReleaseEverything } from './release-everything.tsx';

/**
 * Legacy Controls (the Account tab, made real by issue 15): who the storyteller shares with and in which role,
 * and sharing everything told so far. What each memory shares is chosen in My Memories.
 */
export function LegacyControls() {
  return (
    <div className="flex max-w-2xl flex-col gap-8">
      <div>
        <h2 className="text-2xl font-bold">Share your legacy</h2>
        <p className="mt-1 text-muted">
          Only you can see your memories until you share them. Add the people you want to share with, then
          choose what they may see.
        </p>
      </div>
      <AddAccessForm />
      <PeopleWithAccess />
      <ReleaseEverything />
    </div>
  );
}
