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

const SUIT_WORDS: Readonly<Record<Suit, { one: string; many: string; ace: string; setting: string }>> = {
  wands: { one: 'Staff', many: 'Staves', ace: 'The Budding Staff', setting: 'in the Kindled Hills' },
  cups: { one: 'Cup', many: 'Cups', ace: 'The Brimming Cup', setting: 'by Still Water' },
  swords: { one: 'Sword', many: 'Swords', ace: 'The Upraised Sword', setting: 'under the High Wind' },
  pentacles: { one: 'Coin', many: 'Coins', ace: 'The Golden Coin', setting: 'in the Walled Garden' },
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
  if (card.number === 1) return { emblem: words.ace, setting: words.setting };
  if (court !== undefined) return { emblem: `The ${court}’s ${words.one}`, setting: words.setting };
  return { emblem: `${PIP_COUNTS[card.number] ?? card.number} ${words.many}`, setting: words.setting };
}
