const MINUTE_MS = 60_000;

/** A wait as people say it, rounded up to the minute: "12 min", "1 h", "3 h 5 min". */
export function formatWait(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE_MS));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** "1 gem", "3 gems": any counted noun with its number. */
export const count = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
