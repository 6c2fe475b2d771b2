import { ADMIN_STATS_DAYS } from '#common/api/admin.ts';

/**
 * How long a reading took to write: milliseconds under a second, tenths of a second under a minute, then minutes and
 * seconds; "Not measured" when no reading could be timed, which says nothing of how many were started: the chart
 * beside it counts those (docs/product.md#admin-pages).
 */
export function formatGenerationTime(seconds: number | null): string {
  if (seconds === null) return 'Not measured';
  if (seconds < 1) return `${Math.round(seconds * 1000)} ms`;
  if (seconds < 60) return `${(Math.round(seconds * 10) / 10).toLocaleString()} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${whole % 60} s`;
}

/**
 * What the mean beside it is taken over: readings started in these days, timed from start to written, saved or
 * clarified ones too. `count` is absent from an answer that predates it; the words then go without it.
 */
export function formatTimingNote(seconds: number | null, count: number | undefined): string {
  const days = `started in these ${ADMIN_STATS_DAYS} days`;
  if (seconds === null) return `Timed from start to written on readings ${days}: none written so far.`;
  if (count === undefined) return `From start to written, over the readings ${days}.`;
  return `From start to written, over ${count.toLocaleString()} ${count === 1 ? 'reading' : 'readings'} ${days}.`;
}

const shortDay = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * A `YYYY-MM-DD` day of the stats as a short date ("3 Nov"). The days are UTC days, so they are shown in UTC: in the
 * browser's zone a day could read as the one before.
 */
export function formatStatsDay(day: string): string {
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(time) ? day : shortDay.format(time);
}
