import * as z from 'zod/mini';
import { adminRefusalOf } from '../refusal.ts';

/**
 * A form's problems by field, keyed as the server names fields (`title`, `positions.2.name`): the path of the input
 * that is wrong, joined with dots. `form` holds what belongs to no field shown.
 */
export type FieldErrors = Record<string, string>;

/** The key of the problems that belong to no field. */
export const FORM_ERROR = 'form';

/** Dots between the parts of an input's path, as the server's error `field` has them (server/http/errors.ts). */
const keyOf = (path: readonly PropertyKey[]): string => path.map(String).join('.') || FORM_ERROR;

/**
 * Checks `input` against the contract's own schema before it is sent, so the form refuses what the server would and
 * says it in the server's words; each field keeps its first problem.
 */
export function checkInput<S extends z.core.$ZodType>(schema: S, input: unknown): { ok: true; value: z.output<S> } | { ok: false; errors: FieldErrors } {
  const result = z.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) errors[keyOf(issue.path)] ??= issue.message;
  return { ok: false, errors };
}

/**
 * The server's refusal placed where the form shows it: beside the field it names when that is one of `shown`, else
 * above the buttons.
 */
export function refusalErrors(error: unknown, isShown: (field: string) => boolean): FieldErrors {
  const { field, message } = adminRefusalOf(error);
  return field !== undefined && isShown(field) ? { [field]: message } : { [FORM_ERROR]: message };
}

/** The problems left once `field` was changed: its own and the form's go, the others stay until the next check. */
export const clearError = (errors: FieldErrors, field: string): FieldErrors =>
  Object.fromEntries(Object.entries(errors).filter(([key]) => key !== field && key !== FORM_ERROR));
