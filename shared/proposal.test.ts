import { describe, expect, it } from 'vitest';
import {
  acceptProposalMessage,
  cleanList,
  detectProposal,
  formatProposal,
  type Proposal,
  parseAcceptance,
  readAcceptance,
  sanitizeProposalItem,
} from './proposal.ts';

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

  it('reads a list typed one item a line, numbered, each once', () => {
    expect(
      parseAcceptance('Yes, please update my chapters to:\n1. Early Years\n2. The Farm\n3. early years'),
    ).toEqual([{ type: 'replaceChapters', titles: ['Early Years', 'The Farm'] }]);
  });
});

describe('readAcceptance', () => {
  it('knows an acceptance whose list is empty, and a message that accepts nothing', () => {
    expect(readAcceptance('Yes, please add these themes: ')).toEqual({ kind: 'themes', items: [] });
    expect(readAcceptance('Please add these themes: Faith')).toBeNull();
  });
});

describe('proposal lists', () => {
  it('never contains the punctuation the client splits on', () => {
    expect(sanitizeProposalItem("St. Mary's, Boston!")).toBe("St Mary's Boston");
    const message = `I'd ${formatProposal({ kind: 'chapters', items: ['Dayton, Ohio', 'St. Mary’s Church', 'Why?'] })} Shall we?`;
    expect(detectProposal(message)?.items).toEqual(['Dayton Ohio', 'St Mary’s Church', 'Why']);
  });

  it('cleans a list: spaces collapsed, cut to the limit, empty and repeated items dropped', () => {
    expect(cleanList(['  The   Farm ', '', 'the farm', 'Meeting Walter'], 7)).toEqual(['The Far', 'Meeting']);
  });
});

describe('the protocol round trip', () => {
  it.each<Proposal>([
    { kind: 'chapters', items: ['Early Years', 'The Farm', 'Meeting Walter'] },
    { kind: 'themes', items: ['Resilience', 'Faith', 'Family Bonds'] },
  ])('format → detect → accept message → parse gives back the $kind', (proposal) => {
    const reply = `Here is an idea. I'd ${formatProposal(proposal)} What do you think?`;
    const detected = detectProposal(reply);
    expect(detected).toEqual(proposal);
    const acceptance = acceptProposalMessage(detected!);
    expect(readAcceptance(acceptance)).toEqual(proposal);
    expect(parseAcceptance(acceptance)).toEqual([
      proposal.kind === 'chapters'
        ? { type: 'replaceChapters', titles: proposal.items }
        : { type: 'addThemes', themes: proposal.items },
    ]);
  });
});
