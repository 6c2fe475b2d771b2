import type { AdminSpecialReading } from '#common/api/admin.ts';

/** Where a template stands: offered now, not yet open, closed, or switched off (docs/product.md#bonus-readings). */
export type TemplateStatus = 'live' | 'scheduled' | 'ended' | 'retired';

/** The status of `template` at `now`; the server's `open` decides live, by the same rule as server/special-readings. */
export function templateStatus(template: AdminSpecialReading, now: number): TemplateStatus {
  if (!template.enabled) return 'retired';
  if (template.open) return 'live';
  if (template.availableFrom !== null && template.availableFrom > now) return 'scheduled';
  return 'ended';
}

export const STATUS_LABELS: Record<TemplateStatus, { label: string; variant: string }> = {
  live: { label: 'Live', variant: 'success' },
  scheduled: { label: 'Scheduled', variant: 'info' },
  ended: { label: 'Ended', variant: 'secondary' },
  retired: { label: 'Retired', variant: 'dark' },
};

const momentFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** When a template is open, in the browser's zone: "Always", "From …", "Until …" or "… – …". */
export function formatWindow({ availableFrom: from, availableUntil: until }: Pick<AdminSpecialReading, 'availableFrom' | 'availableUntil'>): string {
  if (from === null && until === null) return 'Always';
  if (until === null) return `From ${momentFormat.format(from ?? 0)}`;
  if (from === null) return `Until ${momentFormat.format(until)}`;
  return `${momentFormat.format(from)} – ${momentFormat.format(until)}`;
}
