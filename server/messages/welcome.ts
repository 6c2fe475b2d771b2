import { createHash } from 'node:crypto';
import { privacyText } from '#common/privacy/claims.ts';
import type { Executor } from '#server/points/load-points.ts';
import { message } from '#server/db/schema/messages.ts';

export const WELCOME_TITLE = 'Welcome to Arcana';

export const WELCOME_BODY = [
  'We are glad you are here. A few things to know before your first reading:',
  'Gems pay for readings. You start with a full purse, and gems come back on their own over time, up to the maximum; the header shows how many you have.',
  `${privacyText('sealed', 'atRest')} Keep your password safe. ${privacyText('noRecovery')}`,
  'Where to start: open Start Reading, ask a question (or keep it general), pick your cards and watch the reading unfold. Save the ones that speak to you to My Readings.',
].join('\n\n');

/**
 * The welcome message's id, derived from the user's id: inserting it twice hits the primary key and
 * changes nothing, so the welcome is idempotent without a lookup. Formatted as a version-8 UUID (RFC 9562's
 * custom layout), like every other message id.
 */
export function welcomeMessageId(userId: string): string {
  const hex = createHash('sha256').update(`welcome:${userId}`).digest('hex');
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Puts the welcome message in a new user's inbox, once. */
export async function sendWelcomeMessage(db: Executor, userId: string): Promise<void> {
  await db
    .insert(message)
    .values({ id: welcomeMessageId(userId), userId, kind: 'welcome', title: WELCOME_TITLE, body: WELCOME_BODY })
    .onConflictDoNothing({ target: message.id });
}
