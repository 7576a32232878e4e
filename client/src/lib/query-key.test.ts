import { describe, expect, it } from 'vitest';
import { chapterDraftApi } from '#shared/manuscript-api.ts';
import { memorySearchApi } from '#shared/memory-search-api.ts';
import { memoirProjectsApi } from '#shared/studio-api.ts';
import { queryKeyOf } from './query-key.ts';

describe('queryKeyOf', () => {
  it('names a list by its path', () => {
    expect(queryKeyOf(memoirProjectsApi.list)).toEqual(['/api/memoir-projects']);
  });

  it("fills the path's parameters, so each chapter's draft has a key of its own", () => {
    const key = queryKeyOf(chapterDraftApi.get, { params: { id: 'p1', chapterId: 'c1' } });
    expect(key).toEqual(['/api/memoir-projects/p1/chapters/c1/draft']);
    expect(queryKeyOf(chapterDraftApi.get, { params: { id: 'p1', chapterId: 'c2' } })).not.toEqual(key);
  });

  it('puts the query after the path, so a search is cached per question under the search path', () => {
    const key = queryKeyOf(memorySearchApi.search, { query: { q: 'farm' } });
    expect(key).toEqual(['/api/memory-search', { q: 'farm' }]);
    expect(key[0]).toBe(queryKeyOf(memorySearchApi.search)[0]);
  });
});
