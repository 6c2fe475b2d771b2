/*
 * A template's window is whole epoch milliseconds on the wire and a `datetime-local` box on the form, which reads and
 * writes the browser's own zone: what the admin types is their local time.
 */

const pad = (value: number): string => String(value).padStart(2, '0');

/** The box's value for `epochMs` in the browser's zone, to the minute; empty for no bound. */
export function toLocalInput(epochMs: number | null): string {
  if (epochMs === null) return '';
  const date = new Date(epochMs);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The moment a box's value names in the browser's zone; null when empty, NaN when it is no date and time. */
export function fromLocalInput(value: string): number | null {
  if (value.trim() === '') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return Number.NaN;
  const [year, month, day, hours, minutes] = match.slice(1).map(Number) as [number, number, number, number, number];
  return new Date(year, month - 1, day, hours, minutes).getTime();
}

/** The browser's zone by name ("Europe/Berlin"), for the form to say which time it means. */
export const localZoneName = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
