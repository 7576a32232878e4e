import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiError } from '#client/lib/api-request.ts';
import { QueryState, type QueryStatus } from './query-state.tsx';

const show = (query: QueryStatus) =>
  renderToStaticMarkup(
    <QueryState
      query={query}
      loading="Loading the draft…"
      failed="The draft could not be loaded. Please reload the page."
    />,
  );

describe('QueryState', () => {
  it('says, as a status, that the answer is on its way', () => {
    expect(show({ isPending: true, isError: false, error: null })).toBe(
      '<p role="status" class="text-muted">Loading the draft…</p>',
    );
  });

  it("shows the server's own sentence as an alert when it wrote one", () => {
    const error = new ApiError(
      403,
      'Forbidden',
      JSON.stringify({ code: 'FORBIDDEN', message: 'Only an editor may do that.' }),
    );
    expect(show({ isPending: false, isError: true, error })).toBe(
      '<p role="alert" class="font-semibold text-destructive">Only an editor may do that.</p>',
    );
  });

  it('shows our sentence when the failure has none of its own', () => {
    expect(show({ isPending: false, isError: true, error: new Error('') })).toBe(
      '<p role="alert" class="font-semibold text-destructive">The draft could not be loaded. Please reload the page.</p>',
    );
  });

  it('shows nothing once the answer is there', () => {
    expect(show({ isPending: false, isError: false, error: null })).toBe('');
  });
});
