import { useSpecialReadingList } from '#client/features/special-readings/api.ts';
import { BonusCard } from '#client/features/special-readings/components/bonus-card.tsx';
import { BonusListFailed, BonusListSkeleton, NoBonusReadings } from '#client/features/special-readings/components/bonus-list-states.tsx';

/** /app/main/bonus: the bonus readings open now, each with its title, description, card count and flat price. */
export function Component() {
  const { data: templates, isPending, refetch } = useSpecialReadingList();
  return (
    <div className="bonus-page">
      <header className="reading-page-intro">
        <h1 className="h3 mb-1">Bonus Readings</h1>
        <p className="text-body-secondary mb-0">Special readings with a spread of their own and one fixed price, for as long as they are on offer.</p>
      </header>
      {isPending ? (
        <BonusListSkeleton />
      ) : templates === null || templates === undefined ? (
        <BonusListFailed onRetry={() => void refetch()} />
      ) : templates.length === 0 ? (
        <NoBonusReadings />
      ) : (
        <ul className="bonus-list">
          {templates.map((template) => (
            <li key={template.id}>
              <BonusCard template={template} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
