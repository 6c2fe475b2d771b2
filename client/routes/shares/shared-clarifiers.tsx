import type { Reading } from '#common/api/readings.ts';
import { clarifiersOf } from '#client/features/readings/components/clarifier/answer-clarifiers.tsx';
import { ClarifierItem } from '#client/features/readings/components/clarifier/clarifier-item.tsx';
import type { ReadingCard } from '#common/domain/reading-cards.ts';

/** The clarifiers of one answer of a shared reading, to read only: a link holder cannot ask another. */
export function SharedClarifiers({ reading, card }: { reading: Reading; card: ReadingCard }) {
  const clarifiers = clarifiersOf(reading, card.answer.answerUuid);
  if (clarifiers.length === 0) return null;
  return (
    <div className="answer-clarifiers">
      <ol className="clarifier-list" aria-label={`Clarifiers of ${card.card.name}`}>
        {clarifiers.map((clarifier) => (
          <ClarifierItem key={clarifier.position ?? clarifier.awnsers[0]?.answerUuid} clarifier={clarifier} highlighted={false} />
        ))}
      </ol>
    </div>
  );
}
