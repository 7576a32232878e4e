import type { CleanCopyPiece } from '#shared/clean-copy.ts';

/**
 * One side of her words against the clean copy. On her side, removed words are struck through and changed
 * words underlined; on the clean side, added and changed words are marked. A screen reader hears what each
 * mark means ("removed: um").
 */
export function CleanCopyPieces({
  pieces,
  side,
  label,
}: {
  pieces: readonly CleanCopyPiece[];
  side: 'ownWords' | 'clean';
  label: string;
}) {
  return (
    <section
      className="max-h-[40vh] overflow-y-auto whitespace-pre-wrap"
      aria-label={label}
      // A long memory scrolls inside this box; it takes focus so the arrow keys can scroll it too (WCAG 2.1.1).
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
      tabIndex={0}
    >
      {pieces.map((piece, index) => {
        const text = piece[side];
        if (!text) return null;
        const key = `${index}-${piece.kind}`;
        if (piece.kind === 'same') return <span key={key}>{text}</span>;
        // The mark covers the words, not the space after them.
        const words = text.trimEnd();
        const space = text.slice(words.length);
        if (side === 'ownWords' && piece.kind === 'removed')
          return (
            <span key={key}>
              <del className="text-muted decoration-2">
                <span className="sr-only">removed: </span>
                {words}
              </del>
              {space}
            </span>
          );
        if (side === 'ownWords')
          return (
            <span key={key}>
              <span className="underline decoration-wavy decoration-2 underline-offset-4">
                <span className="sr-only">changed: </span>
                {words}
              </span>
              {space}
            </span>
          );
        return (
          <span key={key}>
            <ins className="rounded bg-accent px-0.5 no-underline">
              <span className="sr-only">{piece.kind === 'added' ? 'added: ' : 'changed to: '}</span>
              {words}
            </ins>
            {space}
          </span>
        );
      })}
    </section>
  );
}
