/**
 * Move up / Move down for the items of an ordered list (the project's chapters, a chapter's memories; docs/decisions
 * 911): the buttons, and focus that stays with the moved item. One place, so both lists behave the same by keyboard.
 */
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';

export type MoveDirection = 'up' | 'down';

/** The list with `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = list.slice();
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** Where a button moves the item at `index`. */
export const moveTarget = (index: number, direction: MoveDirection) =>
  direction === 'up' ? index - 1 : index + 1;

/**
 * Keeps focus on a moved item: after a button moves it, focus goes to the same button in its new place, or to its
 * other button when it reached an end (the first item has no Move up, the last no Move down). `keys` are the list's
 * item keys in their order now.
 */
export function useMoveFocus(keys: readonly string[]) {
  const [moving, setMoving] = useState<{ key: string; direction: MoveDirection } | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const order = keys.join('\n');

  useEffect(() => {
    if (!moving) return;
    const current = order.split('\n');
    const index = current.indexOf(moving.key);
    if (index === -1) return;
    const direction =
      moving.direction === 'up' && index === 0
        ? 'down'
        : moving.direction === 'down' && index === current.length - 1
          ? 'up'
          : moving.direction;
    buttons.current.get(`${moving.key}:${direction}`)?.focus();
  }, [moving, order]);

  return {
    /** Says which item a button just moved, so focus follows it. */
    keepFocus: useCallback((key: string, direction: MoveDirection) => setMoving({ key, direction }), []),
    /** The ref of one item's button, so focus can find it in its new place. */
    buttonRef: useCallback(
      (key: string, direction: MoveDirection) => (element: HTMLButtonElement | null) => {
        if (element) buttons.current.set(`${key}:${direction}`, element);
        else buttons.current.delete(`${key}:${direction}`);
      },
      [],
    ),
  };
}

/**
 * Move up and Move down for one item, named after it ("Move “Chicago” up"). At the top (or bottom) there is no such
 * button, only its room, so the row keeps still: never a button that silently does nothing.
 */
export function MoveButtons({
  name,
  index,
  count,
  onMove,
  buttonRef,
}: {
  name: string;
  index: number;
  count: number;
  onMove: (direction: MoveDirection) => void;
  buttonRef: (direction: MoveDirection) => (element: HTMLButtonElement | null) => void;
}) {
  return (
    <>
      {(['up', 'down'] as const).map((direction) =>
        (direction === 'up' ? index > 0 : index < count - 1) ? (
          <Button
            key={direction}
            ref={buttonRef(direction)}
            size="icon"
            variant="ghost"
            onClick={() => onMove(direction)}
            aria-label={`Move “${name}” ${direction}`}
            title={direction === 'up' ? 'Move up' : 'Move down'}
          >
            {direction === 'up' ? <ArrowUp aria-hidden="true" /> : <ArrowDown aria-hidden="true" />}
          </Button>
        ) : (
          <span key={direction} className="size-11 shrink-0" aria-hidden="true" />
        ),
      )}
    </>
  );
}
