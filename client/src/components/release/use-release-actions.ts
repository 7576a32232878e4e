import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-request.ts';
import { useSetRelease } from '#client/lib/set-release.ts';
import { type HeldBackMemory, opensOnLabel, type ReleaseKind, type ReleaseState } from '#shared/family.ts';

/** What the person is told after a change, naming the item. */
export function releaseResultSentence(name: string, state: ReleaseState, opensOn?: string | null) {
  if (state === 'left-out')
    return `“${name}” is left out: your family will not see it, and it stays out of your book.`;
  if (state === 'private') return `“${name}” is private again: only you can see it.`;
  if (opensOn) return `“${name}” ${opensOnLabel(opensOn)} for your family.`;
  return `“${name}” is now shared with your family.`;
}

/**
 * What is true of a chapter just shared while some of its memories keep it from the family: one that is not
 * shared hides it until it is; otherwise it opens when the last of them does (decision 1523's day).
 */
export function heldBackSentence(name: string, heldBack: HeldBackMemory[], opensOn?: string | null) {
  const notShared = heldBack.filter((memory) => !memory.opensOn);
  if (notShared.length > 0) {
    const first = `“${notShared[0]!.name}”`;
    const which = notShared.length === 1 ? `${first} is` : `${first} and ${notShared.length - 1} more are`;
    const them = notShared.length === 1 ? 'it' : 'them';
    return `“${name}” is shared, but your family will not see it while ${which} not shared. Share ${them} too, or take ${them} out of the chapter.`;
  }
  const last = heldBack.reduce((latest, memory) => (memory.opensOn! > latest.opensOn! ? memory : latest));
  if (opensOn && opensOn >= last.opensOn!) return releaseResultSentence(name, 'released', opensOn);
  return `“${name}” ${opensOnLabel(last.opensOn!)} for your family, when “${last.name}” does.`;
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
      .then(({ heldBack }) => {
        const held = heldBack.filter((memory) => memory.chapterId === item.id);
        if (held.length === 0)
          return toast({ title: releaseResultSentence(item.name, state, opensOn), variant: 'success' });
        // Not a success to celebrate when the family still cannot see it: the notice says what to do.
        return toast({ title: heldBackSentence(item.name, held, opensOn) });
      });
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
