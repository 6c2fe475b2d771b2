import { HttpError } from '#client/lib/http.ts';

/**
 * What to say when a change to a user failed: the server's own sentence when it explained the refusal (409 "The user
 * has only 3 gems…", 400 naming the field, 404), else what kind of failure it was. A 5xx has raised the Error dialog
 * too; the page still says the change did not happen.
 */
export function refusalMessage(error: unknown): string {
  if (!(error instanceof HttpError)) return 'Not done: the server could not be reached.';
  if (error.details?.message) return error.details.message;
  return `Not done: the server answered ${error.status}.`;
}
