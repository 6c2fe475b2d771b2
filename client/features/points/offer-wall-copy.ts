import type { OfferWall } from '#common/api/offer-walls.ts';

/** How the page presents one offer wall. */
export interface OfferWallCopy {
  title: string;
  provider: string;
  description: string;
}

/** Each wall in plain words: who runs it, what is asked, how rewards arrive (docs/product.md#get-more-gems). */
export const OFFER_WALL_COPY: Readonly<Record<OfferWall, OfferWallCopy>> = {
  theoremreach: {
    title: 'Answer surveys',
    provider: 'TheoremReach',
    description:
      'Short market-research surveys from TheoremReach, a third-party service. Not every survey fits everyone, and what each pays varies.',
  },
  ayetstudios: {
    title: 'Try apps and offers',
    provider: 'ayeT-Studios',
    description:
      'Apps, games and sign-up offers from ayeT-Studios, a third-party service. Each offer says what it asks of you, and rewards vary.',
  },
};
