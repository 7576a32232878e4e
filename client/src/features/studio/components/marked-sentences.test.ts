import { describe, expect, it } from 'vitest';
import { keepSentence, markedPieces, removeSentence } from './marked-sentences.ts';

const paragraph = {
  text: 'I married Walter in Dayton. My cousin Harold drove us. It rained.',
  sources: [],
  notFound: ['My cousin Harold drove us.'],
};

describe('sentences marked "Not found in your memories"', () => {
  it('shows the marked sentence apart from the rest of the paragraph', () => {
    expect(markedPieces(paragraph)).toEqual([
      { text: 'I married Walter in Dayton. ', marked: false },
      { text: 'My cousin Harold drove us.', marked: true },
      { text: ' It rained.', marked: false },
    ]);
    expect(markedPieces({ text: 'Plain.', sources: [] })).toEqual([{ text: 'Plain.', marked: false }]);
  });

  it('keeping a sentence drops its mark; removing it drops the sentence too', () => {
    expect(keepSentence(paragraph, 'My cousin Harold drove us.')).toEqual({ ...paragraph, notFound: [] });
    expect(removeSentence(paragraph, 'My cousin Harold drove us.')).toEqual({
      text: 'I married Walter in Dayton. It rained.',
      sources: [],
      notFound: [],
    });
  });
});
