import { describe, expect, it } from 'vitest';
import { SPREAD_TYPES } from '#common/domain/spreads.ts';
import { splitSentences } from '../words.ts';
import { positionKind, type PositionKind } from './position-kind.ts';
import { placeOf, type PositionSlots } from './slots.ts';
import { POSITION_TEMPLATES } from './templates.ts';

type Orientation = 'upright' | 'reversedDifficulty' | 'reversedRelief';
const ORIENTATIONS: readonly Orientation[] = ['upright', 'reversedDifficulty', 'reversedRelief'];

/** One card with a subject and a multi-word name, one without a subject and with a bare name. */
const SAMPLES: readonly Omit<PositionSlots, 'position'>[] = [
  { card: 'the Ace of Wands', essence: 'a first step taken on trust', invitation: 'letting curiosity lead for a while', subject: 'your brother' },
  { card: 'Strength', essence: 'quiet courage under pressure', invitation: 'resting before the next push', subject: null },
];

/** The real names of the positions of each kind, so that templates are read with what they will be given. */
function positionNames(kind: PositionKind): string[] {
  const names = SPREAD_TYPES.flatMap((spread) => [
    ...spread.positions.filter((position) => positionKind(spread.name, position.name, false) === kind).map((position) => position.name),
    ...(kind === 'obstacle' && spread.crossingPosition ? [spread.crossingPosition.name] : []),
  ]);
  // Only a free spread's role is a hidden place.
  return names.length > 0 ? [...new Set(names)] : ['What is hidden'];
}

interface Filled {
  where: string;
  kind: PositionKind;
  orientation: Orientation;
  slots: PositionSlots;
  text: string;
}

const FILLED: readonly Filled[] = Object.entries(POSITION_TEMPLATES).flatMap(([kind, lists]) =>
  ORIENTATIONS.flatMap((orientation) =>
    lists[orientation].flatMap((template, index) =>
      positionNames(kind as PositionKind).flatMap((position) =>
        SAMPLES.map((sample) => {
          const slots = { ...sample, position };
          return { where: `${kind} ${orientation} #${index} (${position}, ${sample.card})`, kind: kind as PositionKind, orientation, slots, text: template(slots) };
        }),
      ),
    ),
  ),
);

const occurrences = (text: string, part: string) => text.toLowerCase().split(part.toLowerCase()).length - 1;
const opening = (text: string) => text.split(/\s+/).slice(0, 4).join(' ').toLowerCase();
const failures = (predicate: (filled: Filled) => boolean) => FILLED.filter(predicate).map(({ where, text }) => `${where}: ${text}`);

describe('position templates', () => {
  it('has at least six templates in every list of every kind', () => {
    for (const lists of Object.values(POSITION_TEMPLATES)) for (const orientation of ORIENTATIONS) expect(lists[orientation].length).toBeGreaterThanOrEqual(6);
  });

  it('names the card and its essence exactly once each', () => {
    expect(failures(({ text, slots }) => occurrences(text, slots.card) !== 1 || occurrences(text, slots.essence) !== 1)).toEqual([]);
  });

  it('writes one or two finished sentences without seams', () => {
    expect(
      failures(({ text }) => {
        const sentences = splitSentences(text);
        return (
          sentences.length < 1 ||
          sentences.length > 2 ||
          !/[.!?]$/.test(text) ||
          /undefined|null|[{}]/.test(text) ||
          (text.match(/: /g) ?? []).length > 1 ||
          /\b(\w+) \1\b/i.test(text) ||
          /Card \d+ position/.test(text) ||
          /['"]/.test(text) ||
          /\s[,.;:]|,,|\s{2}/.test(text)
        );
      }),
    ).toEqual([]);
  });

  it('has templates in every list that name the subject when there is one', () => {
    const naming = new Set(FILLED.filter(({ text, slots }) => slots.subject !== null && text.includes(slots.subject)).map(({ kind, orientation }) => `${kind} ${orientation}`));
    const lists = Object.keys(POSITION_TEMPLATES).flatMap((kind) => ORIENTATIONS.map((orientation) => `${kind} ${orientation}`));
    expect(lists.filter((list) => !naming.has(list))).toEqual([]);
  });

  it('never claims the future or tells anyone to do something risky', () => {
    expect(failures(({ text }) => /\byou will\b|\bwill definitely\b/i.test(text) || /\b(quit|invest|bet|buy|sell|lend|confront)\b/i.test(text))).toEqual([]);
  });

  it('keeps the outcome places to leanings, without certainty', () => {
    expect(failures(({ kind, text }) => (kind === 'outcome' || kind === 'near-future') && /\b(will|certainly|definitely|guaranteed)\b/i.test(text))).toEqual([]);
  });

  it('reads past places as already behind, without present urgency', () => {
    expect(failures(({ kind, text }) => kind === 'past' && /\b(now is the time|seize|take hold|act now|right now)\b/i.test(text))).toEqual([]);
  });

  it('says “reversed” in every reversed template, with its commas in pairs, and never in an upright one', () => {
    expect(
      failures(({ orientation, text }) => {
        const reversed = /\breversed\b/i.test(text);
        return orientation === 'upright' ? reversed : !reversed || /, reversed\s+[a-z]/.test(text);
      }),
    ).toEqual([]);
  });

  it('tells relief from difficulty', () => {
    const relief = /\b(eas\w*|loosen\w*|lift\w*|pass\w*|release|relief|mend\w*|soft\w*|lighter|undone|let\w* go|calming|clearing|settl\w*|breath\w*|recover\w*|healing|drifting apart|less frightening|lighten\w*|fading|firmer|set down|setting down|on its way out|losing its hold)\b/i;
    const difficulty = /\b(block\w*|stuck|stall\w*|snag\w*|knot\w*|overdone|overworked|inward|held back|holding|too far|too hard|too much|too little|tight\w*|stick\w*|out of balance|weigh\w*|tangl\w*|strain\w*|friction|unsteady|askew|caught|catch\w*|struggl\w*|guard\w*|against|crowding|tense|held breath|dread\w*|out of reach|wrestl\w*|starved|pushed|pressing|unresolved|arm’s length)\b/i;
    expect(failures(({ orientation, text }) => (orientation === 'reversedRelief' && !relief.test(text)) || (orientation === 'reversedDifficulty' && !difficulty.test(text)))).toEqual([]);
  });

  it('varies the shape of its sentences: no two templates of a list open with the same four words', () => {
    for (const sample of SAMPLES) {
      for (const [kind, lists] of Object.entries(POSITION_TEMPLATES)) {
        for (const orientation of ORIENTATIONS) {
          const openings = lists[orientation].map((template) => opening(template({ ...sample, position: positionNames(kind as PositionKind)[0] ?? '' })));
          expect(openings, `${kind} ${orientation}`).toEqual([...new Set(openings)]);
        }
      }
    }
  });

  it('never writes the same text for one card in two places or orientations', () => {
    const [sample] = SAMPLES;
    if (!sample) throw new Error('no sample');
    const all = Object.values(POSITION_TEMPLATES).flatMap((lists) => ORIENTATIONS.flatMap((orientation) => lists[orientation].map((template) => template({ ...sample, position: 'Card 2' }))));
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('placeOf', () => {
  it.each([
    ['Card 3', 'the place of what hinders'],
    ['The heart of the matter', 'the heart of the matter'],
    ['The recent past', 'the place of the recent past'],
    ['Future', 'the place of the future'],
    ['Present', 'the place of the present'],
  ])('puts %j in a sentence as %j', (position, place) => {
    expect(placeOf(position)).toBe(place);
  });
});
