import Button from 'react-bootstrap/Button';
import type { AreaMeanings } from '#common/cards/areas/types.ts';
import { useCardAreas } from '../hooks/use-card-areas.ts';

const AREAS: ReadonlyArray<{ key: keyof AreaMeanings; label: string }> = [
  { key: 'love', label: 'Love' },
  { key: 'work', label: 'Work' },
  { key: 'self', label: 'Self' },
];

/** Props of {@link CardAreaMeanings}. */
export interface CardAreaMeaningsProps {
  slug: string;
  reversed: boolean;
}

/**
 * What the card says about love, work and the self in the chosen orientation: the same texts the
 * builtin interpreter reads a question about love or work through.
 */
export function CardAreaMeanings({ slug, reversed }: CardAreaMeaningsProps) {
  const state = useCardAreas(slug);
  if (state.status === 'pending') {
    return (
      <div className="card-areas placeholder-glow" role="status" aria-label="Loading the love, work and self meanings">
        {AREAS.map(({ key }) => (
          <p key={key} className="mb-2" aria-hidden="true">
            <span className="placeholder col-2" /> <span className="placeholder col-9" />
          </p>
        ))}
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="card-areas card-areas-error" role="alert">
        <p className="mb-2">The love, work and self meanings could not load. Check your connection and try again.</p>
        <Button variant="outline-secondary" size="sm" onClick={state.retry}>
          Try again
        </Button>
      </div>
    );
  }
  const meanings = state.areas?.[reversed ? 'reversed' : 'upright'];
  if (meanings === undefined) return null;
  return (
    <dl className="card-areas">
      {AREAS.map(({ key, label }) => (
        <div key={key} className="card-area">
          <dt>{label}</dt>
          <dd>{meanings[key]}</dd>
        </div>
      ))}
    </dl>
  );
}
