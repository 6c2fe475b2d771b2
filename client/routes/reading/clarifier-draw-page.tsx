import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { Link, useLocation, useNavigate } from 'react-router';
import { CLARIFIER_CARDS, CLARIFIER_SPREAD, type Reading } from '#common/api/readings.ts';
import type { SafetyAnswer } from '#common/api/safety.ts';
import { QUESTION_MAX_LENGTH } from '#common/limits.ts';
import { safetyStopFor } from '#common/safety/safety-stop.ts';
import { CardArt } from '#art/card-art.tsx';
import { CardsIcon } from '#client/components/icons.tsx';
import { NoticeCard } from '#client/components/notice-card.tsx';
import { useRegeneratedPoints } from '#client/features/points/hooks/use-regenerated-points.ts';
import { readingQuery, useCommitment, useCosts, useSpreadTypes } from '#client/features/readings/api.ts';
import { clarifierCost, type ClarifierResultState, isClarifierInFlight, readClarifierState, toClarifierRequest } from '#client/features/readings/clarifier-plan.ts';
import { DrawStage } from '#client/features/readings/components/draw/draw-stage.tsx';
import { GemPrice } from '#client/features/readings/components/reading-icons.tsx';
import { ResultSkeleton } from '#client/features/readings/components/result/result-skeleton.tsx';
import { nextPick, NO_PICKS, togglePick, type PickNeed, type Picks } from '#client/features/readings/draw-picks.ts';
import { useStartClarifier } from '#client/features/readings/mutations.ts';
import { readingSpreadType, tryReadingCards, type ReadingCard } from '#common/domain/reading-cards.ts';
import { QuestionSafetyNote } from '#client/features/safety/components/question-safety-note.tsx';
import { StoppedQuestionCard } from '#client/features/safety/components/stopped-question-card.tsx';
import { safetyCopy } from '#client/features/safety/copy.ts';
import { refusalOf } from '#client/lib/refusal.ts';
import { appPaths } from '#client/paths.ts';

/**
 * /app/main/reading/clarifier/draw (docs/product.md#draw-a-clarifier): a follow-up question on one answer of the active
 * reading, its price, and one face-down card (plus an optional crossing card) to draw for it.
 */
export function Component() {
  const clarify = readClarifierState(useLocation().state);
  return clarify === null ? <NothingToClarify /> : <ClarifierForAnswer readingId={clarify.readingId} answerUuid={clarify.answerUuid} />;
}

/** Without an answer to clarify (a typed URL, a bookmark), the reading is where one is chosen. */
function NothingToClarify({ reason }: { reason?: string }) {
  return (
    <NoticeCard
      icon={CardsIcon}
      title="Choose an answer to clarify"
      actions={
        <Link className="btn btn-primary" to={appPaths.activeResult}>
          View Reading
        </Link>
      }
    >
      <p className="text-body-secondary mb-4">{reason ?? 'Open your reading and choose “Ask a clarifier” under the card you want to know more about.'}</p>
    </NoticeCard>
  );
}

function ClarifierForAnswer({ readingId, answerUuid }: { readingId: string; answerUuid: string }) {
  const { data: reading, isPending } = useQuery(readingQuery(readingId));
  const { data: spreadTypes } = useSpreadTypes();
  if (isPending) return <ResultSkeleton cards={1} />;
  if (!reading) return <NothingToClarify reason="This reading could not be opened. It may have been discarded." />;
  const laid = tryReadingCards(reading, readingSpreadType(reading, spreadTypes));
  const card = laid.ok ? laid.cards.find((candidate) => candidate.answer.answerUuid === answerUuid) : undefined;
  if (card === undefined) return <NothingToClarify reason="That card is not in your reading." />;
  if (reading.status !== 'ACTIVE') return <NothingToClarify reason="Only your active, finished reading takes clarifiers." />;
  if (reading.clarifiers.some(isClarifierInFlight)) return <NothingToClarify reason="A clarifier for this reading is still being written. Ask the next one once it is finished." />;
  return <ClarifierDraw reading={reading} card={card} cardCount={laid.ok ? laid.cards.length : 1} />;
}

interface ClarifierDrawProps {
  reading: Reading;
  /** The card whose answer is clarified. */
  card: ReadingCard;
  /** How many cards the reading has, for the result link. */
  cardCount: number;
}

