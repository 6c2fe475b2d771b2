import { useCallback, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { SafetyAnswer } from '#common/api/safety.ts';
import { findDeck, resolveDeckId } from '#common/cards/deck-definitions.ts';
import { findSpreadType } from '#common/domain/spreads.ts';
import { CardsIcon } from '#client/components/icons.tsx';
import { NoticeCard } from '#client/components/notice-card.tsx';
import { useNotice } from '#client/features/notices/notice-context.ts';
import { useCommitment, useSpreadTypes } from '#client/features/readings/api.ts';
import { DrawIntro } from '#client/features/readings/components/draw/draw-intro.tsx';
import { DrawStage } from '#client/features/readings/components/draw/draw-stage.tsx';
import { nextPick, NO_PICKS, togglePick, type PickNeed, type Picks } from '#client/features/readings/draw-picks.ts';
import { useStartReading } from '#client/features/readings/mutations.ts';
import { cardsToDraw, readPlanState, toReadingRequest, type DrawLocationState, type ReadingPlan } from '#client/features/readings/plan.ts';
import type { ResultLocationState } from '#client/features/readings/result-state.ts';
import { StoppedQuestionCard } from '#client/features/safety/components/stopped-question-card.tsx';
import { refusalOf } from '#client/lib/refusal.ts';
import { appPaths } from '#client/paths.ts';

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
  useNotice('drawingExplanation');
  const navigate = useNavigate();
  const commitment = useCommitment();
  const { data: spreadTypes } = useSpreadTypes();
  const start = useStartReading();
  const [picks, setPicks] = useState<Picks>(NO_PICKS);
  const [safety, setSafety] = useState<SafetyAnswer | null>(null);
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
      onSuccess: (result) =>
        result.status === 'SAFETY'
          ? setSafety(result.safety)
          : navigate(appPaths.result(result.id, -1), { replace: true, state: { commitment: shuffle.commitment } satisfies ResultLocationState }),
    });
  };

  // The server's crisis screen stopped the question (docs/product.md#safety): nothing was drawn or charged.
  if (safety !== null) {
    return <StoppedQuestionCard answer={safety} edit={{ to: appPaths.reading, state: { plan } satisfies DrawLocationState }} />;
  }

  return (
    <div className="draw-page">
      <DrawIntro
        label={spread?.label ?? plan.spreadTypeName}
        deckName={deck?.name}
        question={plan.general ? '' : plan.question}
        changeTo={appPaths.reading}
        changeState={{ plan } satisfies DrawLocationState}
      />
      <DrawStage
        spread={spread}
        style={deck?.style ?? 'gilded'}
        picks={picks}
        need={need}
        onToggle={toggle}
        commitment={shuffle?.commitment}
        status={<span aria-hidden="true">{`${picked} of ${total} picked`}</span>}
        revealLabel="Reveal my reading"
        revealing={start.isPending}
        refusal={start.error === null ? undefined : refusalOf(start.error).message}
        canReveal={complete && shuffle !== undefined}
        onReveal={reveal}
      />
    </div>
  );
}
