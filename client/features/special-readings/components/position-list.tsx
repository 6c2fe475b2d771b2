import type { SpreadPosition } from '#common/api/readings.ts';

/** A bonus reading's fixed spread: its positions in the order the cards are laid, each with what it speaks to. */
export function PositionList({ positions }: { positions: readonly SpreadPosition[] }) {
  return (
    <ol className="bonus-positions" aria-label="The spread">
      {positions.map((position, index) => (
        <li key={index} className="bonus-position">
          <span className="bonus-position-number" aria-hidden="true">
            {index + 1}
          </span>
          <span>
            <span className="bonus-position-name">{position.name}</span>
            <span className="bonus-position-meaning">{position.meaning}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
