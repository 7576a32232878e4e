import type { MarkedText } from '#shared/memory-search.ts';

/** Text with the words a search found highlighted; every stretch is plain text, never markup. */
export function MarkedWords({ text }: { text: MarkedText }) {
  return (
    <>
      {text.map((piece, index) =>
        piece.match ? (
          <mark key={index} className="rounded-sm bg-[#fbe7a1] px-0.5 text-ink">
            {piece.text}
          </mark>
        ) : (
          <span key={index}>{piece.text}</span>
        ),
      )}
    </>
  );
}
