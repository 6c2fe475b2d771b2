import { useId } from 'react';
import { Link } from 'react-router';
import type { SpecialReading } from '#common/api/special-readings.ts';
import { MoonIcon } from '#client/components/icons.tsx';
import { appPaths } from '#client/paths.ts';
import { bonusCost } from '../bonus-plan.ts';
import { AvailableUntil } from './available-until.tsx';
import { BonusPrice } from './bonus-price.tsx';

/** One bonus reading in the list: title, description, card count, price and the way in. */
export function BonusCard({ template }: { template: SpecialReading }) {
  const titleId = useId();
  return (
    <article className="bonus-card" aria-labelledby={titleId}>
      <div className="bonus-card-heading">
        <span className="bonus-card-icon" aria-hidden="true">
          <MoonIcon size={22} />
        </span>
        <h2 id={titleId} className="h5 mb-0">
          {template.title}
        </h2>
      </div>
      <p className="bonus-card-description">{template.description}</p>
      <p className="bonus-card-meta">
        <span>
          {template.cards} {template.cards === 1 ? 'card' : 'cards'}
        </span>
        <BonusPrice gems={bonusCost(template)} />
        <AvailableUntil until={template.availableUntil} className="bonus-card-until" />
      </p>
      <Link className="btn btn-primary bonus-card-start" to={appPaths.bonusReading(template.id)}>
        Start<span className="visually-hidden"> {template.title}</span>
      </Link>
    </article>
  );
}
