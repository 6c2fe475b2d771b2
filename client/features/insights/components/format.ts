/** How the insights say their numbers: plain, US English, at most one decimal. */

const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en-US');
const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric' });

/** 1.5, 2, 12.3: an expected count or an average. */
export const decimal = (value: number): string => oneDecimal.format(value);

/** "1 reading", "12 readings". */
export const count = (value: number, one: string, many = `${one}s`): string => `${whole.format(value)} ${value === 1 ? one : many}`;

/** The part's share of the whole as a whole percent; 0% of nothing. */
export const percent = (part: number, total: number): string => `${total === 0 ? 0 : Math.round((part / total) * 100)}%`;

/** "Mar 2026" for `2026-03`. */
export function monthLabel(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return monthFormat.format(new Date(year!, monthNumber! - 1, 1));
}
