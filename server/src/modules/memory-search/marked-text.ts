import type { MarkedText } from '#shared/memory-search.ts';

/**
 * ts_headline's answer, with the found words between `start` and `stop`, as plain stretches of text: the
 * client shows `match` stretches highlighted and never reads any markup from the server.
 */
export function toMarkedText(marked: string, start: string, stop: string): MarkedText {
  const pieces: MarkedText = [];
  for (const [index, part] of marked.split(start).entries()) {
    const stopAt = index === 0 ? -1 : part.indexOf(stop);
    if (stopAt > 0) pieces.push({ text: part.slice(0, stopAt), match: true });
    const rest = stopAt === -1 ? part : part.slice(stopAt + stop.length);
    if (rest) pieces.push({ text: rest, match: false });
  }
  // Neighbouring plain stretches become one (an empty match leaves two side by side).
  return pieces.reduce<MarkedText>((joined, piece) => {
    const last = joined.at(-1);
    if (last && !last.match && !piece.match) last.text += piece.text;
    else joined.push({ ...piece });
    return joined;
  }, []);
}
