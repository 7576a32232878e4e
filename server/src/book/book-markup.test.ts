import { describe, expect, it } from 'vitest';
import type { BookParagraph } from './book-document.ts';
import { storiesMarkup } from './book-markup.ts';

const para = (text: string, title?: string, when: string | null = null): BookParagraph => ({
  runs: [{ text, bold: false, italic: false }],
  ...(title ? { story: { id: `story-${title.length}`, title, when, people: [], places: [] } } : {}),
});

describe('storiesMarkup', () => {
  it('sets each story under its title and date line, with a break before every story but one opening the chapter', () => {
    expect(
      storiesMarkup([para('One.', 'Dad', '1950s'), para('Two.'), para('Three.', 'The <war>')], ''),
    ).toEqual([
      '<h2 class="story-title" id="story-3">Dad</h2>',
      '<p class="story-date">1950s</p>',
      '<p>One.</p>',
      '<p>Two.</p>',
      '<hr class="section-break"/>',
      '<h2 class="story-title" id="story-9">The &lt;war&gt;</h2>',
      '<p>Three.</p>',
    ]);
  });

  it('breaks before the first story when words of her own come before it', () => {
    const lines = storiesMarkup([para('A word first.'), para('One.', 'Dad')], '');
    expect(lines.slice(0, 3)).toEqual([
      '<p>A word first.</p>',
      '<hr class="section-break"/>',
      '<h2 class="story-title" id="story-3">Dad</h2>',
    ]);
  });
});
