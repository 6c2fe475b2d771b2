import { useQuery } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import { Link, useLocation, useNavigate } from 'react-router';
import { DECKS, FREE_DECK_ID } from '#common/cards/deck-definitions.ts';
import { SPREAD_TYPES } from '#common/domain/spreads.ts';
import { useDecks } from '#client/features/decks/api.ts';
import { useRegeneratedPoints } from '#client/features/points/hooks/use-regenerated-points.ts';
import { activeReadingQuery, useCanSaveReading, useCosts, useHasActiveReading, useSpreadTypes } from '#client/features/readings/api.ts';
import { ActiveReadingNotice } from '#client/features/readings/components/active-reading-notice.tsx';
import type { DeckOption } from '#client/features/readings/components/reading-form/deck-picker.tsx';
import { ReadingForm } from '#client/features/readings/components/reading-form/reading-form.tsx';
import { ReadingFormSkeleton } from '#client/features/readings/components/reading-form/reading-form-skeleton.tsx';
import { useDiscardActiveReading, useSaveReading } from '#client/features/readings/mutations.ts';
import { readPlanState, type DrawLocationState, type ReadingPlan } from '#client/features/readings/plan.ts';
import { appPaths } from '#client/paths.ts';
import { ReadingIntro } from './reading-intro.tsx';

/** When the decks cannot be loaded, the free deck is still there to read with. */
const FREE_DECK_ONLY: DeckOption[] = DECKS.filter((deck) => deck.id === FREE_DECK_ID).map(({ id, name, style }) => ({
  id,
  name,
  style,
  locked: false,
}));

/**
 * /app/main/reading: set up a reading. While an unsaved reading is active, offer to save or discard it
 * first; a saved one is safe in My Readings, and starting a new reading closes it.
 */
export function Component() {
  const navigate = useNavigate();
  const previous = readPlanState(useLocation().state);
  const hasActive = useHasActiveReading();
  const active = useQuery({ ...activeReadingQuery, enabled: hasActive.data === true });
  const spreadTypes = useSpreadTypes();
  const costs = useCosts();
  const decks = useDecks();
  const points = useRegeneratedPoints();
  const discard = useDiscardActiveReading();
  const activeReading = hasActive.data === true ? active.data : null;
  const save = useSaveReading(activeReading?.id ?? '');
  const savedActive = activeReading?.status === 'ACTIVE' && activeReading.saved;
  const canSave = useCanSaveReading(activeReading?.status === 'ACTIVE' && !activeReading.saved);

  if (activeReading && !savedActive) {
    return (
      <ActiveReadingNotice
        status={activeReading.status}
        canSave={canSave.data}
        onSave={() => save.mutateAsync()}
        saving={save.isPending}
        discarding={discard.isPending}
        onDiscard={() => discard.mutateAsync()}
      />
    );
  }
  const loading = hasActive.isPending || activeReading === undefined || spreadTypes.isPending || costs.isPending || decks.isPending;
  const deckOptions = decks.data?.decks.length ? decks.data.decks.map(({ id, name, style, locked }) => ({ id, name, style, locked })) : FREE_DECK_ONLY;
  const start = (plan: ReadingPlan) => navigate(appPaths.draw, { state: { plan } satisfies DrawLocationState });

  return (
    <div className="reading-page">
      <ReadingIntro />
      {savedActive && (
        <Alert variant="info" className="small mb-3">
          Your current reading is saved in <Link to={appPaths.readings}>My Readings</Link>; starting a new one closes it.
        </Alert>
      )}
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
