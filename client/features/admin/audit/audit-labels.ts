import type { AuditEntry } from '#common/api/admin.ts';

/** Each action the server records (server/admin, server/routes/admin), as the audit log names it. */
const ACTION_LABELS: Record<string, string> = {
  'user.grant': 'Changed a balance',
  'user.ban': 'Banned a user',
  'user.unban': 'Lifted a ban',
  'user.admin.grant': 'Made an admin',
  'user.admin.revoke': 'Revoked an admin',
  'user.message': 'Messaged a user',
  'messages.broadcast': 'Sent a broadcast',
  'costs.update': 'Changed the costs',
  'special-reading.create': 'Created a bonus reading',
  'special-reading.update': 'Edited a bonus reading',
  'special-reading.retire': 'Retired a bonus reading',
  'queue.retry': 'Retried a job',
  'queue.cancel': 'Cancelled a job',
  'cache.purge': 'Purged a cache',
};

const CURRENCY_NAMES: Record<string, string> = { gems: 'gems', extraPoints: 'extra gems', coins: 'coins' };

/** An action's readable name; one this page does not know yet shows as the server wrote it. */
export const actionLabel = (action: string): string => ACTION_LABELS[action] ?? action;

/** What an entry touched: the user's email, or the record, broadcast, job or cache it names. */
export function targetLabel({ target, targetEmail }: Pick<AuditEntry, 'target' | 'targetEmail'>): string {
  if (target === 'user') return targetEmail ?? 'A deleted account';
  if (target === 'costs') return 'The costs';
  if (target.startsWith('special-reading:')) return `Bonus reading #${target.slice('special-reading:'.length)}`;
  if (target.startsWith('broadcast:')) return 'Every user';
  if (target === 'cache:*') return 'Every cache';
  if (target.startsWith('cache:')) return `Cache ${target.slice('cache:'.length)}`;
  // A queue job, `queue/id`: with its reading's owner when it has one.
  if (target.includes('/')) return targetEmail === null ? `Job ${target}` : `Job ${target} (${targetEmail})`;
  return targetEmail ?? target;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const number = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** A line on what an entry did, where its details say more than its action: the amount and reason, the message's title. */
export function detailLabel({ action, detail }: Pick<AuditEntry, 'action' | 'detail'>): string | null {
  if (detail === null) return null;
  if (action === 'user.grant') {
    const amount = number(detail.amount);
    const currency = CURRENCY_NAMES[text(detail.currency) ?? ''];
    const reason = text(detail.reason);
    if (amount === null || currency === undefined) return null;
    return `${amount > 0 ? '+' : ''}${amount.toLocaleString()} ${currency}${reason === null ? '' : `: “${reason}”`}`;
  }
  if (action === 'user.message' || action === 'messages.broadcast') {
    const title = text(detail.title);
    const recipients = number(detail.recipients);
    if (title === null) return null;
    return recipients === null ? `“${title}”` : `“${title}” to ${recipients.toLocaleString()} ${recipients === 1 ? 'user' : 'users'}`;
  }
  if (action === 'cache.purge') {
    const entries = number(detail.entries);
    return entries === null ? null : `${entries.toLocaleString()} ${entries === 1 ? 'entry' : 'entries'}`;
  }
  return null;
}
