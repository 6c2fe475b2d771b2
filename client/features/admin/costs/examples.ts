import type { Costs } from '#common/api/settings.ts';
import { readingCost } from '#common/domain/reading-cost.ts';

/** What a few common readings would cost with `costs`, priced by the app's one formula, so an admin sees the effect. */
export function priceExamples(costs: Costs): { what: string; gems: number }[] {
  const reading = { kind: 'reading', includeVisualDescriptions: false } as const;
  return [
    { what: 'A general three-card reading', gems: readingCost({ ...reading, general: true, cards: 3, crossing: false }, costs) },
    { what: 'A question with a Celtic Cross (9 cards and a crossing card)', gems: readingCost({ ...reading, general: false, cards: 9, crossing: true }, costs) },
    { what: 'The same with visual descriptions', gems: readingCost({ ...reading, general: false, cards: 9, crossing: true, includeVisualDescriptions: true }, costs) },
    {
      what: 'A first one-card clarifier',
      gems: readingCost({ kind: 'clarifier', general: true, cards: 1, crossing: false, includeVisualDescriptions: false, clarifierCount: 0 }, costs),
    },
  ];
}
