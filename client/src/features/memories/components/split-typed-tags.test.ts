import { describe, expect, it } from 'vitest';
import { splitTypedTags } from './split-typed-tags.ts';

describe('typing names into a tag field', () => {
  it('a space after a name adds it, as the spec says', () => {
    expect(splitTypedTags('Margaret ')).toEqual({ finished: ['Margaret'], draft: '' });
    expect(splitTypedTags('Margaret Tom ')).toEqual({ finished: ['Margaret', 'Tom'], draft: '' });
  });

  it('a space after a title or family word waits for the name', () => {
    expect(splitTypedTags('Mr ')).toEqual({ finished: [], draft: 'Mr ' });
    expect(splitTypedTags('Mr Halliday ')).toEqual({ finished: ['Mr Halliday'], draft: '' });
    expect(splitTypedTags('Aunt Joan ')).toEqual({ finished: ['Aunt Joan'], draft: '' });
    expect(splitTypedTags('Dr. Patel ')).toEqual({ finished: ['Dr. Patel'], draft: '' });
    expect(splitTypedTags('grandma Rose ')).toEqual({ finished: ['grandma Rose'], draft: '' });
    expect(splitTypedTags('Tante Hilde ')).toEqual({ finished: ['Tante Hilde'], draft: '' });
  });

  it('a comma always ends a name, even one of several words', () => {
    expect(splitTypedTags('Mary Ann Lee,')).toEqual({ finished: ['Mary', 'Ann', 'Lee'], draft: '' });
    expect(splitTypedTags('Aunt Joan,Uncle Bob,')).toEqual({
      finished: ['Aunt Joan', 'Uncle Bob'],
      draft: '',
    });
    expect(splitTypedTags('Uncle,')).toEqual({ finished: ['Uncle'], draft: '' });
  });

  it('keeps what is still being typed, and ignores extra spaces and empty commas', () => {
    expect(splitTypedTags('Tom Mrs Hal')).toEqual({ finished: ['Tom'], draft: 'Mrs Hal' });
    expect(splitTypedTags('  ,, Tom  ')).toEqual({ finished: ['Tom'], draft: '' });
  });

  it('a pasted list is split the same way', () => {
    expect(splitTypedTags('Aunt Joan, Tom, Mr Halliday\n')).toEqual({
      finished: ['Aunt Joan', 'Tom', 'Mr Halliday'],
      draft: '',
    });
  });
});
