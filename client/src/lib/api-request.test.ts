import { describe, expect, it } from 'vitest';
import { memoryFragmentsApi, uploadedFilesApi } from '#shared/memories-api.ts';
import { chaptersApi } from '#shared/studio-api.ts';
import { ApiError, endpointUrl, readAnswer } from './api-request.ts';

describe('endpointUrl', () => {
  it('fills every path parameter, encoded', () => {
    expect(endpointUrl(chaptersApi.rename, { params: { id: 'a b', chapterId: 'c/d' } })).toBe(
      '/api/memoir-projects/a%20b/chapters/c%2Fd',
    );
  });

  it('appends a query, leaving out what is undefined', () => {
    expect(endpointUrl(memoryFragmentsApi.list, { query: { token: 'x y', other: undefined } })).toBe(
      '/api/memory-fragments?token=x+y',
    );
  });
});

describe('readAnswer', () => {
  it("reads an answer with the descriptor's response schema", () => {
    const saved = {
      id: '1',
      name: 'Summer',
      text: 'The farm',
      topics: [],
      whenHappened: null,
      whereHappened: null,
      peopleInvolved: [],
      createdAt: '2026-01-01T00:00:00.000Z',
      version: 1,
      addedBy: null,
    };
    expect(readAnswer(memoryFragmentsApi.create, JSON.stringify(saved))).toEqual(saved);
  });

  it('refuses an answer that does not fit the contract', () => {
    expect(() => readAnswer(uploadedFilesApi.upload, '{"id":1}')).toThrow(/did not understand/);
    expect(() => readAnswer(uploadedFilesApi.upload, '<html>')).toThrow(/did not understand/);
  });

  it('has nothing to read on a 204', () => {
    expect(readAnswer(memoryFragmentsApi.delete, '')).toBeUndefined();
  });
});

describe('ApiError', () => {
  it('carries the code, the message and the details of the error body', () => {
    const error = new ApiError(
      409,
      'Conflict',
      JSON.stringify({
        code: 'STALE_MEMORY',
        message: 'Choose which version to keep.',
        current: { id: '1' },
      }),
    );
    expect(error.code).toBe('STALE_MEMORY');
    expect(error.userMessage).toBe('Choose which version to keep.');
    expect(error.details).toEqual({ current: { id: '1' } });
    expect(error.message).toMatch(/^409: /);
  });

  it('has no code for a body that is not ours, and keeps its text', () => {
    const error = new ApiError(502, 'Bad Gateway', '<html>down</html>');
    expect(error.code).toBeUndefined();
    expect(error.userMessage).toBe('<html>down</html>');
    expect(new ApiError(503, 'Unavailable', '{"message":"down"}').userMessage).toBe('down');
  });
});
