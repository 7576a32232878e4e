/**
 * The words the studio and Clio share. Clio proposes with fixed phrases the
 * client detects (spec §4 "Proposal detection"); the client accepts with fixed
 * sentences, which become actions here. Both providers use this module, so the
 * studio's chapters and themes only ever change by the user's explicit "Yes".
 */
import type { ChatAction } from '#shared/ai.ts';
import { PROPOSAL_PHRASES as DETECTED } from '#shared/proposal.ts';

/** Phrases the client looks for, each followed by a comma-separated list ending in a period. */
export const CHAPTER_PROPOSAL_PHRASE = 'organize this into these chapters:';
export const THEME_PROPOSAL_PHRASE = 'themes like:';
export const PROPOSAL_PHRASES: readonly string[] = DETECTED.map((p) => p.phrase);

const ACCEPT_CHAPTERS = /^\s*yes,?\s+please\s+update\s+my\s+chapters\s+to:\s*(.+?)\s*$/is;
const ACCEPT_THEMES = /^\s*yes,?\s+please\s+add\s+these\s+themes:\s*(.+?)\s*$/is;

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

/** "A, B, C." ready to follow a proposal phrase. */
export function proposalList(items: string[]): string {
  return `${items.map(sanitizeProposalItem).filter(Boolean).join(', ')}.`;
}

function splitList(list: string): string[] {
  const seen = new Set<string>();
  return list
    .replace(/[.!?]+\s*$/, '')
    .split(/\s*,\s*|\s*\n\s*/)
    .map((s) => s.replace(/^[-*•\d.)\s]+/, '').trim())
    .filter((s) => s.length > 0 && !seen.has(s.toLowerCase()) && seen.add(s.toLowerCase()));
}

/**
 * What an acceptance message asks the studio to do: "Yes, please update my
 * chapters to: A, B, C" → replace the chapters; "Yes, please add these themes:
 * X, Y" → add the themes the project does not have yet (compared case-insensitively).
 */
export function parseAcceptance(message: string, existingThemes: string[] = []): ChatAction[] {
  const chapters = ACCEPT_CHAPTERS.exec(message);
  if (chapters) {
    const titles = splitList(chapters[1]!);
    return titles.length > 0 ? [{ type: 'replaceChapters', titles }] : [];
  }
  const themes = ACCEPT_THEMES.exec(message);
  if (themes) {
    const have = new Set(existingThemes.map((t) => t.trim().toLowerCase()));
    const add = splitList(themes[1]!).filter((t) => !have.has(t.toLowerCase()));
    return add.length > 0 ? [{ type: 'addThemes', themes: add }] : [];
  }
  return [];
}
