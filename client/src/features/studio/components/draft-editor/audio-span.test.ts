import { describe, expect, it } from 'vitest';
import { audioSpanFor } from './audio-span.ts';

const segments = [
  { startMs: 0, endMs: 3_000, text: 'um we lived on a farm in Wisconsin' },
  { startMs: 3_000, endMs: 6_500, text: 'every morning I I milked the cows with Tom' },
  { startMs: 6_500, endMs: 9_000, text: 'before school' },
  { startMs: 9_000, endMs: 12_000, text: 'later I met Rose at a dance hall' },
];

describe('the stretch of a recording a paragraph came from', () => {
  it('is the best matching sentence widened to the neighbours the paragraph holds', () => {
    expect(audioSpanFor(segments, 'Every morning I milked the cows with Tom before school.')).toEqual({
      startMs: 3_000,
      endMs: 9_000,
    });
    expect(audioSpanFor(segments, 'Later I met Rose at a dance hall.')).toEqual({
      startMs: 9_000,
      endMs: 12_000,
    });
  });

  it('is unknown when no sentence shares a word', () => {
    expect(audioSpanFor(segments, 'Zebras.')).toBeNull();
    expect(audioSpanFor([], 'We lived on a farm.')).toBeNull();
  });
});
