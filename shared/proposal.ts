/**
 * Proposal detection of spec §4 "Chat send flow": when Clio's reply says it could
 * "organize this into these chapters:", "chapters could be:", "themes like:" or
 * "themes could be:", the comma-separated list that follows (up to the first
 * period, question mark or exclamation mark, or the end of the text) is a proposal
 * the person can accept or decline. Pure: no I/O.
 */

export type ProposalKind = 'chapters' | 'themes';

export interface Proposal {
  kind: ProposalKind;
  items: string[];
}

/** The phrases of spec §4, each with what it proposes. */
export const PROPOSAL_PHRASES: ReadonlyArray<{ phrase: string; kind: ProposalKind }> = [
  { phrase: 'organize this into these chapters:', kind: 'chapters' },
  { phrase: 'chapters could be:', kind: 'chapters' },
  { phrase: 'themes like:', kind: 'themes' },
  { phrase: 'themes could be:', kind: 'themes' },
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Spaces inside a phrase may be any run of whitespace ("chapters  could be:").
const phrasePattern = new RegExp(
  PROPOSAL_PHRASES.map(({ phrase }) => escapeRegExp(phrase).replaceAll(' ', '\\s+')).join('|'),
  'i',
);

/** One list item as a person would write it: no surrounding quotes, emphasis marks or a leading "and". */
function cleanItem(raw: string): string {
  let item = raw.replace(/\s+/g, ' ').trim();
  item = item.replace(/^(?:and|or)\s+/i, '');
  // Strip wrapping quotes and markdown emphasis, repeatedly: **"Childhood"** → Childhood.
  for (;;) {
    const stripped = item.replace(/^(["'“”‘’`*_]+)(.*?)(["'“”‘’`*_]+)$/s, '$2').trim();
    if (stripped === item || !stripped) break;
    item = stripped;
  }
  return item;
}

/**
 * The first proposal in `text`, or null. The list runs from the phrase up to the
 * first `.`, `?` or `!` after it, or to the end of the text; empty items are dropped.
 */
export function detectProposal(text: string): Proposal | null {
  const match = phrasePattern.exec(text);
  if (!match) return null;
  const spoken = match[0].toLowerCase().replace(/\s+/g, ' ');
  const kind = PROPOSAL_PHRASES.find(({ phrase }) => phrase === spoken)!.kind;
  const rest = text.slice(match.index + match[0].length);
  const end = rest.search(/[.?!]/);
  const list = end === -1 ? rest : rest.slice(0, end);
  const items = list
    .split(',')
    .map(cleanItem)
    .filter((item) => item.length > 0);
  return items.length > 0 ? { kind, items } : null;
}

/** The message Accept Changes sends (spec §4), e.g. "Yes, please update my chapters to: A, B, C". */
export function acceptProposalMessage(proposal: Proposal): string {
  const list = proposal.items.join(', ');
  return proposal.kind === 'chapters'
    ? `Yes, please update my chapters to: ${list}`
    : `Yes, please add these themes: ${list}`;
}
