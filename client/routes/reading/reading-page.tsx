import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link, useLocation, useNavigate } from 'react-router';
import { SPREAD_TYPES } from '#common/domain/spreads.ts';
import { OfflinePage } from '#client/components/offline-page.tsx';
import { useDecks } from '#client/features/decks/api.ts';
import { WelcomeCard } from '#client/features/messages/components/welcome-card.tsx';
import { useFirstRunGuidance, useStatusOnArrival } from '#client/features/messages/user-status.ts';
import { useNotice } from '#client/features/notices/notice-context.ts';
import { useRegeneratedPoints } from '#client/features/points/hooks/use-regenerated-points.ts';
import { useCosts, useSpreadTypes } from '#client/features/readings/api.ts';
import { useActiveReadingGate } from '#client/features/readings/components/active-reading-gate.tsx';
import { ReadingForm } from '#client/features/readings/components/reading-form/reading-form.tsx';
import { ReadingFormSkeleton } from '#client/features/readings/components/reading-form/reading-form-skeleton.tsx';
import { deckOptions } from '#client/features/readings/deck-options.ts';
import { readPlanState, type DrawLocationState, type ReadingPlan } from '#client/features/readings/plan.ts';
import { writePreferences } from '#client/features/readings/preferences.ts';
import { LazyQuestionSafetyNote } from '#client/features/safety/components/lazy-question-safety-note.tsx';
import { screenOnDemand, type StoppedQuestion } from '#client/features/safety/on-demand.ts';
import { NetworkError } from '#client/lib/http.ts';
import { appPaths } from '#client/paths.ts';
import { ReadingIntro } from './reading-intro.tsx';

/** A question the crisis screen stopped (docs/product.md#safety): the plan as set up, to come back to, and the stop. */
interface Stopped {
  plan: ReadingPlan;
  stop: StoppedQuestion;
}

/**
 * /app/main/reading: set up a reading. While an unsaved reading is active, offer to save or discard it
 * first; a saved one is safe in My Readings, and starting a new reading closes it. A question the crisis
 * screen stops gets the help card here instead of the draw, and nothing is sent or charged.
 */
export function Component() {
  const navigate = useNavigate();
  const fromDraw = readPlanState(useLocation().state);
  const [stopped, setStopped] = useState<Stopped | null>(null);
  // Back from the help card: the form as it was set up, open at the question.
  const [edited, setEdited] = useState<ReadingPlan | null>(null);
  const previous = edited ?? fromDraw;
  const gate = useActiveReadingGate();
  const spreadTypes = useSpreadTypes();
  const costs = useCosts();
  const decks = useDecks();
  const points = useRegeneratedPoints();
  const guidance = useFirstRunGuidance();
  const arrivedAs = useStatusOnArrival();
  // While a reading is active the card count goes back to one (docs/product.md#the-active-reading); this runs while the
  // active reading loads, before the form reads the preferences.
  useEffect(() => {
    if (gate.hasActive === true) writePreferences({ cards: 1 });
  }, [gate.hasActive]);
  // A new user has the welcome card; the tips come on their next visit.
  useNotice('questionTips', !gate.pending && !gate.notice && arrivedAs === 'ENGAGED');

  if (gate.notice) return gate.notice;
  if (stopped !== null) {
    const edit = () => {
      setEdited(stopped.plan);
      setStopped(null);
    };
    return <stopped.stop.Card answer={stopped.stop.answer} edit={{ onClick: edit }} />;
  }
  // The form needs the price and whether a reading is active; with neither held and no connection, it says so.
  if ((costs.data === undefined && costs.error instanceof NetworkError) || gate.error instanceof NetworkError) {
    const retry = () => {
      gate.retry();
      void costs.refetch();
    };
    return <OfflinePage onRetry={retry} retrying={costs.isFetching} />;
  }
  const loading = gate.pending || spreadTypes.isPending || costs.isPending || decks.isPending;
  const start = async (plan: ReadingPlan) => {
    const stop = plan.general ? null : await screenOnDemand(plan.question);
    if (stop !== null) {
      setStopped({ plan, stop });
      return;
    }
    // Starting a first reading is engaging too: the guidance has done its job.
    guidance.engage();
    // This entry keeps the plan too, so Back from the draw page (the header's or the browser's) finds the form as it
    // was set up (docs/product.md#start-reading). Nothing to load again: only the entry's state changes.
    const state = { plan } satisfies DrawLocationState;
    await navigate(appPaths.reading, { replace: true, state, defaultShouldRevalidate: false });
    await navigate(appPaths.draw, { state });
  };

  return (
    <div className="reading-page">
      <ReadingIntro />
      {guidance.show && <WelcomeCard onDismiss={guidance.engage} />}
      {gate.savedActive && (
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
          decks={deckOptions(decks.data)}
          gems={points === undefined ? undefined : points.points + points.extraPoints}
          onStart={(plan) => void start(plan)}
          previous={previous}
          focusQuestion={edited !== null}
          QuestionNote={LazyQuestionSafetyNote}
        />
      )}
    </div>
  );
}
