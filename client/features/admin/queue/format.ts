/** How the queue and cache dashboards write ages, times and ids. */

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** An age as people say it, in its two largest units: "40 s", "12 min", "3 h 5 min", "2 d 4 h". */
export function formatAge(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  if (whole < MINUTE) return `${whole} s`;
  if (whole < HOUR) return `${Math.floor(whole / MINUTE)} min`;
  const [big, bigUnit, small, smallUnit] =
    whole < DAY ? [Math.floor(whole / HOUR), 'h', Math.floor((whole % HOUR) / MINUTE), 'min'] : [Math.floor(whole / DAY), 'd', Math.floor((whole % DAY) / HOUR), 'h'];
  return small === 0 ? `${big} ${bigUnit}` : `${big} ${bigUnit} ${small} ${smallUnit}`;
}

/** "12 min ago", or "just now" under a minute: when something happened, from `now`. */
export function formatAgo(epochMs: number, now: number): string {
  const seconds = (now - epochMs) / 1000;
  return seconds < MINUTE ? 'just now' : `${formatAge(seconds)} ago`;
}

/** A time of day in the browser's locale and zone, with seconds: when the figures were read. */
export const formatClock = (epochMs: number): string => new Date(epochMs).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** A date and time in the browser's locale and zone. */
export const formatDateTime = (epochMs: number): string => new Date(epochMs).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A job's UUID cut to its first group, enough to tell the listed jobs apart; the whole id goes in a title. */
export const shortId = (id: string): string => id.split('-', 1)[0] ?? id;

/** "1 job", "3 jobs": any counted noun with its number. */
export const count = (n: number, one: string, many = `${one}s`): string => `${n.toLocaleString()} ${n === 1 ? one : many}`;
