/** The shape of the 78-card catalogue (common/cards/catalogue.ts) and of the decks built on it. */

export type Arcana = 'major' | 'minor';
export type Suit = 'wands' | 'cups' | 'swords' | 'pentacles';
export type Element = 'fire' | 'water' | 'air' | 'earth';
export type ZodiacSign =
  | 'aries' | 'taurus' | 'gemini' | 'cancer' | 'leo' | 'virgo'
  | 'libra' | 'scorpio' | 'sagittarius' | 'capricorn' | 'aquarius' | 'pisces';
export type Planet = 'sun' | 'moon' | 'mercury' | 'venus' | 'mars' | 'jupiter' | 'saturn' | 'uranus' | 'neptune' | 'pluto';
/** The star sign or planet a card is attributed to (the card's `starsignIcon`). */
export type Astrology = ZodiacSign | Planet;

/** One orientation's reading of a card. */
export interface CardMeaning {
  /** Three to five short keywords, lower case. */
  keywords: readonly string[];
  /** One or two sentences in our own words. */
  meaning: string;
}

/** A card of the catalogue, the same in every deck; decks differ in art and in being locked. */
export interface CatalogueCard {
  /** Stable kebab-case slug, e.g. `the-fool`, `ace-of-cups`, `king-of-swords`. */
  slug: string;
  name: string;
  arcana: Arcana;
  /** null for the major arcana. */
  suit: Suit | null;
  /** 0–21 for the majors; 1–14 for the minors (1 Ace … 10, 11 Page, 12 Knight, 13 Queen, 14 King). */
  number: number;
  upright: CardMeaning;
  reversed: CardMeaning;
  element: Element;
  astrology: Astrology;
  /** The color the card's art is built around, `#rrggbb`. */
  mainColor: string;
  /** Card cost; its tier follows docs/product.md#card-tiers (96+ tier-1, 80+ tier-2, 64+ tier-3, else tier-4). */
  cost: number;
}

/** The art styles decks are drawn in. */
export type DeckStyle = 'gilded' | 'celestial' | 'ink';
