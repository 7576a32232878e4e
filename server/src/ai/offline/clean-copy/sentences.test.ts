import { describe, expect, it } from 'vitest';
import { MOST_WORDS_PER_PARAGRAPH, paragraphsOf, sentencesOf, speechParagraphs } from './sentences.ts';

describe('the one sentence splitter', () => {
  it('keeps "…and Mrs. Grabowski from downstairs" in one sentence', () => {
    expect(
      sentencesOf(
        'It was what my grandmother would have done, and Mrs. Grabowski from downstairs came up. I counted.',
      ),
    ).toEqual([
      'It was what my grandmother would have done, and Mrs. Grabowski from downstairs came up.',
      'I counted.',
    ]);
  });

  it('never ends a sentence after a title, an initial, "e.g." or "a.m."', () => {
    for (const text of [
      'Mr. Nowak and Dr. Lee met at St. Joseph’s with Lt. Hart, Capt. Moss and Rev. Bell.',
      'Prof. Adeyemi, Ms. Tanaka, Sgt. Ruiz and John Smith Jr. sang.',
      'J. R. R. Tolkien wrote it, e.g. the one about rings, and we read it at 7 a.m. every day.',
      'We lived at No. 5 and the U.S. Army came.',
    ]) {
      expect(sentencesOf(text)).toEqual([text]);
    }
  });

  it('ends sentences at ".", "!" and "?" with their closing quotes, and at an ellipsis before a capital', () => {
    expect(sentencesOf('“Go!” she said. Did he? Yes… He did. We went… and then it rained')).toEqual([
      '“Go!” she said.',
      'Did he?',
      'Yes…',
      'He did.',
      'We went… and then it rained',
    ]);
  });

  it('does not end a sentence inside a number', () => {
    expect(sentencesOf('It cost 3.50 then. Now more.')).toEqual(['It cost 3.50 then.', 'Now more.']);
  });
});

describe('the one paragrapher', () => {
  it('keeps a writer’s paragraphs exactly, however long', () => {
    const long = Array.from({ length: 30 }, (_, i) => `This is sentence ${i} of a long paragraph.`).join(' ');
    expect(paragraphsOf(`${long}\n\nA second one.`)).toEqual([long, 'A second one.']);
  });

  it('cuts speech at sentence ends into paragraphs of at most about 200 words, at a new time when it can', () => {
    const sentences = Array.from({ length: 50 }, (_, i) =>
      i === 18
        ? 'The next year we moved to Chicago with the children.'
        : 'We walked to the market with Mrs. Nowak.',
    );
    const paragraphs = speechParagraphs(sentences);
    expect(paragraphs.length).toBeGreaterThan(1);
    for (const p of paragraphs) expect(p.split(' ').length).toBeLessThanOrEqual(MOST_WORDS_PER_PARAGRAPH);
    expect(paragraphs.join(' ')).toBe(sentences.join(' '));
    expect(paragraphs.some((p) => p.startsWith('The next year'))).toBe(true);
    for (const p of paragraphs) expect(p).toMatch(/^[A-Z].*\.$/);
  });

  it('leaves short speech one paragraph', () => {
    expect(speechParagraphs(['We went.', 'It rained.'])).toEqual(['We went. It rained.']);
  });
});
