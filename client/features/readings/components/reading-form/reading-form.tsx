import { useState, type ComponentType, type FormEvent } from 'react';
import type { SpreadType } from '#common/api/readings.ts';
import type { Costs } from '#common/api/settings.ts';
import { FREE_DECK_ID, resolveDeckId } from '#common/cards/deck-definitions.ts';
import { planCost, spreadShape, type ReadingPlan } from '../../plan.ts';
import { readPreferences, writePreferences, type ReadingPreferences } from '../../preferences.ts';
import { CardCountField } from './card-count-field.tsx';
import { DeckPicker, type DeckOption } from './deck-picker.tsx';
import { QuestionField } from './question-field.tsx';
import { ReadingOptions } from './reading-options.tsx';
import { SpreadPicker } from './spread-picker.tsx';
import { StartPanel } from './start-panel.tsx';

/** Props of {@link ReadingForm}. */
export interface ReadingFormProps {
  spreadTypes: readonly SpreadType[];
  costs: Costs;
  decks: readonly DeckOption[];
  /** The gems the user can spend now; undefined while loading. */
  gems: number | undefined;
  /** Called with the finished plan when the user starts. */
  onStart: (plan: ReadingPlan) => void;
  /** The plan the user set up before, when they come back from the draw page to change it. */
  previous?: ReadingPlan | null;
  /** Focus the question on arrival: the user came back to edit it. */
  focusQuestion?: boolean;
  /** What to show under the question as typed (the page's help when it shows someone in danger). */
  QuestionNote?: ComponentType<{ question: string }>;
}

/** The deck to read with: the preferred one when it is unlocked, else the free deck. */
function usableDeckId(decks: readonly DeckOption[], preferred: number): number {
  const wanted = resolveDeckId(preferred);
  return decks.some((deck) => deck.id === wanted && !deck.locked) ? wanted : FREE_DECK_ID;
}

/**
 * The reading set-up: question, spread, card count, deck and options, with the live price. Every
 * choice except the question is remembered as a local preference (docs/product.md#local-reading-preferences); the question never is.
 */
export function ReadingForm({ spreadTypes, costs, decks, gems, onStart, previous, focusQuestion, QuestionNote }: ReadingFormProps) {
  const [preferences, setPreferences] = useState(readPreferences);
  const [general, setGeneral] = useState(previous?.general ?? true);
  const [question, setQuestion] = useState(previous?.question ?? '');
  const update = (changes: Partial<ReadingPreferences>) => setPreferences(writePreferences(changes));

  const spread = spreadTypes.find((candidate) => candidate.name === preferences.spreadId) ?? spreadTypes[0];
  if (spread === undefined) return null;
  const shape = spreadShape(spread, preferences);
  const free = spread.minCards !== spread.maxCards;
  const plan: ReadingPlan = {
    general,
    question: general ? '' : question,
    spreadTypeName: spread.name,
    cards: shape.cards,
    crossing: shape.crossing,
    deckId: usableDeckId(decks, preferences.deckId),
    includeVisualDescriptions: preferences.visualDescriptions,
    allowReversed: preferences.allowReversed,
  };
  const problem = !general && question.trim() === '' ? 'Write your question above, or choose a general reading.' : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem === null) onStart(plan);
  };

  return (
    <form className="reading-form" onSubmit={submit} aria-label="New reading">
      <div className="reading-form-main">
        <QuestionField
          general={general}
          question={question}
          onGeneralChange={setGeneral}
          onQuestionChange={setQuestion}
          focusQuestion={focusQuestion}
          note={QuestionNote && <QuestionNote question={question} />}
        />
        <SpreadPicker
          spreadTypes={spreadTypes}
          value={spread.name}
          freeShape={{ cards: preferences.cards, crossing: preferences.crossing }}
          onChange={(spreadId) => update({ spreadId })}
        >
          {free && (
            <CardCountField
              cards={shape.cards}
              min={spread.minCards}
              max={spread.maxCards}
              crossing={shape.crossing}
              crossingOptional={spread.crossing === 'optional'}
              onCardsChange={(cards) => update({ cards })}
              onCrossingChange={(crossing) => update({ crossing })}
            />
          )}
        </SpreadPicker>
      </div>
      <div className="reading-form-aside">
        <DeckPicker decks={decks} value={plan.deckId} onChange={(deckId) => update({ deckId })} />
        <ReadingOptions
          visualDescriptions={preferences.visualDescriptions}
          allowReversed={preferences.allowReversed}
          favorites={preferences.favorites}
          notify={preferences.notify}
          onVisualDescriptionsChange={(visualDescriptions) => update({ visualDescriptions })}
          onAllowReversedChange={(allowReversed) => update({ allowReversed })}
          onFavoritesChange={(favorites) => update({ favorites })}
          onNotifyChange={(notify) => update({ notify })}
        />
      </div>
      <StartPanel cost={planCost(plan, costs)} gems={gems} problem={problem} />
    </form>
  );
}
