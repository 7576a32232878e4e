import { describe, expect, it } from 'vitest';
import { cleanCopyPieces } from './clean-copy-pieces.ts';

const join = (pieces: ReturnType<typeof cleanCopyPieces>, side: 'ownWords' | 'clean') =>
  pieces.map((piece) => piece[side]).join('');

describe('her words against the clean copy', () => {
  it('gives back her exact words and the clean copy when joined', () => {
    const own = 'so um i went to the the fair in nineteen sixty three\n\nand andrzej came';
    const clean = 'So I went to the fair in 1963.\n\nAnd Andrzej came.';
    const pieces = cleanCopyPieces(own, clean);
    expect(join(pieces, 'ownWords')).toBe(own);
    expect(join(pieces, 'clean')).toBe(clean);
  });

  it('marks "um" as removed, "i" → "I" as changed and a full stop as added', () => {
    const pieces = cleanCopyPieces('so um i went home', 'So I went home.');
    expect(pieces).toEqual([
      { kind: 'changed', ownWords: 'so ', clean: 'So ' },
      { kind: 'removed', ownWords: 'um ', clean: '' },
      { kind: 'changed', ownWords: 'i ', clean: 'I ' },
      { kind: 'same', ownWords: 'went home', clean: 'went home' },
      { kind: 'added', ownWords: '', clean: '.' },
    ]);
  });

  it('shows a spoken year turned to figures, and a date, as one change each', () => {
    const pieces = cleanCopyPieces(
      'on april twentieth nineteen sixty three we sailed',
      'On April 20, 1963, we sailed.',
    );
    const changed = pieces.filter((p) => p.kind !== 'same').map((p) => [p.ownWords, p.clean]);
    expect(changed).toEqual([
      ['on ', 'On '],
      ['april ', 'April '],
      ['twentieth nineteen sixty three ', '20, 1963, '],
      ['', '.'],
    ]);
    expect(join(pieces, 'ownWords')).toBe('on april twentieth nineteen sixty three we sailed');
  });

  it('is one same piece when nothing changed, and handles empty text', () => {
    expect(cleanCopyPieces('We sailed in 1969.', 'We sailed in 1969.')).toEqual([
      { kind: 'same', ownWords: 'We sailed in 1969.', clean: 'We sailed in 1969.' },
    ]);
    expect(cleanCopyPieces('', '')).toEqual([]);
    expect(cleanCopyPieces('um', '')).toEqual([{ kind: 'removed', ownWords: 'um', clean: '' }]);
  });

  it('keeps long memories exact, quickly', () => {
    const own = Array.from({ length: 800 }, (_, i) => (i % 9 === 0 ? 'um' : `word${i % 50}`)).join(' ');
    const clean = own.replace(/ um\b|^um /g, '');
    const started = performance.now();
    const pieces = cleanCopyPieces(own, clean);
    expect(performance.now() - started).toBeLessThan(500);
    expect(join(pieces, 'ownWords')).toBe(own);
    expect(join(pieces, 'clean')).toBe(clean);
    expect(pieces.filter((p) => p.kind === 'removed')).toHaveLength(89);
  });
});

describe('a clean copy that rewrote a long memory', () => {
  it('is one change, not a diff that holds the server', () => {
    const own = Array.from({ length: 8000 }, (_, i) => `word${i}`).join(' ');
    const clean = Array.from({ length: 8000 }, (_, i) => `other${i}`).join(' ');
    expect(cleanCopyPieces(own, clean)).toEqual([{ kind: 'changed', ownWords: own, clean }]);
  });
});
