const UNITS = ['kB', 'MB', 'GB'] as const;

/** A size as people read it, in powers of 1,000 as browsers' network panels count: "512 B", "1.2 kB", "34 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  let value = bytes;
  let unit: string = 'B';
  for (const next of UNITS) {
    if (value < 1000) break;
    value /= 1000;
    unit = next;
  }
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${unit}`;
}
