import type { GrantCurrency } from '#common/api/admin.ts';

/** How the users list and its forms name each balance a grant can change. */
export const CURRENCY_LABELS: Record<GrantCurrency, { one: string; many: string }> = {
  gems: { one: 'gem', many: 'gems' },
  extraPoints: { one: 'extra gem', many: 'extra gems' },
  coins: { one: 'coin', many: 'coins' },
};

/** "1 gem", "-3 extra gems", "1,200 coins". */
export function countOf(amount: number, currency: GrantCurrency): string {
  const { one, many } = CURRENCY_LABELS[currency];
  return `${amount.toLocaleString()} ${Math.abs(amount) === 1 ? one : many}`;
}

const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const momentFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A day in the browser's locale: when an account was created. */
export const formatDay = (epochMs: number): string => dayFormat.format(epochMs);

/** A date and time in the browser's locale and zone. */
export const formatMoment = (epochMs: number): string => momentFormat.format(epochMs);
