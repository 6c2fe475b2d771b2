import { randomUUID } from 'node:crypto';
import * as z from 'zod/mini';
import type { Db } from '#server/db/database.ts';
import { emailSubscription } from '#server/db/schema/email-subscriptions.ts';
import { badRequest } from '#server/http/errors.ts';

export const NOT_AN_EMAIL = 'Enter an email address like name@example.com.';

const EmailSchema = z.email();

/**
 * The address as stored: checked as an email address, then lower-cased so that one person's address is one row.
 * @throws HttpError 400 naming `email` when it is not an email address.
 */
export function normalizeEmail(value: string): string {
  const trimmed = value.trim();
  if (!z.safeParse(EmailSchema, trimmed).success) throw badRequest(NOT_AN_EMAIL, 'email');
  return trimmed.toLowerCase();
}

/**
 * Subscribes an address to the news by email (docs/product.md#profile) for the signed-in user. Idempotent: an address
 * already subscribed stays one row, whoever subscribed it.
 * @returns the address as stored.
 */
export async function subscribeEmail(db: Db, userId: string, address: string): Promise<string> {
  const email = normalizeEmail(address);
  await db.insert(emailSubscription).values({ id: randomUUID(), email, userId }).onConflictDoNothing({ target: emailSubscription.email });
  return email;
}
