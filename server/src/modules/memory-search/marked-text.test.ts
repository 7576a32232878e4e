import { describe, expect, it } from 'vitest';
import { toMarkedText } from './marked-text.ts';

describe('found words in a search result', () => {
  it('come back as marked stretches between plain ones', () => {
    expect(toMarkedText('We went <fishing> at the <lake>.', '<', '>')).toEqual([
      { text: 'We went ', match: false },
      { text: 'fishing', match: true },
      { text: ' at the ', match: false },
      { text: 'lake', match: true },
      { text: '.', match: false },
    ]);
  });

  it('leave a text with no found words whole, and keep any markup in it as plain letters', () => {
    expect(toMarkedText('<b>Summer</b> on the farm', '\uE000', '\uE001')).toEqual([
      { text: '<b>Summer</b> on the farm', match: false },
    ]);
  });
});
