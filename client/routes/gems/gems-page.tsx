import { CoinIcon, GemIcon } from '#client/components/icons.tsx';
import { PageSection } from '#client/components/page-section.tsx';
import { Balances } from '#client/features/points/components/balances.tsx';
import { DailyGiftCard } from '#client/features/points/components/daily-gift-card.tsx';
import { GiftIcon } from '#client/features/points/components/gift-icon.tsx';
import { NextGem } from '#client/features/points/components/next-gem.tsx';
import { OfferWalls } from '#client/features/points/components/offer-walls.tsx';
import { SellGemsForm } from '#client/features/points/components/sell-gems-form.tsx';
import { useGemClock } from '#client/features/points/hooks/use-gem-clock.ts';
// oxlint-disable-next-line import/no-unassigned-import -- the page's styles, loaded with this route (see the stylesheet)
import '../../features/points/gems.scss';

/**
 * /app/main/gems (docs/product.md#get-more-gems): the balances, the daily gift, the next gem's progress, selling gems for
 * coins, and the offer walls that pay extra gems when the operator configured them.
 */
export function Component() {
  const clock = useGemClock();
  // The fallback record (maxPoints 0) means the server's could not be read; the Error dialog has said so.
  const loaded = clock !== undefined && clock.points.maxPoints > 0;
  return (
    <div className="page-sections">
      <header className="reading-page-intro">
        <h1 className="h3 mb-1">Get More Gems</h1>
        <p className="text-body-secondary mb-0">Gems pay for readings and refill by themselves. Here you can claim your daily gift, watch them refill, trade some for coins, and earn extra ones.</p>
      </header>
      <div className="page-sections-grid">
        <PageSection title="Your balances" icon={<GemIcon size={20} />} className="page-section-wide">
          {clock === undefined || loaded ? <Balances points={clock?.points} /> : <SectionPending failed />}
        </PageSection>
        <PageSection
          title="Daily gift"
          icon={<GiftIcon size={20} />}
          className="page-section-wide"
          description="Come back once a day for extra gems and coins. Extra gems never refill and are spent after your regular gems; coins unlock decks."
        >
          <DailyGiftCard />
        </PageSection>
        <PageSection title="Next gem" icon={<GemIcon size={20} />}>
          {loaded ? <NextGem points={clock.points} progress={clock.progress} /> : <SectionPending failed={clock !== undefined} />}
        </PageSection>
        <PageSection title="Sell gems for coins" icon={<CoinIcon size={20} />} description="One gem buys one coin. Only regular gems can be sold, never extra gems.">
          {loaded ? <SellGemsForm points={clock.points} serverNow={clock.serverNow} /> : <SectionPending failed={clock !== undefined} />}
        </PageSection>
        <OfferWalls />
      </div>
    </div>
  );
}

/** A gray bar while the points record loads; a short note when it could not be loaded. */
function SectionPending({ failed }: { failed: boolean }) {
  if (failed) return <p className="text-body-secondary mb-0">Your gems could not be loaded. Reload the page to try again.</p>;
  return (
    <div className="placeholder-glow" aria-hidden="true">
      <span className="placeholder col-12 mb-2" style={{ height: '2.5rem' }} />
      <span className="placeholder col-8" />
    </div>
  );
}
