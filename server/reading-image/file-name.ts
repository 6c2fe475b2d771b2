/** The name a downloaded image is saved under: `arcana-reading-2026-11-24.png`, the reading's day in `timeZone`. */
export function readingImageFileName(createdAt: number, timeZone = 'UTC'): string {
  // en-CA writes dates as YYYY-MM-DD.
  const day = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(createdAt);
  return `arcana-reading-${day}.png`;
}
