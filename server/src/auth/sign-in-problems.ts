/**
 * What went wrong with a sign-in or create-account form, as the page shows it: each problem tied to the field it
 * is about, so the summary can link to the field and the field can be marked invalid (issue 31, N15).
 */
import { ACCOUNT_EXISTS, PASSWORD_TOO_SHORT } from './local-accounts.service.ts';
import type { FormProblem, SignInField } from './sign-in-page.ts';

/** The field a refusal is about, so the page can mark it and link to it; null when it is about the attempt. */
export function fieldOf(message: string): SignInField | null {
  if (message === PASSWORD_TOO_SHORT) return 'password';
  if (message === ACCOUNT_EXISTS) return 'email';
  return null;
}

/** Every field's first problem, in the form's order, from the form's schema. */
export function problemsOf(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): FormProblem[] {
  const fields: SignInField[] = ['name', 'email', 'password'];
  const problems = fields.flatMap((field) => {
    const issue = issues.find((candidate) => candidate.path[0] === field);
    return issue ? [{ field, message: issue.message }] : [];
  });
  const others = issues.filter((issue) => !fields.includes(issue.path[0] as SignInField));
  return [...problems, ...others.slice(0, 1).map((issue) => ({ field: null, message: issue.message }))];
}