function ClarifierDraw({ reading, card, cardCount }: ClarifierDrawProps) {
  const navigate = useNavigate();
  const commitment = useCommitment();
  const costs = useCosts();
  const points = useRegeneratedPoints();
  const start = useStartClarifier();
  const questionId = useId();
  const reasonId = useId();
  const [question, setQuestion] = useState('');
  const [crossing, setCrossing] = useState(false);
  const [picks, setPicks] = useState<Picks>(NO_PICKS);
  const [safety, setSafety] = useState<SafetyAnswer | null>(null);
  const need: PickNeed = { cards: CLARIFIER_CARDS, crossing };
  const complete = nextPick(picks, need) === 'done';
  const shuffle = commitment.data ?? undefined;
  const cost = costs.data === undefined ? undefined : clarifierCost(reading, crossing, costs.data);
  const gems = points === undefined ? undefined : points.points + points.extraPoints;
  const shortBy = cost === undefined || gems === undefined ? 0 : cost - gems;

  const toggle = useCallback((position: number) => setPicks((current) => togglePick(current, position, { cards: CLARIFIER_CARDS, crossing })), [crossing]);
  const chooseCrossing = (wanted: boolean) => {
    setCrossing(wanted);
    if (!wanted) setPicks((current) => ({ ...current, crossing: null }));
  };

  const reveal = () => {
    if (shuffle === undefined || !complete || shortBy > 0) return;
    // The crisis screen (docs/product.md#safety) reads the question here first: a stopped one is never sent or charged.
    const stop = safetyStopFor(question);
    if (stop !== null) {
      setSafety(stop.safety);
      return;
    }
    const body = toClarifierRequest(reading, card.answer.answerUuid, { question, crossing, picks, shuffleId: shuffle.shuffleId });
    start.mutate(body, {
      onSuccess: (result) =>
        result.status === 'SAFETY'
          ? setSafety(result.safety)
          : navigate(appPaths.result(result.id, card.index, cardCount), {
              replace: true,
              state: { clarifierPosition: result.clarifierPosition ?? 0 } satisfies ClarifierResultState,
            }),
    });
  };

  if (safety !== null) {
    // Back to the question as typed, with the cards as picked: a stopped start spends no shuffle.
    return (
      <StoppedQuestionCard answer={safety} edit={{ onClick: () => setSafety(null) }}>
        <Link className="btn btn-outline-secondary" to={appPaths.result(reading.id, card.index, cardCount)}>
          {safetyCopy(safety.language).backToReading}
        </Link>
      </StoppedQuestionCard>
    );
  }

  return (
    <div className="draw-page">
      <header className="draw-page-intro">
        <h1 className="h3 mb-1">Ask a clarifier</h1>
        <p className="text-body-secondary mb-0">
          One more card on one answer of your reading{reading.title && <> · {reading.title}</>}
          {' · '}
          <Link to={appPaths.result(reading.id, card.index, cardCount)}>Back to your reading</Link>
        </p>
      </header>
      <section className="clarifier-setup" aria-label="Your clarifier">
        <div className="clarifier-target">
          <CardArt card={card.card} style={card.style} reversed={card.answer.reversed} width={56} />
          <div>
            <p className="answer-position mb-1">Clarifying {card.positionName}</p>
            <h2 className="h6 mb-1">
              {card.card.name}
              {card.answer.reversed && <span className="answer-reversed ms-2">Reversed</span>}
            </h2>
            {card.answer.text && <p className="clarifier-target-text">{card.answer.text}</p>}
          </div>
        </div>
        <Form.Group controlId={questionId}>
          <Form.Label className="fw-semibold">Your follow-up question</Form.Label>
          <Form.Control
            as="textarea"
            rows={2}
            maxLength={QUESTION_MAX_LENGTH}
            value={question}
            placeholder="What would you like to know more about?"
            onChange={(event) => setQuestion(event.target.value)}
          />
          <Form.Text>Leave it empty to ask what the new card adds to this answer.</Form.Text>
          <QuestionSafetyNote question={question} />
        </Form.Group>
        <Form.Check
          type="switch"
          id={`${questionId}-crossing`}
          label="Add a crossing card"
          checked={crossing}
          onChange={(event) => chooseCrossing(event.target.checked)}
        />
        <p className="clarifier-price" aria-live="polite">
          <span>This clarifier costs</span>
          {cost === undefined ? <span className="text-body-secondary">…</span> : <GemPrice gems={cost} className="start-panel-cost" />}
          <span className="text-body-secondary small">{gems === undefined ? 'Checking your gems…' : `You have ${gems} ${gems === 1 ? 'gem' : 'gems'}.`}</span>
        </p>
      </section>
      <DrawStage
        spread={CLARIFIER_SPREAD}
        style={card.style}
        picks={picks}
        need={need}
        onToggle={toggle}
        commitment={shuffle?.commitment}
        instruction={complete ? 'Your cards are picked. Reveal your clarifier when you are ready.' : undefined}
        status={
          shortBy > 0 ? (
            <>
              You need {shortBy} more {shortBy === 1 ? 'gem' : 'gems'}. <Link to={appPaths.gems}>Get More Gems</Link>
            </>
          ) : (
            <span aria-hidden="true">{`${picks.selected.length + (picks.crossing === null ? 0 : 1)} of ${CLARIFIER_CARDS + (crossing ? 1 : 0)} picked`}</span>
          )
        }
        statusId={shortBy > 0 ? reasonId : undefined}
        revealLabel="Reveal my clarifier"
        revealing={start.isPending}
        refusal={start.error === null ? undefined : refusalOf(start.error).message}
        canReveal={complete && shuffle !== undefined && cost !== undefined && shortBy <= 0}
        onReveal={reveal}
      />
    </div>
  );
}
