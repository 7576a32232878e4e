import type { z } from 'zod';

/**
 * The first refusal of each field of a form, by field name, from the zod error of the endpoint's own schema: what a
 * form shows under each box when its button is pressed with something missing (decision 813).
 */
export function fieldProblems(error: z.ZodError): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in problems)) problems[field] = issue.message;
  }
  return problems;
}

/** Focuses the first box (in the form's order) that has a problem: where the person mends it. */
export function focusFirstProblem(problems: Record<string, string>, boxIds: Record<string, string>) {
  const first = Object.keys(boxIds).find((field) => field in problems);
  if (first) document.getElementById(boxIds[first] as string)?.focus();
}

/** The first refusal of a whole value's check, or null when the value passes. */
export function problemOf(result: { success: true } | { success: false; error: z.ZodError }): string | null {
  return result.success ? null : (result.error.issues[0]?.message ?? 'Please fill this in first.');
}
