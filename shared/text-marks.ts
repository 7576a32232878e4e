/**
 * Bold and italic stretches of a draft paragraph (docs/decisions/906), kept in one canonical form so two
 * saves of the same formatting store the same thing and the book can read them without guessing.
 */
import { TEXT_MARK_TYPES, type TextMark } from './manuscript.ts';

/**
 * The marks sorted by type then start, with overlapping or touching stretches of one type joined and empty
 * ones dropped. Bold and italic may overlap each other freely ("bold and italic" is both).
 */
export function normalizeMarks(marks: readonly TextMark[]): TextMark[] {
  const joined: TextMark[] = [];
  for (const type of TEXT_MARK_TYPES) {
    const ofType = marks.filter((mark) => mark.type === type && mark.to > mark.from);
    ofType.sort((a, b) => a.from - b.from || a.to - b.to);
    let open: TextMark | null = null;
    for (const mark of ofType) {
      if (open && mark.from <= open.to) {
        open.to = Math.max(open.to, mark.to);
      } else {
        open = { type, from: mark.from, to: mark.to };
        joined.push(open);
      }
    }
  }
  return joined;
}
