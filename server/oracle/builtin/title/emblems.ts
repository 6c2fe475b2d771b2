/**
 * Each card as a title-sized image: an emblem ("The Lantern") and a setting ("on the Mountain Path"),
 * so that titles can pair the dominant card with another ("The Lantern in the Tower").
 */
import type { CatalogueCard, Suit } from '#common/cards/types.ts';

export interface Emblem {
  /** A title-case noun phrase that can open a title. */
  emblem: string;
  /** A title-case place phrase, preposition first, that can follow an emblem. */
  setting: string;
}

const MAJOR_EMBLEMS: Readonly<Record<string, Emblem>> = {
  'the-fool': { emblem: 'The Wanderer', setting: 'on the Open Road' },
  'the-magician': { emblem: 'The Maker’s Table', setting: 'at the Maker’s Table' },
  'the-high-priestess': { emblem: 'The Veil', setting: 'behind the Veil' },
  'the-empress': { emblem: 'The Ripening Field', setting: 'in the Ripening Field' },
  'the-emperor': { emblem: 'The Stone Throne', setting: 'before the Stone Throne' },
  'the-hierophant': { emblem: 'The Two Keys', setting: 'in the Old Temple' },
  'the-lovers': { emblem: 'The Choice', setting: 'at the Crossroads' },
  'the-chariot': { emblem: 'The Charioteer', setting: 'on the Charging Road' },
  strength: { emblem: 'The Gentle Hand', setting: 'beside the Lion' },
  'the-hermit': { emblem: 'The Lantern', setting: 'on the Mountain Path' },
  'wheel-of-fortune': { emblem: 'The Turning Wheel', setting: 'at the Turn of the Wheel' },
  justice: { emblem: 'The Scales', setting: 'before the Scales' },
  'the-hanged-man': { emblem: 'The Upturned View', setting: 'in the Still Hour' },
  death: { emblem: 'The Closing Door', setting: 'at the Threshold' },
  temperance: { emblem: 'The Mingled Waters', setting: 'by the Mingling Waters' },
  'the-devil': { emblem: 'The Loosened Chain', setting: 'in the Shadowed Hall' },
  'the-tower': { emblem: 'The Lightning', setting: 'in the Tower' },
  'the-star': { emblem: 'The Star', setting: 'under the Star' },
  'the-moon': { emblem: 'The Moonlit Path', setting: 'by Moonlight' },
  'the-sun': { emblem: 'The Sun', setting: 'in the Full Sun' },
  judgement: { emblem: 'The Call', setting: 'at the Awakening' },
  'the-world': { emblem: 'The Wreath', setting: 'within the Wreath' },
};

/** Each suit's words; its settings go by the card's number, so one suit does not lend every title the same place. */
const SUIT_WORDS: Readonly<Record<Suit, { one: string; many: string; ace: string; settings: readonly string[] }>> = {
  wands: { one: 'Staff', many: 'Staves', ace: 'The Budding Staff', settings: ['in the Kindled Hills', 'on the Sunlit Ridge', 'by the Watchfire', 'across the Red Plain'] },
  cups: { one: 'Cup', many: 'Cups', ace: 'The Brimming Cup', settings: ['by Still Water', 'at the Wellspring', 'beside the Fountain', 'in the Rain Garden'] },
  swords: { one: 'Sword', many: 'Swords', ace: 'The Upraised Sword', settings: ['under the High Wind', 'on the Windy Heights', 'beneath the Open Sky', 'at the Stone Bridge'] },
  pentacles: { one: 'Coin', many: 'Coins', ace: 'The Golden Coin', settings: ['in the Walled Garden', 'in the Orchard', 'by the Old Mill', 'among the Wheat'] },
};

const PIP_COUNTS = ['', '', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten'];
const COURT_TITLES: Readonly<Record<number, string>> = { 11: 'Page', 12: 'Knight', 13: 'Queen', 14: 'King' };

/** The emblem and setting of a card. */
export function emblemOf(card: CatalogueCard): Emblem {
  if (card.suit === null) {
    const major = MAJOR_EMBLEMS[card.slug];
    if (major === undefined) throw new RangeError(`No emblem for ${card.slug}`);
    return major;
  }
  const words = SUIT_WORDS[card.suit];
  const court = COURT_TITLES[card.number];
  const setting = words.settings[card.number % words.settings.length]!;
  if (card.number === 1) return { emblem: words.ace, setting };
  if (court !== undefined) return { emblem: `The ${court}’s ${words.one}`, setting };
  return { emblem: `${PIP_COUNTS[card.number] ?? card.number} ${words.many}`, setting };
}
