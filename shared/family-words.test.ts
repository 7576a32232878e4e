import { describe, expect, it } from 'vitest';
import { firstNameOf, possessiveOf, withArticle } from './family-words.ts';

describe('naming a storyteller in a sentence', () => {
  it('uses the first name, or the whole address when no name was given', () => {
    expect(firstNameOf('Margaret Ellis')).toBe('Margaret');
    expect(firstNameOf('  Rose  ')).toBe('Rose');
    expect(firstNameOf('rose@example.org')).toBe('rose@example.org');
  });

  it('writes the possessive and the article as a person would', () => {
    expect(possessiveOf('Margaret')).toBe("Margaret's");
    expect(withArticle('Editor')).toBe('an Editor');
    expect(withArticle('Contributor')).toBe('a Contributor');
  });
});
