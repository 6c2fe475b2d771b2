import type { specialReading } from '#server/db/schema/special-readings.ts';

export type SpecialReadingRow = typeof specialReading.$inferSelect;

/**
 * Whether a bonus reading template is open at `now` (docs/product.md#bonus-readings): enabled, from its start (if it has
 * one) and until its end (if it has one, which is exclusive). The list and the start both ask this, so a
 * reading the list offers is one the start accepts.
 */
export function isAvailableAt(template: Pick<SpecialReadingRow, 'enabled' | 'availableFrom' | 'availableUntil'>, now: Date): boolean {
  if (!template.enabled) return false;
  if (template.availableFrom !== null && template.availableFrom > now) return false;
  return template.availableUntil === null || template.availableUntil > now;
}
