import { describe, expect, it } from 'vitest';
import { detectProposal } from '#shared/proposal.ts';
import { parseAcceptance, proposalList, sanitizeProposalItem } from './chat-actions.ts';

describe('parseAcceptance', () => {
  it('reads a chapter acceptance as replaceChapters, in order', () => {
    expect(
      parseAcceptance('Yes, please update my chapters to: Early Years, The Farm, Meeting Walter'),
    ).toEqual([{ type: 'replaceChapters', titles: ['Early Years', 'The Farm', 'Meeting Walter'] }]);
  });

  it('reads a theme acceptance as addThemes, skipping themes the project has (case-insensitive)', () => {
    expect(parseAcceptance('yes please add these themes: Resilience, Faith.', ['faith'])).toEqual([
      { type: 'addThemes', themes: ['Resilience'] },
    ]);
  });

  it('ignores anything else', () => {
    expect(parseAcceptance('Can you update my chapters?')).toEqual([]);
    expect(parseAcceptance('Yes, please update my chapters to: ')).toEqual([]);
  });
});

describe('proposal lists', () => {
  it('never contains the punctuation the client splits on', () => {
    expect(sanitizeProposalItem("St. Mary's, Boston!")).toBe("St Mary's Boston");
    const message = `I'd organize this into these chapters: ${proposalList(['Dayton, Ohio', 'St. Mary’s Church', 'Why?'])} Shall we?`;
    expect(detectProposal(message)?.items).toEqual(['Dayton Ohio', 'St Mary’s Church', 'Why']);
  });
});
