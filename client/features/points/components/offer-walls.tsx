import { SectionLoadFailed } from './section-load-failed.tsx';
import { SparkleIcon } from '#client/components/icons.tsx';
import { PageSection } from '#client/components/page-section.tsx';
import { useOfferWalls } from '../offer-walls.ts';
import { OfferWallCard } from './offer-wall-card.tsx';

/**
 * The offer walls this server's operator configured, each on its own card (docs/product.md#get-more-gems). A wall
 * without keys is not shown at all, and with none configured neither is the section: a default install offers only
 * what works. Nothing shows while the walls load (the section sits last, so nothing moves), and a way to try again
 * when they fail.
 */
export function OfferWalls() {
  const { data: walls, isError, isFetching, refetch } = useOfferWalls();
  const configured = walls?.filter((wall) => wall.available && wall.url !== null) ?? [];
  if (!isError && configured.length === 0) return null;
  return (
    <PageSection
      title="Earn extra gems"
      icon={<SparkleIcon size={20} />}
      className="page-section-wide"
      description="Offer walls are run by other companies under their own terms. Extra gems never refill and are spent after your regular gems. If a provider later reverses a reward, its wall pauses for a while."
    >
      {isError ? (
        <SectionLoadFailed message="The offer walls could not be loaded." retrying={isFetching} onRetry={() => void refetch()} />
      ) : (
        <div className="offer-walls">
          {configured.map((wall) => (
            <OfferWallCard key={wall.wall} wall={wall} />
          ))}
        </div>
      )}
    </PageSection>
  );
}
