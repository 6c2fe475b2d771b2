const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** "Available until 1 Jul 2026" for a bonus reading with an end, nothing for one without. */
export function AvailableUntil({ until, className }: { until: number | null; className?: string }) {
  if (until === null) return null;
  return (
    <span className={className}>
      Available until <time dateTime={new Date(until).toISOString()}>{dateFormat.format(until)}</time>
    </span>
  );
}
