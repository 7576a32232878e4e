import { describe, expect, it } from 'vitest';
import { safeError } from './log-options.ts';

describe('safeError (what an error log line may hold)', () => {
  it('keeps the code and where it happened, never a query, its values or the message copy of the stack', () => {
    const cause = Object.assign(new Error('invalid input syntax for type uuid: "my PIN is 4711"'), {
      code: '22P02',
      detail: 'Key (email)=(grandpa@example.org) already exists.',
      where: "unnamed portal parameter $1 = 'my PIN is 4711'",
    });
    const error = new Error(
      'Failed query: insert into "memory_fragments" values ($1)\nparams: my PIN is 4711',
      {
        cause,
      },
    );
    const logged = JSON.stringify(safeError(error));
    expect(logged).not.toContain('4711');
    expect(logged).not.toContain('grandpa');
    expect(logged).not.toContain('insert into');
    expect(logged).toContain('22P02');
    expect(logged).toContain('invalid input syntax for type uuid: \\"…\\"');
    expect(safeError(error).stack).toMatch(/^\s+at /);
  });

  it('keeps identifiers PostgreSQL quotes, and bounds a long message', () => {
    expect(safeError(new Error('relation "memory_fragments" does not exist')).message).toBe(
      'relation "memory_fragments" does not exist',
    );
    expect(String(safeError(new Error('x'.repeat(100_000))).message).length).toBeLessThanOrEqual(301);
  });
});
