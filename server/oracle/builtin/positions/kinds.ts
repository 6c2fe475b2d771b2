/** The kinds of place a card can lie in (docs/architecture.md#spreads); position-kind.ts tells which a position is. */
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
