import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { plainIssueMessage } from './validation-messages.ts';

describe('plain validation messages', () => {
  it('are not put into zod just by importing shared/', () => {
    expect(z.config().customError).toBeUndefined();
  });

  it('say in a sentence what is wrong where a schema gives no words of its own', () => {
    const schema = z.object({ name: z.string(), people: z.array(z.string()).max(2) });
    const messages = (input: unknown) =>
      schema.safeParse(input, { error: plainIssueMessage }).error?.issues.map((issue) => issue.message);
    expect(messages({ name: 3, people: [] })).toEqual(['“name” must be text, not a number.']);
    expect(messages({ people: [] })).toEqual(['Please fill in “name”.']);
    expect(messages({ name: 'Rose', people: ['a', 'b', 'c'] })).toEqual([
      '“people” has too many items (at most 2).',
    ]);
  });

  it('leave a schema’s own words as they are', () => {
    const schema = z.object({ name: z.string({ error: 'Please give the memory a name.' }) });
    expect(schema.safeParse({}, { error: plainIssueMessage }).error?.issues[0]?.message).toBe(
      'Please give the memory a name.',
    );
  });
});
