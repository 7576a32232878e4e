import { describe, expect, it } from 'vitest';
import { firstNameOf, perspectiveCaption, possessiveOf, withArticle } from './family-words.ts';

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

describe('the line above what a family member added', () => {
  it('says who added it by their first name, and never that they remember it differently', () => {
    expect(perspectiveCaption({ authorName: 'Ruth Pennington', mine: false })).toBe('Ruth adds:');
    expect(perspectiveCaption({ authorName: 'ruth@example.org', mine: false })).toBe(
      'ruth@example.org adds:',
    );
    expect(perspectiveCaption({ authorName: 'Ruth Pennington', mine: true })).toBe('You added:');
  });
});
