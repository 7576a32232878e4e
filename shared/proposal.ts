/**
 * The studio chat's protocol, both directions in one place.
 *
 * Clio proposes: a reply says it could "organize this into these chapters:" (or one of
 * the other phrases below) followed by a comma-separated list ending in a period
 * (`formatProposal`); the client finds it with `detectProposal`. The person accepts: the
 * client sends "Yes, please update my chapters to: A, B, C" (`acceptProposalMessage`);
 * the studio reads it back with `parseAcceptance` and applies it. Pure: no I/O.
 */
import { CHAPTER_TITLE_MAX, THEME_MAX } from './studio.ts';

type ProposalKind = 'chapters' | 'themes';

export interface Proposal {
  kind: ProposalKind;
  items: string[];
}

/** What an accepted proposal asks the studio to change. */
export type ChatAction =
  /** Replace all chapters with these titles, in this order. */
  | { type: 'replaceChapters'; titles: string[] }
  /** Add these themes, skipping any the project already has (letter case ignored). */
  | { type: 'addThemes'; themes: string[] };

/** The phrases that make a reply a proposal, each with what it proposes. */
export const PROPOSAL_PHRASES: ReadonlyArray<{ phrase: string; kind: ProposalKind }> = [
  { phrase: 'organize this into these chapters:', kind: 'chapters' },
  { phrase: 'chapters could be:', kind: 'chapters' },
  { phrase: 'themes like:', kind: 'themes' },
  { phrase: 'themes could be:', kind: 'themes' },
];

/** The phrase Clio proposes each kind with; the other phrases are detected all the same. */
export const PROPOSE_PHRASES: Readonly<Record<ProposalKind, string>> = {
  chapters: 'organize this into these chapters:',
  themes: 'themes like:',
};

/** The words Accept Changes sends before the list. */
const ACCEPT_PREFIXES: Readonly<Record<ProposalKind, string>> = {
  chapters: 'Yes, please update my chapters to:',
  themes: 'Yes, please add these themes:',
};

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Spaces inside a phrase may be any run of whitespace ("chapters  could be:").
const loosely = (phrase: string) => escapeRegExp(phrase).replaceAll(' ', '\\s+');

const phrasePattern = new RegExp(PROPOSAL_PHRASES.map(({ phrase }) => loosely(phrase)).join('|'), 'i');

// "yes please add these themes: …" in any letter case, the comma after "Yes" optional.
const acceptPatterns = Object.entries(ACCEPT_PREFIXES).map(([kind, prefix]) => ({
  kind: kind as ProposalKind,
  pattern: new RegExp(`^\\s*${loosely(prefix).replace(',', ',?')}([\\s\\S]*)$`, 'i'),
}));

/**
 * Trimmed, inner spaces collapsed, cut to `max` characters, non-empty, each once (letter
 * case ignored, the first spelling kept).
 */
export function cleanList(items: readonly string[], max = Number.POSITIVE_INFINITY): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of items) {
    const item = raw.replace(/\s+/g, ' ').trim().slice(0, max).trim();
    if (!item || seen.has(item.toLowerCase())) continue;
    seen.add(item.toLowerCase());
    result.push(item);
  }
  return result;
}

/**
 * Proposal items may not contain commas or sentence ends: the client splits on
 * commas and stops at the first period, question mark or exclamation mark.
 */
export function sanitizeProposalItem(item: string): string {
  return item
    .replace(/[,.!?;:]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** "organize this into these chapters: A, B, C." ready to follow "I'd " in a reply. */
export function formatProposal(proposal: Proposal): string {
  const list = proposal.items.map(sanitizeProposalItem).filter(Boolean).join(', ');
  return `${PROPOSE_PHRASES[proposal.kind]} ${list}.`;
}

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

/** The message Accept Changes sends, e.g. "Yes, please update my chapters to: A, B, C". */
export function acceptProposalMessage(proposal: Proposal): string {
  return `${ACCEPT_PREFIXES[proposal.kind]} ${proposal.items.join(', ')}`;
}

/**
 * The proposal a message accepts, read back from `acceptProposalMessage`'s words (a
 * person may also type them, in any letter case, the list one item a line or
 * numbered); null when the message accepts nothing. The items may be empty.
 */
export function readAcceptance(message: string): Proposal | null {
  for (const { kind, pattern } of acceptPatterns) {
    const match = pattern.exec(message);
    if (!match) continue;
    const items = match[1]!
      .trim()
      .replace(/[.!?]+$/, '')
      .split(/\s*,\s*|\s*\n\s*/)
      .map((item) => item.replace(/^[-*•\d.)\s]+/, ''));
    return { kind, items: cleanList(items) };
  }
  return null;
}

/**
 * What an acceptance message asks the studio to do: "Yes, please update my
 * chapters to: A, B, C" → replace the chapters; "Yes, please add these themes:
 * X, Y" → add the themes the project does not have yet (compared case-insensitively).
 * Titles and themes are cut to the lengths the studio stores. Anything else, or an empty list, asks for nothing.
 */
export function parseAcceptance(message: string, existingThemes: readonly string[] = []): ChatAction[] {
  const accepted = readAcceptance(message);
  if (!accepted) return [];
  if (accepted.kind === 'chapters') {
    const titles = cleanList(accepted.items, CHAPTER_TITLE_MAX);
    return titles.length > 0 ? [{ type: 'replaceChapters', titles }] : [];
  }
  const have = new Set(existingThemes.map((theme) => theme.trim().toLowerCase()));
  const themes = cleanList(
    accepted.items.filter((theme) => !have.has(theme.toLowerCase())),
    THEME_MAX,
  );
  return themes.length > 0 ? [{ type: 'addThemes', themes }] : [];
}
