import { type Refusal, refusalOf, type UnexplainedWording } from '#client/lib/refusal.ts';

/** The admin pages' short words for what the server did not explain, shown beside the row, form or section that failed. */
const NOT_DONE: UnexplainedWording = {
  network: 'Not done: the server could not be reached.',
  unexplained: (status) => `Not done: the server answered ${status}.`,
};

/**
 * Why an admin call failed, read through refusalOf like every page's: the server's own sentence and field when it
 * explained the refusal (409 "Only a failed job can be retried…", 400 naming the field, 404), a rate limit's wait,
 * else "Not done:" and what is known. A 5xx has raised the Error dialog too; the page still says it did not happen.
 */
export const adminRefusalOf = (error: unknown): Refusal => refusalOf(error, NOT_DONE);
