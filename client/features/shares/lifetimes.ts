import { SHARE_LIFETIMES, type ShareLifetime } from '#common/api/shares.ts';

/** The owner's choices of how long a new link lives, in the order the share dialog offers them. */
export const LIFETIME_CHOICES: readonly { value: ShareLifetime; label: string }[] = SHARE_LIFETIMES.map((value) => ({
  value,
  label: value === 'never' ? 'Never' : value === '1' ? '1 day' : `${value} days`,
}));

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });

/**
 * When a link stops working, in words: "Never expires", "Expired", or "Expires in 3 days" (hours
 * within the last day), with the date when it is further away than a week.
 */
export function describeExpiry(expires: number | null, now: number): string {
  if (expires === null) return 'Never expires';
  const left = expires - now;
  if (left <= 0) return 'Expired';
  if (left < DAY_MS) return `Expires ${relative.format(Math.max(1, Math.round(left / HOUR_MS)), 'hour')}`;
  const days = Math.round(left / DAY_MS);
  return days <= 7 ? `Expires ${relative.format(days, 'day')}` : `Expires ${dateFormat.format(expires)}`;
}

/** A view count in words: "No views yet", "1 view", "12 views". */
export const describeHits = (hits: number): string => (hits === 0 ? 'No views yet' : hits === 1 ? '1 view' : `${hits} views`);

/**
 * The absolute address of a share's link, for copying and the native share sheet: the server's absolute link as it
 * is (it follows the address the request came to), and a bare path under the address the user is on.
 */
export const absoluteLink = (href: string): string => new URL(href, globalThis.location.origin).href;
