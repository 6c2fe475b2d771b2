import { HttpError } from '#client/lib/http.ts';

/**
 * What to say beside a row whose action failed: the server's own sentence when it explained the refusal (a 409
 * "Only a failed job can be retried…", a 404), else what kind of failure it was. A 5xx has raised the Error dialog
 * too; the row still says its action did not happen.
 */
export function actionErrorMessage(error: unknown): string {
  if (!(error instanceof HttpError)) return 'Not done: the server could not be reached.';
  if (error.details?.message) return error.details.message;
  return `Not done: the server answered ${error.status}.`;
}
