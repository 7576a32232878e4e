/**
 * Every JSON body the API accepts is text a person typed. Before any route
 * sees it, it is parsed by Fastify's own (prototype-poisoning-safe) parser and
 * then checked once, here, for what no field can ever hold:
 * - the NUL character (PostgreSQL cannot store it in text: it would be a 500);
 * - broken Unicode (a lone surrogate half, silently turned into "�" on the way to the database);
 * - nesting deeper than any request of the API (a cheap way to make the server walk forever).
 * See docs/decisions/402-bad-input-refused-at-the-door.md.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

/** No request of the API nests deeper than 4; 32 leaves room for anything reasonable. */
export const JSON_MAX_DEPTH = 32;

export const jsonBodyMessages = {
  nul: 'The text contains an invisible NUL character (\\u0000), which cannot be saved. Please remove it and try again.',
  brokenUnicode:
    'The text contains a broken character (invalid Unicode), which cannot be saved. Please retype it and try again.',
  tooDeep: 'The request is nested too deeply to be read. Please send a simpler request.',
} as const;

/** The problem with one piece of text, or undefined when it can be stored as typed. */
export function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return jsonBodyMessages.nul;
  if (!text.isWellFormed()) return jsonBodyMessages.brokenUnicode;
  return undefined;
}

/** The first problem anywhere in a parsed JSON value (keys included), walked without recursion. */
export function jsonValueProblem(value: unknown): string | undefined {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item === 'string') {
      const problem = textProblem(item);
      if (problem) return problem;
    } else if (item !== null && typeof item === 'object') {
      if (depth >= JSON_MAX_DEPTH) return jsonBodyMessages.tooDeep;
      for (const [key, child] of Object.entries(item)) {
        const problem = textProblem(key);
        if (problem) return problem;
        stack.push([child, depth + 1]);
      }
    }
  }
  return undefined;
}

/** Replaces the JSON body parser of `app` (and every plugin registered after) with the checked one. */
export function guardJsonBodies(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parse(request, body as string, (error, value) => {
      if (error) return done(error, undefined);
      const problem = jsonValueProblem(value);
      if (problem) return done(new AppError('BAD_REQUEST', problem), undefined);
      done(null, value);
    });
  });
}
