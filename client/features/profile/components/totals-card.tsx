import type { ReactNode } from 'react';
import type { Points } from '#common/api/points.ts';
import Button from 'react-bootstrap/Button';
import { BookIcon, ChartIcon, CoinIcon, GemIcon, ShareIcon, SparkleIcon } from '#client/components/icons.tsx';
import { PageSection } from '#client/components/page-section.tsx';
import { useProfileTotals } from '../account-api.ts';

const numbers = new Intl.NumberFormat();

/** One figure: its number (or a gray bar while it loads, or a dash when it could not be) and what it counts. */
function Stat({ icon, label, value, detail }: { icon: ReactNode; label: string; value: number | null | undefined; detail?: string }) {
  return (
    <div className="profile-stat">
      <dt className="profile-stat-label">
        <span className="profile-stat-icon" aria-hidden="true">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="profile-stat-value">
        {value === undefined ? (
          <span className="placeholder-glow" aria-label="Loading">
            <span className="placeholder col-6" />
          </span>
        ) : value === null ? (
          <span aria-label="Not available">–</span>
        ) : (
          numbers.format(value)
        )}
        {detail && value !== undefined && value !== null && <span className="profile-stat-detail">{detail}</span>}
      </dd>
    </div>
  );
}

/**
 * What the account holds (docs/product.md#profile): gems and coins from `points`, the record the header shows (the
 * route hands it over with the same local regeneration, so the two agree), and the reading and share totals, which
 * say so when they fail.
 */
export function TotalsCard({ points }: { points: Points | undefined }) {
  const { data: totals, isError, isFetching, refetch } = useProfileTotals();
  const tally = (key: 'readingsDrawn' | 'readingsSaved' | 'activeShares') => (totals ? totals[key] : isError ? null : undefined);
  return (
    <PageSection title="Your totals" icon={<ChartIcon size={20} />} className="page-section-wide">
      <dl className="profile-stats">
        <Stat icon={<GemIcon size={18} />} label="Gems" value={points?.points} detail={points && points.extraPoints > 0 ? `+${points.extraPoints} extra` : undefined} />
        <Stat icon={<CoinIcon size={18} />} label="Coins" value={points?.coins} />
        <Stat icon={<SparkleIcon size={18} />} label="Readings drawn" value={tally('readingsDrawn')} />
        <Stat icon={<BookIcon size={18} />} label="Readings saved" value={tally('readingsSaved')} />
        <Stat icon={<ShareIcon size={18} />} label="Active share links" value={tally('activeShares')} />
      </dl>
      {isError && (
        <div className="profile-inline-error" role="alert">
          <span>Your reading totals could not be loaded.</span>
          <Button variant="outline-secondary" size="sm" disabled={isFetching} onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      )}
      <p className="small text-body-secondary mb-0 mt-3">
        Drawn counts every reading and clarifier since you joined; saved is what My Readings holds now.
      </p>
    </PageSection>
  );
}
