import { useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { SafetyAnswer } from '#common/api/safety.ts';
import type { SpecialReading } from '#common/api/special-readings.ts';
import { FREE_DECK_ID, resolveDeckId } from '#common/cards/deck-definitions.ts';
import { safetyStopFor } from '#common/safety/safety-stop.ts';
import { useDecks } from '#client/features/decks/api.ts';
import { useRegeneratedPoints } from '#client/features/points/hooks/use-regenerated-points.ts';
import { ActiveReadingGate } from '#client/features/readings/components/active-reading-gate.tsx';
import { DeckPicker, type DeckOption } from '#client/features/readings/components/reading-form/deck-picker.tsx';
import { QuestionField } from '#client/features/readings/components/reading-form/question-field.tsx';
import { ReadingFormSkeleton } from '#client/features/readings/components/reading-form/reading-form-skeleton.tsx';
import { StartPanel } from '#client/features/readings/components/reading-form/start-panel.tsx';
import { deckOptions } from '#client/features/readings/deck-options.ts';
import { readPreferences, writePreferences } from '#client/features/readings/preferences.ts';
import { QuestionSafetyNote } from '#client/features/safety/components/question-safety-note.tsx';
import { StoppedQuestionCard } from '#client/features/safety/components/stopped-question-card.tsx';
import { useSpecialReading } from '#client/features/special-readings/api.ts';
import { bonusCost, readBonusPlanState, type BonusDrawLocationState, type BonusPlan } from '#client/features/special-readings/bonus-plan.ts';
import { AvailableUntil } from '#client/features/special-readings/components/available-until.tsx';
import { PositionList } from '#client/features/special-readings/components/position-list.tsx';
import { appPaths } from '#client/paths.ts';
import { BonusUnavailable } from './bonus-unavailable.tsx';


/** /app/main/bonus/:id: one bonus reading's spread and price; ask a question (or keep it general), choose a deck, then draw. */
export function Component() {
  const id = Number(useParams().id);
  const found = useSpecialReading(id);
  const decks = useDecks();
  const loading = <ReadingFormSkeleton />;

  if (found.isPending || decks.isPending) return loading;
  if (found.data?.status !== 'found') {
    return found.data?.status === 'failed' ? (
      <BonusUnavailable title="We couldn’t load this bonus reading">Check your connection and try again from the list of bonus readings.</BonusUnavailable>
    ) : (
      <BonusUnavailable title="This bonus reading is not available now">It may have ended. See which bonus readings are on offer today.</BonusUnavailable>
    );
  }
  return (
    <ActiveReadingGate fallback={loading}>
      <BonusForm template={found.data.template} decks={deckOptions(decks.data)} />
    </ActiveReadingGate>
  );
}

/** The deck to read with: the preferred one when it is unlocked, else the free deck. */
function usableDeckId(decks: readonly DeckOption[], preferred: number): number {
  const wanted = resolveDeckId(preferred);
  return decks.some((deck) => deck.id === wanted && !deck.locked) ? wanted : FREE_DECK_ID;
}

/** The set-up of one bonus reading: its spread, the question, the deck and the price. */
function BonusForm({ template, decks }: { template: SpecialReading; decks: readonly DeckOption[] }) {
  const navigate = useNavigate();
  const previous = readBonusPlanState(useLocation().state);
  const kept = previous?.specialReadingId === template.id ? previous : null;
  const [preferences, setPreferences] = useState(readPreferences);
  const [general, setGeneral] = useState(kept?.general ?? true);
  const [question, setQuestion] = useState(kept?.question ?? '');
  const [safety, setSafety] = useState<SafetyAnswer | null>(null);
  // Back from the help card: the form opens at the question, to edit it.
  const [editing, setEditing] = useState(false);
  const points = useRegeneratedPoints();
  const spreadTitleId = useId();
  const plan: BonusPlan = {
    specialReadingId: template.id,
    general,
    question: general ? '' : question,
    deckId: usableDeckId(decks, preferences.deckId),
    allowReversed: preferences.allowReversed,
  };
  const problem = !general && question.trim() === '' ? 'Write your question above, or choose a general reading.' : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem !== null) return;
    // The crisis screen (docs/product.md#safety): a stopped question gets the help card here, and never reaches the draw.
    const stop = safetyStopFor(plan.question);
    if (stop !== null) setSafety(stop.safety);
    else void navigate(appPaths.bonusDraw, { state: { bonus: plan } satisfies BonusDrawLocationState });
  };

  if (safety !== null) {
    const edit = () => {
      setSafety(null);
      setEditing(true);
    };
    return <StoppedQuestionCard answer={safety} edit={{ onClick: edit }} />;
  }

  return (
    <div className="bonus-page">
      <header className="reading-page-intro">
        <p className="text-body-secondary small text-uppercase fw-semibold mb-1">Bonus reading</p>
        <h1 className="h3 mb-1">{template.title}</h1>
        <p className="text-body-secondary mb-0">
          {template.description} <AvailableUntil until={template.availableUntil} />
        </p>
      </header>
      <form className="reading-form" onSubmit={submit} aria-label={`Set up ${template.title}`}>
        <div className="reading-form-main">
          <section className="reading-section" aria-labelledby={spreadTitleId}>
            <h2 id={spreadTitleId} className="reading-section-title">
              The spread: {template.cards} {template.cards === 1 ? 'card' : 'cards'}
            </h2>
            <PositionList positions={template.positions} />
          </section>
          <QuestionField
            general={general}
            question={question}
            onGeneralChange={setGeneral}
            onQuestionChange={setQuestion}
            focusQuestion={editing}
            note={<QuestionSafetyNote question={question} />}
          />
        </div>
        <div className="reading-form-aside">
          <DeckPicker decks={decks} value={plan.deckId} onChange={(deckId) => setPreferences(writePreferences({ deckId }))} />
        </div>
        <StartPanel cost={bonusCost(template)} gems={points === undefined ? undefined : points.points + points.extraPoints} problem={problem} />
      </form>
    </div>
  );
}
