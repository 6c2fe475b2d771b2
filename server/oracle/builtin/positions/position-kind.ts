/**
 * What kind of place a position is, so that a card can be read for its place (docs/architecture.md#spreads):
 * an Ace behind you is a beginning that already happened, an Ace in the outcome is one things lean toward.
 */
import { SPREAD_TYPES } from '#common/domain/spreads.ts';
import { freeIndex, freeRole, freeRoleNamed } from './free-roles.ts';
import type { PositionKind } from './kinds.ts';

export type { PositionKind } from './kinds.ts';

/**
 * The kind of every named position, per spread. THREE_CARD's "Future" is "where things lean if nothing
 * changes", which is what an outcome place says. The free spread's numbered places take the kinds of
 * their roles (free-roles.ts).
 */
const KINDS: Readonly<Record<string, Readonly<Record<string, PositionKind>>>> = {
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
 * card it lies on. A free spread's place ("Card 3", or its role's name) takes its role's kind, which
 * for the last card depends on `size`, the number of laid cards. Anything unknown (a bonus reading's
 * own places) reads as a thread of the answer rather than failing the reading.
 */
export function positionKind(spread: string, positionName: string, crossing: boolean, size?: number): PositionKind {
  if (crossing) return 'obstacle';
  const name = SPREAD_TYPES.find((type) => type.name === spread || type.label === spread)?.name;
  if (name === 'GENERAL') {
    const index = freeIndex(positionName);
    return (index === undefined ? freeRoleNamed(positionName) : freeRole(index, size))?.kind ?? 'thread';
  }
  return (name === undefined ? undefined : KINDS[name]?.[positionName]) ?? 'thread';
}
