import { describe, expect, it } from 'vitest';
import { isAnswerToClio, memoryNameFromAnswer, questionIn } from './chat-answers.ts';

const veDay =
  'I remember VE Day in May 1945 in Hightown. Father lifted me onto his shoulders so I could see the bonfire.';

describe('answers given to Clio', () => {
  it('offers a memory told in answer to her question', () => {
    const history = [
      { role: 'assistant' as const, message: 'What is the very first thing you remember?' },
      { role: 'user' as const, message: veDay },
    ];
    expect(isAnswerToClio(history, 1)).toBe(true);
  });

  it('does not offer a short reply, a question back, an acceptance, or a message Clio did not ask for', () => {
    const asked = { role: 'assistant' as const, message: 'Who was there with you?' };
    expect(isAnswerToClio([asked, { role: 'user', message: 'My father, I think.' }], 1)).toBe(false);
    expect(
      isAnswerToClio([asked, { role: 'user', message: `${veDay} Do you think that is a good start?` }], 1),
    ).toBe(false);
    expect(
      isAnswerToClio(
        [
          asked,
          { role: 'user', message: 'Yes, please update my chapters to: A, B, C, D, E, F, G, H, I, J, K, L' },
        ],
        1,
      ),
    ).toBe(false);
    expect(
      isAnswerToClio(
        [
          { role: 'assistant', message: 'Done.' },
          { role: 'user', message: veDay },
        ],
        1,
      ),
    ).toBe(false);
    expect(isAnswerToClio([{ role: 'user', message: veDay }], 0)).toBe(false);
  });

  it('names the memory from the first words of the answer, not ending on a small word', () => {
    expect(memoryNameFromAnswer(veDay)).toBe('I remember VE Day in May 1945');
    expect(memoryNameFromAnswer('our first house had a red door and a pear tree')).toBe(
      'Our first house had a red door',
    );
    expect(memoryNameFromAnswer('Snow.')).toBe('Snow');
  });

  it('finds the question Clio asked, without its Markdown', () => {
    expect(
      questionIn(
        "Thank you.\n\nOne thing your memoir doesn't have yet is **your earliest memory**. What is the very first thing you remember, and who was there with you?",
      ),
    ).toBe('What is the very first thing you remember, and who was there with you?');
    expect(questionIn('Done. Your chapters are now: A, B.')).toBeUndefined();
  });
});
