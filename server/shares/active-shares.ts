import { gt, isNull, or } from 'drizzle-orm';
import { readingShare } from '#server/db/schema/shares.ts';

/** Shares whose link still works at `now`: no expiry, or one still ahead. */
export const unexpired = (now: Date) => or(isNull(readingShare.expiresAt), gt(readingShare.expiresAt, now));
