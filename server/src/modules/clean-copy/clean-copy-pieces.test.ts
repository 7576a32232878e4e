import { describe, expect, it } from 'vitest';
import { cleanCopyPiecesOf } from './clean-copy-pieces.ts';

const join = (pieces: ReturnType<typeof cleanCopyPiecesOf>, side: 'ownWords' | 'clean') =>
  pieces.map((piece) => piece[side]).join('');

describe('her words against the clean copy', () => {
  it('marks a removed filler, a changed word and what stayed, and gives both texts back', () => {
    const own = 'um so i went to kraków';
    const clean = 'So I went to Kraków.';
    const pieces = cleanCopyPiecesOf(own, clean);
    expect(join(pieces, 'ownWords')).toBe(own);
    expect(join(pieces, 'clean')).toBe(clean);
    expect(pieces.filter((p) => p.kind === 'removed').map((p) => p.ownWords.trim())).toEqual(['um']);
    expect(
      pieces.filter((p) => p.kind === 'changed').map((p) => [p.ownWords.trim(), p.clean.trim()]),
    ).toEqual([
      ['so i', 'So I'],
      ['kraków', 'Kraków.'],
    ]);
    expect(pieces.find((p) => p.kind === 'same')?.ownWords).toBe('went to ');
  });

  it('marks a replaced phrase as one change and an identical text as the same', () => {
    const pieces = cleanCopyPiecesOf('my father was on the color wheel', 'my father was in Cologne');
    expect(pieces.filter((p) => p.kind !== 'same')).toEqual([
      { kind: 'changed', ownWords: 'on the color wheel', clean: 'in Cologne' },
    ]);
    expect(cleanCopyPiecesOf('All the same.', 'All the same.')).toEqual([
      { kind: 'same', ownWords: 'All the same.', clean: 'All the same.' },
    ]);
  });

  it('stays quick on a very long text with a change in its middle', () => {
    const words = Array.from({ length: 30_000 }, (_, i) => `w${i}`);
    const own = words.join(' ');
    const clean = [...words.slice(0, 10_000), 'X', ...words.slice(10_001)].join(' ');
    const started = performance.now();
    const pieces = cleanCopyPiecesOf(own, clean);
    expect(performance.now() - started).toBeLessThan(500);
    expect(join(pieces, 'clean')).toBe(clean);
    expect(pieces.filter((p) => p.kind === 'changed')).toEqual([
      { kind: 'changed', ownWords: 'w10000 ', clean: 'X ' },
    ]);
  });
});
