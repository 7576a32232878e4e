/** The sentences of a draft paragraph marked "Not found in your memories", and what keeping or removing one does. */
import type { DraftParagraph } from '#shared/manuscript.ts';

/** The paragraph's text in pieces, each marked piece one of the sentences the check could not find. */
export function markedPieces(paragraph: DraftParagraph): { text: string; marked: boolean }[] {
  const pieces: { text: string; marked: boolean }[] = [];
  let rest = paragraph.text;
  for (const sentence of paragraph.notFound ?? []) {
    const at = rest.indexOf(sentence);
    if (at < 0) continue;
    if (at > 0) pieces.push({ text: rest.slice(0, at), marked: false });
    pieces.push({ text: sentence, marked: true });
    rest = rest.slice(at + sentence.length);
  }
  if (rest) pieces.push({ text: rest, marked: false });
  return pieces;
}

/** The paragraph without its mark on `sentence`: the person keeps the sentence as it is. */
export const keepSentence = (paragraph: DraftParagraph, sentence: string): DraftParagraph => ({
  ...paragraph,
  notFound: (paragraph.notFound ?? []).filter((s) => s !== sentence),
});

/** The paragraph without `sentence` (and its mark). */
export const removeSentence = (paragraph: DraftParagraph, sentence: string): DraftParagraph => ({
  ...keepSentence(paragraph, sentence),
  text: paragraph.text
    .replace(sentence, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim(),
});
