const thisYear = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'long' });
const otherYear = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'long', year: 'numeric' });

/** A day as the journal says it ("12 January"), with its year when it is not this year's. */
export function dayLabel(epochMs: number, now = Date.now()): string {
  return (new Date(epochMs).getFullYear() === new Date(now).getFullYear() ? thisYear : otherYear).format(epochMs);
}

/** A day for a `<time dateTime>`. */
export const isoDay = (epochMs: number): string => new Date(epochMs).toISOString().slice(0, 10);
