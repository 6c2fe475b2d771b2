import { useLocation, useNavigate } from 'react-router';
import { DECKS, FREE_DECK_ID } from '#common/cards/decks.ts';
import { SPREAD_TYPES } from '#common/domain/spreads.ts';
import { useDecks } from '#client/features/decks/api.ts';
import { useRegeneratedPoints } from '#client/features/points/hooks/use-regenerated-points.ts';
import { useCosts, useHasActiveReading, useSpreadTypes } from '#client/features/readings/api.ts';
import { ActiveReadingNotice } from '#client/features/readings/components/active-reading-notice.tsx';
import type { DeckOption } from '#client/features/readings/components/reading-form/deck-picker.tsx';
import { ReadingForm } from '#client/features/readings/components/reading-form/reading-form.tsx';
import { ReadingFormSkeleton } from '#client/features/readings/components/reading-form/reading-form-skeleton.tsx';
import { useDiscardActiveReading } from '#client/features/readings/mutations.ts';
import { readPlanState, type DrawLocationState, type ReadingPlan } from '#client/features/readings/plan.ts';
import { appPaths } from '#client/paths.ts';

/** When the decks cannot be loaded, the free deck is still there to read with. */
const FREE_DECK_ONLY: DeckOption[] = DECKS.filter((deck) => deck.id === FREE_DECK_ID).map(({ id, name, style }) => ({
  id,
  name,
  style,
  locked: false,
}));

/** /app/main/reading: set up a reading, or, while one is active, open or discard it. */
export function Component() {
  const navigate = useNavigate();
  const previous = readPlanState(useLocation().state);
  const hasActive = useHasActiveReading();
  const spreadTypes = useSpreadTypes();
  const costs = useCosts();
  const decks = useDecks();
  const points = useRegeneratedPoints();
  const discard = useDiscardActiveReading();

  if (hasActive.data === true) {
    return <ActiveReadingNotice discarding={discard.isPending} onDiscard={() => discard.mutateAsync()} />;
  }
  const loading = hasActive.isPending || spreadTypes.isPending || costs.isPending || decks.isPending;
  const deckOptions = decks.data?.decks.length ? decks.data.decks.map(({ id, name, style, locked }) => ({ id, name, style, locked })) : FREE_DECK_ONLY;
  const start = (plan: ReadingPlan) => navigate(appPaths.draw, { state: { plan } satisfies DrawLocationState });

  return (
    <div className="reading-page">
      <header className="reading-page-intro">
        <h1 className="h3 mb-1">Start a reading</h1>
        <p className="text-body-secondary mb-0">Ask a question or keep it open, choose how the cards are laid, and see the price before you draw.</p>
      </header>
      {loading || costs.data === undefined ? (
        <ReadingFormSkeleton />
      ) : (
        <ReadingForm
          spreadTypes={spreadTypes.data?.length ? spreadTypes.data : SPREAD_TYPES}
          costs={costs.data}
          decks={deckOptions}
          gems={points === undefined ? undefined : points.points + points.extraPoints}
          onStart={start}
          previous={previous}
        />
      )}
    </div>
  );
}
