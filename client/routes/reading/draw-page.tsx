import { useCallback, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link, useLocation, useNavigate } from 'react-router';
import { findDeck } from '#common/cards/deck-definitions.ts';
import { findSpreadType } from '#common/domain/spreads.ts';
import { CardsIcon } from '#client/components/icons.tsx';
import { NoticeCard } from '#client/components/notice-card.tsx';
import { useCommitment, useSpreadTypes } from '#client/features/readings/api.ts';
import { DrawBoard } from '#client/features/readings/components/draw/draw-board.tsx';
import { FairnessNote } from '#client/features/readings/components/draw/fairness-note.tsx';
import { PickedSlots } from '#client/features/readings/components/draw/picked-slots.tsx';
import { nextPick, NO_PICKS, togglePick, type PickNeed, type Picks } from '#client/features/readings/draw-picks.ts';
import { useStartReading } from '#client/features/readings/mutations.ts';
import { cardsToDraw, readPlanState, resolveDeckId, toReadingRequest, type DrawLocationState, type ReadingPlan } from '#client/features/readings/plan.ts';
import type { ResultLocationState } from '#client/features/readings/result-state.ts';
import { appPaths } from '#client/paths.ts';

/** What to do next, in words: "Pick 3 cards", "Pick 1 more card", "Now pick the card that crosses". */
function instruction(picks: Picks, need: PickNeed): string {
  const step = nextPick(picks, need);
  if (step === 'crossing') return 'Now pick the card that crosses';
  if (step === 'done') return 'All your cards are picked. Reveal your reading when you are ready.';
  const left = need.cards - picks.selected.length;
  const noun = left === 1 ? 'card' : 'cards';
  return picks.selected.length === 0 ? `Pick ${left} ${noun}` : `Pick ${left} more ${noun}`;
}

/** /app/main/reading/draw: the deck face down; the user picks the reading's cards, then reveals it. */
export function Component() {
  const plan = readPlanState(useLocation().state);
  return plan === null ? <NothingToDraw /> : <DrawForPlan plan={plan} />;
}

/** Without a plan (a typed URL, a bookmark) there is nothing to draw for yet. */
function NothingToDraw() {
  return (
    <NoticeCard
      icon={CardsIcon}
      title="Set up your reading first"
      actions={
        <Link className="btn btn-primary" to={appPaths.reading}>
          Start Reading
        </Link>
      }
    >
      <p className="text-body-secondary mb-4">Choose your question, spread and deck, and the deck will be shuffled for you to draw from.</p>
    </NoticeCard>
  );
}

function DrawForPlan({ plan }: { plan: ReadingPlan }) {
  const navigate = useNavigate();
  const commitment = useCommitment();
  const { data: spreadTypes } = useSpreadTypes();
  const start = useStartReading();
  const [picks, setPicks] = useState<Picks>(NO_PICKS);
  const need: PickNeed = { cards: plan.cards, crossing: plan.crossing };
  const spread = spreadTypes?.find((candidate) => candidate.name === plan.spreadTypeName) ?? findSpreadType(plan.spreadTypeName);
  const deck = findDeck(resolveDeckId(plan.deckId));
  const complete = nextPick(picks, need) === 'done';
  const total = cardsToDraw(plan);
  const picked = picks.selected.length + (picks.crossing === null ? 0 : 1);
  const shuffle = commitment.data ?? undefined;

  const toggle = useCallback(
    (position: number) => setPicks((current) => togglePick(current, position, { cards: plan.cards, crossing: plan.crossing })),
    [plan.cards, plan.crossing],
  );

  const reveal = () => {
    if (shuffle === undefined || !complete) return;
    start.mutate(toReadingRequest(plan, picks, shuffle.shuffleId), {
      onSuccess: ({ id }) =>
        navigate(appPaths.result(id, -1), { replace: true, state: { commitment: shuffle.commitment } satisfies ResultLocationState }),
    });
  };

  return (
    <div className="draw-page">
      <header className="draw-page-intro">
        <h1 className="h3 mb-1">Draw your cards</h1>
        <p className="text-body-secondary mb-0">
          {spread?.label ?? plan.spreadTypeName}
          {deck && ` · ${deck.name} deck`}
          {!plan.general && plan.question.trim() !== '' && <span className="draw-page-question"> · “{plan.question.trim()}”</span>}
          {' · '}
          <Link to={appPaths.reading} state={{ plan } satisfies DrawLocationState}>
            Change<span className="visually-hidden"> the set-up</span>
          </Link>
        </p>
      </header>
      <p className="draw-instruction" aria-live="polite">
        {instruction(picks, need)}
      </p>
      <PickedSlots spread={spread} picks={picks} need={need} />
      <DrawBoard style={deck?.style ?? 'gilded'} picks={picks} need={need} onToggle={toggle} />
      <FairnessNote commitment={shuffle?.commitment} />
      <div className="draw-actions">
        <span className="draw-actions-count" aria-hidden="true">
          {picked} of {total} picked
        </span>
        <Button variant="primary" size="lg" disabled={!complete || shuffle === undefined || start.isPending} onClick={reveal}>
          {start.isPending ? 'Revealing…' : 'Reveal my reading'}
        </Button>
      </div>
    </div>
  );
}
