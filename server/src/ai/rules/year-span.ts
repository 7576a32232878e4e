/**
 * The years a Memory DNA "when" covers, read without the rest of the offline engine, so the studio's life
 * order (docs/decisions/911) can use it in the main thread at no cost.
 */

/** The years a "when" covers, first to last. */
export interface YearSpan {
  from: number;
  to: number;
}

const YEAR = String.raw`(1[89]\d\d|20\d\d)`;
/** "1958 to 1964", "1958-64", "from 1958 until 1964", "between 1958 and 1964". */
const YEAR_RANGE = new RegExp(
  String.raw`\b${YEAR}\s*(?:-|–|—|to|until|till|through|and)\s*(\d{4}|\d{2})\b(?!s)`,
  'gi',
);
/** "the 1960s", "1960's". */
const DECADE = /\b(1[89]\d0|20\d0)'?s\b/gi;
const SINGLE_YEAR = new RegExp(String.raw`\b${YEAR}\b`, 'g');

/**
 * The years a when-text covers, read as people write them: a range as a range ("1958 to 1964",
 * "1958-64"), a decade as its ten years ("the 1960s"), a year as itself; the earliest start and the
 * latest end when there are several. Null when no year is written.
 */
export function yearSpan(text: string | null | undefined): YearSpan | null {
  if (!text) return null;
  const spans: YearSpan[] = [];
  let rest = text;
  rest = rest.replace(YEAR_RANGE, (_m, first: string, second: string) => {
    const from = Number(first);
    const to = second.length === 2 ? Math.floor(from / 100) * 100 + Number(second) : Number(second);
    spans.push(to >= from ? { from, to } : { from, to: from });
    return ' ';
  });
  rest = rest.replace(DECADE, (_m, decade: string) => {
    spans.push({ from: Number(decade), to: Number(decade) + 9 });
    return ' ';
  });
  for (const m of rest.matchAll(SINGLE_YEAR)) spans.push({ from: Number(m[1]), to: Number(m[1]) });
  if (spans.length === 0) return null;
  return {
    from: Math.min(...spans.map((s) => s.from)),
    to: Math.max(...spans.map((s) => s.to)),
  };
}
