import { describe, expect, it } from 'vitest';
import { archivedFragmentSchema } from './archive-format.ts';
import { MEMORY_TEXT_MAX } from './memories.ts';

const fragment = (overrides: Record<string, unknown>) => ({
  source: 'Memory Fragment',
  id: '0b0f6f52-9a55-4e0e-a0f9-5d1c1a8a7a10',
  name: 'Porch evenings',
  text: 'We sat outside until dark.',
  topics: [],
  whenHappened: null,
  whereHappened: null,
  peopleInvolved: [],
  createdAt: '2024-03-01T10:00:00Z',
  updatedAt: '2024-03-01T10:00:00Z',
  ...overrides,
});

describe('archive schemas', () => {
  it('accept timestamps from the year 1 to 9999 (UTC) and nothing PostgreSQL could not store', () => {
    for (const ok of ['0001-01-01T00:00:00Z', '1961-07-04T18:30:00-05:00', '9999-12-31T23:59:59Z'])
      expect(archivedFragmentSchema.safeParse(fragment({ createdAt: ok })).success, ok).toBe(true);
    for (const bad of ['0000-01-01T00:00:00Z', '9999-12-31T23:59:59-14:00', '0001-01-01T00:30:00+01:00'])
      expect(archivedFragmentSchema.safeParse(fragment({ updatedAt: bad })).success, bad).toBe(false);
  });

  it('hold a typed memory to the same length as the app does', () => {
    expect(archivedFragmentSchema.safeParse(fragment({ text: 'a'.repeat(MEMORY_TEXT_MAX) })).success).toBe(
      true,
    );
    expect(
      archivedFragmentSchema.safeParse(fragment({ text: 'a'.repeat(MEMORY_TEXT_MAX + 1) })).success,
    ).toBe(false);
  });
});
