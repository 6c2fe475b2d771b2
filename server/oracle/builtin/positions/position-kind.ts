/**
 * What kind of place a position is, so that a card can be read for its place (docs/architecture.md#spreads):
 * an Ace behind you is a beginning that already happened, an Ace in the outcome is one things lean toward.
 */
import { SPREAD_TYPES } from '#common/domain/spreads.ts';

export type PositionKind =
  | 'past'
  | 'present'
  | 'obstacle'
  | 'foundation'
  | 'hidden'
  | 'advice'
  | 'self'
  | 'other-person'
  | 'bond'
  | 'surroundings'
  | 'hopes-fears'
  | 'crown'
  | 'near-future'
  | 'outcome'
  | 'answer'
  | 'thread';

/**
 * The kind of every named position, per spread. The free spread's first card is "the heart of the
 * matter", so it reads as the present; its further cards are threads. THREE_CARD's "Future" is "where
 * things lean if nothing changes", which is what an outcome place says. No spread has a 'hidden' place
 * yet; its templates wait for one.
 */
const KINDS: Readonly<Record<string, Readonly<Record<string, PositionKind>>>> = {
  GENERAL: { 'Card 1': 'present' },
  SINGLE: { 'The answer': 'answer' },
  THREE_CARD: { Past: 'past', Present: 'present', Future: 'outcome' },
  RELATIONSHIP: {
    You: 'self',
    'The other': 'other-person',
    'The bond': 'bond',
    'The challenge': 'obstacle',
    'The way forward': 'advice',
  },
  CELTIC_CROSS: {
    'The present': 'present',
    'The foundation': 'foundation',
    'The recent past': 'past',
    'The crown': 'crown',
    'The near future': 'near-future',
    Yourself: 'self',
    Surroundings: 'surroundings',
    'Hopes and fears': 'hopes-fears',
    'The outcome': 'outcome',
  },
};

/**
 * The kind of a position. `spread` is the spread's name ("CELTIC_CROSS") or its label ("Celtic
 * Cross"), since an oracle request carries only the label. A crossing card always stands across the
 * card it lies on. Anything unknown reads as a thread of the answer rather than failing the reading.
 */
export function positionKind(spread: string, positionName: string, crossing: boolean): PositionKind {
  if (crossing) return 'obstacle';
  const name = SPREAD_TYPES.find((type) => type.name === spread || type.label === spread)?.name;
  return (name === undefined ? undefined : KINDS[name]?.[positionName]) ?? 'thread';
}
