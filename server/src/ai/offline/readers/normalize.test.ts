import { describe, expect, it } from 'vitest';
import { isLowercaseText, normalizeText, titleCase } from './normalize.ts';

describe('normalizeText', () => {
  it('strips HTML, entities, smart quotes and extra whitespace', () => {
    expect(normalizeText('<p>Grandma&#39;s   house</p>\n\n<b>in</b> Dayton')).toBe(
      "Grandma's house in Dayton",
    );
    expect(normalizeText('“Mom’s” pie')).toBe('"Mom\'s" pie');
  });

  it('turns spoken years into digits', () => {
    expect(normalizeText('born in nineteen forty two')).toBe('born in 1942');
  });

  it('gives an empty string for blank input', () => {
    expect(normalizeText('   \n\t ')).toBe('');
  });
});

describe('isLowercaseText', () => {
  it('recognises transcripts, even with a capital I', () => {
    expect(isLowercaseText('my brother tom and I went fishing')).toBe(true);
    expect(isLowercaseText('My brother Tom and I went fishing')).toBe(false);
  });
});

describe('titleCase', () => {
  it('capitalises each word', () => {
    expect(titleCase('new orleans')).toBe('New Orleans');
  });
});
