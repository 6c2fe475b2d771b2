import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SafetyAnswer } from '#common/api/safety.ts';
import type { SpecialReading } from '#common/api/special-readings.ts';
import { findDeck } from '#common/cards/deck-definitions.ts';
import { specialSpreadType } from '#common/domain/spreads.ts';
import { useCommitment } from '#client/features/readings/api.ts';
import { DrawIntro } from '#client/features/readings/components/draw/draw-intro.tsx';
import { DrawStage } from '#client/features/readings/components/draw/draw-stage.tsx';
import { nextPick, NO_PICKS, togglePick, type PickNeed, type Picks } from '#client/features/readings/draw-picks.ts';
import { useStartReading } from '#client/features/readings/mutations.ts';
import type { ResultLocationState } from '#client/features/readings/result-state.ts';
import { StoppedQuestionCard } from '#client/features/safety/components/stopped-question-card.tsx';
import { useSpecialReading } from '#client/features/special-readings/api.ts';
import { readBonusPlanState, toSpecialReadingRequest, type BonusDrawLocationState, type BonusPlan } from '#client/features/special-readings/bonus-plan.ts';
import { refusalOf } from '#client/lib/refusal.ts';
import { appPaths } from '#client/paths.ts';
import { BonusUnavailable } from './bonus-unavailable.tsx';

/** /app/main/bonus/draw: a bonus reading's cards, picked face down from a committed shuffle, then revealed. */
export function Component() {
  const plan = readBonusPlanState(useLocation().state);
  if (plan === null) {
    return <BonusUnavailable title="Choose a bonus reading first">Pick one of the bonus readings on offer, and the deck will be shuffled for you to draw from.</BonusUnavailable>;
  }
  return <DrawForBonus plan={plan} />;
}

/** Waits for the plan's template: it may have closed since its page was opened. */
function DrawForBonus({ plan }: { plan: BonusPlan }) {
  const found = useSpecialReading(plan.specialReadingId);
  if (found.isPending) {
    return (
      <p className="draw-instruction" role="status">
        Shuffling the deck…
      </p>
    );
  }
  if (found.data?.status !== 'found') {
    return <BonusUnavailable title="This bonus reading is not available now">It may have ended. See which bonus readings are on offer today.</BonusUnavailable>;
  }
  return <BonusDraw plan={plan} template={found.data.template} />;
}

/** The draw itself: the template's positions to fill, the face-down deck and the reveal. */
function BonusDraw({ plan, template }: { plan: BonusPlan; template: SpecialReading }) {
  const navigate = useNavigate();
  const commitment = useCommitment();
  const start = useStartReading('special');
  const [picks, setPicks] = useState<Picks>(NO_PICKS);
  const [safety, setSafety] = useState<SafetyAnswer | null>(null);
  const need: PickNeed = { cards: template.cards, crossing: false };
  const spread = specialSpreadType(template.title, template.positions);
  const deck = findDeck(plan.deckId);
  const complete = nextPick(picks, need) === 'done';
  const shuffle = commitment.data ?? undefined;

  const toggle = useCallback((position: number) => setPicks((current) => togglePick(current, position, { cards: template.cards, crossing: false })), [template.cards]);

  const reveal = () => {
    if (shuffle === undefined || !complete) return;
    start.mutate(toSpecialReadingRequest(plan, template, picks.selected, shuffle.shuffleId), {
      onSuccess: (result) =>
        result.status === 'SAFETY'
          ? setSafety(result.safety)
          : navigate(appPaths.result(result.id, -1), { replace: true, state: { commitment: shuffle.commitment } satisfies ResultLocationState }),
    });
  };

  // The server's crisis screen stopped the question (docs/product.md#safety): nothing was drawn or charged.
  if (safety !== null) {
    const edit = { to: appPaths.bonusReading(template.id), state: { bonus: plan } satisfies BonusDrawLocationState };
    return <StoppedQuestionCard answer={safety} edit={edit} />;
  }

  return (
    <div className="draw-page">
      <DrawIntro
        label={template.title}
        deckName={deck?.name}
        question={plan.general ? '' : plan.question}
        changeTo={appPaths.bonusReading(template.id)}
        changeState={{ bonus: plan } satisfies BonusDrawLocationState}
      />
      <DrawStage
        spread={spread}
        style={deck?.style ?? 'gilded'}
        picks={picks}
        need={need}
        onToggle={toggle}
        commitment={shuffle?.commitment}
        status={<span aria-hidden="true">{`${picks.selected.length} of ${template.cards} picked`}</span>}
        revealLabel="Reveal my reading"
        revealing={start.isPending}
        refusal={start.error === null ? undefined : refusalOf(start.error).message}
        canReveal={complete && shuffle !== undefined}
        onReveal={reveal}
      />
    </div>
  );
}
