import { badRequest } from '#server/http/errors.ts';

/** Where a page of the journal ended: the last saved reading it held. */
export interface PagePosition {
  savedAt: Date;
  id: string;
}

const STALE_CURSOR = 'This page of the journal could not be found. Load the journal again from its first page.';

/**
 * The `next` of a page: opaque to the client, so the order can change without changing the contract. `saved_at` is
 * always written from a JavaScript Date, so milliseconds hold it exactly.
 */
export function encodeCursor({ savedAt, id }: PagePosition): string {
  return Buffer.from(`${savedAt.getTime()}:${id}`, 'utf8').toString('base64url');
}

/** The position an `after` names. @throws HttpError 400 naming `after` for anything {@link encodeCursor} did not write. */
export function parseCursor(after: string): PagePosition {
  const bytes = Buffer.from(after, 'base64url');
  // Node decodes base64url leniently (it skips what it cannot read): only the canonical spelling is one of ours.
  if (bytes.toString('base64url') !== after) throw badRequest(STALE_CURSOR, 'after');
  const match = /^(\d{1,16}):([\w-]{1,64})$/.exec(bytes.toString('utf8'));
  const savedAt = new Date(Number(match?.[1]));
  if (!match || Number.isNaN(savedAt.getTime())) throw badRequest(STALE_CURSOR, 'after');
  return { savedAt, id: match[2]! };
}
