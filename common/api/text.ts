import * as z from 'zod/mini';

const NUL = '\u0000';

/**
 * A string the server may store or look up in PostgreSQL. PostgreSQL's text cannot hold the NUL
 * character and refuses a query carrying one, so the contract turns it away first with a 400 that
 * names the field. `label` starts the message, e.g. `dbText('The reading id')`.
 */
export function dbText(label: string) {
  return z.string().check(z.refine((value) => !value.includes(NUL), `${label} must not contain the NUL character`));
}
