/**
 * Sentences for the checks a schema gives no message of its own (a number
 * where text belongs, a missing field, an unknown option …). Schemas that say
 * what to do ("Please give the memory a name.") keep their words: zod prefers
 * a schema's own message over this one. Importing this module changes nothing: a program that wants these
 * sentences calls installPlainValidationMessages() once where it starts (the server does, in main.ts and buildApp).
 * See docs/decisions/402-bad-input-refused-at-the-door.md.
 */
import { z } from 'zod';

type Issue = Parameters<NonNullable<z.core.$ZodConfig['customError']>>[0];

const kindOf = (value: unknown): string => {
  if (value === undefined) return 'missing';
  if (value === null) return 'empty (null)';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return 'text';
  if (typeof value === 'number') return 'a number';
  if (typeof value === 'boolean') return 'true or false';
  if (typeof value === 'object') return 'an object';
  return `a ${typeof value}`;
};

const expectedNames: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  date: 'a date',
};

/** “peopleInvolved.0”, or undefined for the request as a whole. */
const fieldOf = (issue: Issue) => {
  const path = (issue as { path?: PropertyKey[] }).path ?? [];
  return path.length > 0 ? `“${path.map(String).join('.')}”` : undefined;
};

/** A sentence for one validation issue that its schema left without a message. */
export function plainIssueMessage(issue: Issue): string {
  const field = fieldOf(issue);
  const subject = field ?? 'The request';
  const details = issue as unknown as Record<string, unknown>;
  switch (issue.code) {
    case 'invalid_type': {
      const expected = expectedNames[String(details.expected)] ?? `a ${String(details.expected)}`;
      if (issue.input === undefined) return field ? `Please fill in ${field}.` : 'The request is empty.';
      if (!field && details.expected === 'object')
        return `The request must be a JSON object, not ${kindOf(issue.input)}.`;
      return `${subject} must be ${expected}, not ${kindOf(issue.input)}.`;
    }
    case 'invalid_value': {
      const values = (details.values as unknown[] | undefined) ?? [];
      return `${subject} must be one of: ${values.map((value) => `“${String(value)}”`).join(', ')}.`;
    }
    case 'too_big':
      return details.origin === 'string'
        ? `${subject} is too long (at most ${Number(details.maximum).toLocaleString('en')} characters).`
        : details.origin === 'array'
          ? `${subject} has too many items (at most ${Number(details.maximum).toLocaleString('en')}).`
          : `${subject} must be at most ${String(details.maximum)}.`;
    case 'too_small':
      if (details.origin === 'string' && Number(details.minimum) <= 1) return `Please fill in ${subject}.`;
      return details.origin === 'string'
        ? `${subject} is too short (at least ${Number(details.minimum).toLocaleString('en')} characters).`
        : details.origin === 'array'
          ? `${subject} needs at least ${String(details.minimum)} items.`
          : `${subject} must be at least ${String(details.minimum)}.`;
    case 'invalid_format':
      return `${subject} is not in the right format.`;
    default:
      return `${subject} is not valid. Please check it and try again.`;
  }
}

/** Makes plainIssueMessage zod's message, for this process, wherever a schema gives none of its own. */
export function installPlainValidationMessages(): void {
  z.config({ customError: plainIssueMessage });
}
