/** The shape of the area corpus: what each card says about love, work and the self, upright and reversed. */

/** One orientation of a card, read for three areas of life. */
export interface AreaMeanings {
  /** Bonds: romance, partnership, friendship and family, whether or not the reader has a partner. */
  love: string;
  /** Work, study, projects and livelihood. */
  work: string;
  /** The inner life: mood, growth, rest and the relationship with oneself. */
  self: string;
}

/** A card's area meanings in both orientations. */
export interface CardAreas {
  upright: AreaMeanings;
  reversed: AreaMeanings;
}

/** Area meanings by catalogue slug. */
export type AreaCorpus = Readonly<Record<string, CardAreas>>;
