import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-request.ts';
import { useSetRelease } from '#client/lib/set-release.ts';
import { opensOnLabel, type ReleaseKind, type ReleaseState } from '#shared/family.ts';

/** What the person is told after a change, naming the item. */
export function releaseResultSentence(name: string, state: ReleaseState, opensOn?: string | null) {
  if (state === 'left-out')
    return `“${name}” is left out: your family will not see it, and it stays out of your book.`;
  if (state === 'private') return `“${name}” is private again: only you can see it.`;
  if (opensOn) return `“${name}” ${opensOnLabel(opensOn)} for your family.`;
  return `“${name}” is now shared with your family.`;
}

export interface NamedReleaseItem {
  kind: ReleaseKind;
  id: string;
  name: string;
}

/** Sets one item's release state and says how it went, in a notice at the top of the screen. */
export function useReleaseActions() {
  const setRelease = useSetRelease();
  const change = (item: NamedReleaseItem, state: ReleaseState, opensOn: string | null = null) =>
    setRelease
      .mutateAsync({ items: [{ kind: item.kind, id: item.id }], state, opensOn })
      .then(() => toast({ title: releaseResultSentence(item.name, state, opensOn), variant: 'success' }));
  return {
    /** Share now, keep private or leave out; a failure is said in a notice that stays. */
    choose: (item: NamedReleaseItem, state: ReleaseState) =>
      void change(item, state).catch((error) =>
        toast({
          title: 'Not changed',
          description: errorMessage(error, 'That could not be changed just now. Please try again.'),
          variant: 'destructive',
        }),
      ),
    /** Share from a day; the date dialog shows a failure itself. */
    shareOn: (item: NamedReleaseItem, opensOn: string) => change(item, 'released', opensOn),
    pending: setRelease.isPending,
  };
}
