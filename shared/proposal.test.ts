import { describe, expect, it } from 'vitest';
import { acceptProposalMessage, detectProposal } from './proposal.ts';

describe('detectProposal', () => {
  it.each([
    ['We could organize this into these chapters: Childhood, School Days, Marriage.', 'chapters'],
    ['Your chapters could be: Childhood, School Days, Marriage.', 'chapters'],
    ['I notice themes like: Childhood, School Days, Marriage.', 'themes'],
    ['Some themes could be: Childhood, School Days, Marriage.', 'themes'],
  ] as const)('finds the list after the phrase in "%s" as %s', (text, kind) => {
    expect(detectProposal(text)).toEqual({ kind, items: ['Childhood', 'School Days', 'Marriage'] });
  });

  it.each([
    ['.', 'Chapters could be: Early Years, The War.'],
    ['?', 'Maybe your chapters could be: Early Years, The War? Tell me what you think.'],
    ['!', 'Your chapters could be: Early Years, The War! What do you think.'],
  ])('stops the list at the first "%s"', (_mark, text) => {
    expect(detectProposal(text)?.items).toEqual(['Early Years', 'The War']);
  });

  it('reads a list that runs to the end of the text', () => {
    expect(detectProposal('Your themes could be: resilience, family, faith')).toEqual({
      kind: 'themes',
      items: ['resilience', 'family', 'faith'],
    });
  });

  it('ignores extra spaces around items and inside the phrase, and empty items', () => {
    expect(
      detectProposal('Your   chapters  could   be:    Childhood  ,   School   Days,, ,   Marriage   .'),
    ).toEqual({ kind: 'chapters', items: ['Childhood', 'School Days', 'Marriage'] });
  });

  it('matches the phrase in any letter case', () => {
    expect(detectProposal('THEMES LIKE: Courage, Home.')).toEqual({
      kind: 'themes',
      items: ['Courage', 'Home'],
    });
  });

  it('drops a leading "and", quotes and markdown emphasis around items', () => {
    expect(
      detectProposal('Chapters could be: "Growing Up", **The Farm**, and Moving to the City.')?.items,
    ).toEqual(['Growing Up', 'The Farm', 'Moving to the City']);
  });

  it('takes the first proposal when a reply has two', () => {
    expect(detectProposal('Themes like: love, loss. Later your chapters could be: One, Two.')).toEqual({
      kind: 'themes',
      items: ['love', 'loss'],
    });
  });

  it.each([
    'Tell me more about your childhood.',
    'Chapters are a great way to organise a memoir.',
    'I see themes in what you wrote, like family.',
    '',
  ])('finds no proposal in "%s"', (text) => {
    expect(detectProposal(text)).toBeNull();
  });

  it('finds no proposal when the phrase is followed by nothing', () => {
    expect(detectProposal('Your chapters could be: .')).toBeNull();
    expect(detectProposal('Themes like:')).toBeNull();
  });
});

describe('acceptProposalMessage', () => {
  it('asks to update the chapters with the exact words of the spec', () => {
    expect(acceptProposalMessage({ kind: 'chapters', items: ['A', 'B', 'C'] })).toBe(
      'Yes, please update my chapters to: A, B, C',
    );
  });

  it('asks to add the themes with the exact words of the spec', () => {
    expect(acceptProposalMessage({ kind: 'themes', items: ['X', 'Y'] })).toBe(
      'Yes, please add these themes: X, Y',
    );
  });
});
