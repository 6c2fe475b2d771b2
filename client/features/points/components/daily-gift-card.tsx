import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { SectionLoadFailed } from './section-load-failed.tsx';
import type { Gift } from '#common/domain/daily-gift.ts';
import { DAILY_GIFT_MAX_GEMS } from '#common/domain/daily-gift.ts';
import { BusyLabel } from '#client/components/busy-label.tsx';
import { refusalOf } from '#client/lib/refusal.ts';
import { useClaimDailyGift, useDailyGift } from '../daily-gift.ts';
import { count, formatWait } from '../duration.ts';

/** The countdown moves every half minute: it shows whole minutes. */
const COUNTDOWN_TICK_MS = 30_000;

const time = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

/** "3 extra gems and 10 coins". */
export const giftWords = (gift: Gift): string => `${count(gift.extraPoints, 'extra gem')} and ${count(gift.coins, 'coin')}`;

/** The streak's days as a row of gems: those behind, today's, and those ahead up to the largest gift. */
function StreakRow({ streak, claimedToday }: { streak: number; claimedToday: boolean }) {
  const today = Math.min(streak, DAILY_GIFT_MAX_GEMS);
  return (
    <ol className="daily-gift-streak" aria-hidden="true">
      {Array.from({ length: DAILY_GIFT_MAX_GEMS }, (_, index) => {
        const n = index + 1;
        const state = n < today || (n === today && claimedToday) ? 'done' : n === today ? 'today' : 'ahead';
        return (
          <li key={n} className={`daily-gift-day daily-gift-day-${state}`}>
            <span className="daily-gift-day-gems">+{n}</span>
            <span className="daily-gift-day-label">{n === DAILY_GIFT_MAX_GEMS ? `Day ${n}+` : `Day ${n}`}</span>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The daily gift (docs/product.md#daily-gift): today's gift and Claim, or what was claimed and when the next one is
 * ready, by the server's day. The streak shows as a row of growing gifts; the sentences say it all without it.
 */
export function DailyGiftCard() {
  const { data, dataUpdatedAt, isPending, isError, isFetching, refetch } = useDailyGift();
  const claim = useClaimDailyGift();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, []);

  const readyAt = data === undefined ? undefined : dataUpdatedAt + data.msUntilNextDay;
  // Once the server's day has turned, ask for the new day's gift.
  useEffect(() => {
    if (readyAt === undefined) return undefined;
    const timer = setTimeout(() => void refetch(), Math.max(0, readyAt - Date.now()) + 1_000);
    return () => clearTimeout(timer);
  }, [readyAt, refetch]);

  if (isPending) {
    return (
      <div className="placeholder-glow" aria-busy="true">
        <span className="placeholder col-12 mb-3" style={{ height: '3.5rem' }} aria-hidden="true" />
        <span className="placeholder col-9 mb-2" aria-hidden="true" />
        <span className="placeholder col-4" style={{ height: '2.25rem' }} aria-hidden="true" />
        <span className="visually-hidden">Loading your daily gift…</span>
      </div>
    );
  }
  if (isError) {
    return (
      <SectionLoadFailed message="Your daily gift could not be loaded." retrying={isFetching} onRetry={() => void refetch()} />
    );
  }

  const { claimedToday, streak, gift, nextGift } = data;
  const ready = dataUpdatedAt + data.msUntilNextDay;
  const wait = Math.max(0, ready - now);
  const claimProblem = claim.isError ? refusalOf(claim.error).message : null;
  return (
    <div className="daily-gift">
      <StreakRow streak={streak} claimedToday={claimedToday} />
      <p className="daily-gift-streak-words mb-2">
        {streak === 1 ? 'Day 1 of a new streak.' : `Day ${streak} of your streak.`} Each day in a row adds an extra gem, up to{' '}
        {DAILY_GIFT_MAX_GEMS}; a missed day starts again at 1.
      </p>
      <div role="status" className="daily-gift-status">
        {claimedToday ? (
          <Alert variant="success" className="mb-2">
            Claimed today: {giftWords(gift)}.
          </Alert>
        ) : (
          <p className="daily-gift-today mb-2">
            Today’s gift: <strong>{giftWords(gift)}</strong>.
          </p>
        )}
      </div>
      {claimedToday ? (
        <p className="small text-body-secondary mb-0">
          Your next gift, {giftWords(nextGift)} if you come back tomorrow, is ready in {formatWait(wait)} (at {time.format(ready)} your time). A new
          day starts at midnight UTC.
        </p>
      ) : (
        <>
          <Button variant="primary" onClick={() => claim.mutate()} disabled={claim.isPending}>
            <BusyLabel busy={claim.isPending} busyText="Claiming…">
              Claim today’s gift
            </BusyLabel>
          </Button>
          {claimProblem !== null && (
            <p className="text-danger small mt-2 mb-0" role="alert">
              {claimProblem}
            </p>
          )}
        </>
      )}
    </div>
  );
}
