import { CardArt } from '#client/components/card-art/card-art.tsx';
import { CardBack } from '#client/components/card-art/card-back.tsx';
import { EyeIcon } from '#client/components/icons.tsx';
import type { ReadingCard } from '../../reading-cards.ts';

/** Props of {@link AnswerList}. */
export interface AnswerListProps {
  cards: readonly ReadingCard[];
  /** The reading is still being written: missing text shows as placeholder lines. */
  writing: boolean;
}

/** Each card of the reading in order: its position, its name (and whether it is reversed), and what it says. */
export function AnswerList({ cards, writing }: AnswerListProps) {
  return (
    <ol className="answer-list" aria-label="Your cards">
      {cards.map((item) => (
        <li key={item.answer.answerUuid} className="answer" id={`answer-${item.index + 1}`}>
          <div className="answer-card">
            {item.card === undefined ? (
              <CardBack style={item.style} width={64} />
            ) : (
              <CardArt card={item.card} style={item.style} reversed={item.answer.reversed} width={64} />
            )}
          </div>
          <div className="answer-head">
            <p className="answer-position">
              <span className="answer-number">{item.index + 1}</span>
              {item.positionName}
              {item.crossing && <span className="visually-hidden"> (the crossing card)</span>}
            </p>
            <h2 className="answer-card-name h5">
              {item.card?.name ?? 'Unknown card'}
              {item.answer.reversed && <span className="answer-reversed">Reversed</span>}
            </h2>
            {item.positionMeaning !== '' && <p className="answer-meaning">{item.positionMeaning}</p>}
          </div>
          <div className="answer-body">
            {item.answer.text ? (
              <p className="answer-text">{item.answer.text}</p>
            ) : (
              writing && <AnswerPlaceholder />
            )}
            {item.answer.visualDescription && (
              <p className="answer-visual">
                <EyeIcon size={16} className="answer-visual-icon" />
                <span className="visually-hidden">What the card shows: </span>
                {item.answer.visualDescription}
              </p>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}

/** Grey lines where an answer's text will appear. */
function AnswerPlaceholder() {
  return (
    <p className="answer-text placeholder-glow" aria-hidden="true">
      <span className="placeholder col-11" /> <span className="placeholder col-9" /> <span className="placeholder col-6" />
    </p>
  );
}
