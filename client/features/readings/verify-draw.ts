import type { Reading } from '#common/api/readings.ts';
import { CATALOGUE } from '#common/cards/catalogue.ts';
import { deckCardId } from '#common/cards/decks.ts';
import { commitmentOf, shuffleFromSeed } from '#common/domain/shuffle.ts';

/** One drawn card checked against the shuffle: the position picked and whether the card there is the one dealt. */
export interface CheckedPick {
  position: number;
  cardId: string;
  ok: boolean;
}

/** What "verify this draw" found. `ok` only when every check holds. */
export interface DrawVerification {
  ok: boolean;
  /** SHA-256 of the revealed seed, recomputed here. */
  recomputedCommitment: string | null;
  /** The recomputed hash equals the commitment the reading carries (and the one shown on the draw page, when known). */
  commitmentOk: boolean;
  /** The stored deck order is exactly the one the seed produces. */
  shuffleOk: boolean;
  picks: CheckedPick[];
}

/**
 * Re-runs the draw in the browser (docs/architecture.md#commit-and-draw): hashes the revealed seed and compares it with the
 * commitment, re-shuffles the deck from the seed with the server's own code, and checks that every
 * answer's card (and its reversal) is the one at the face-down position the user picked.
 * `shownCommitment` is the hash the draw page showed before the pick, when this visit knows it.
 */
export async function verifyDraw(reading: Reading, shownCommitment?: string): Promise<DrawVerification> {
  const shuffle = reading.shuffles[0];
  const positions = [...reading.spread.selectedCards, ...(reading.spread.crossingCard === null ? [] : [reading.spread.crossingCard])];
  let recomputedCommitment: string | null = null;
  let order: number[] = [];
  let reversed: boolean[] = [];
  try {
    recomputedCommitment = await commitmentOf(reading.seed);
    ({ order, reversed } = await shuffleFromSeed(reading.seed));
  } catch {
    // A seed that is not hex cannot be checked: every check below fails.
  }
  const commitmentOk =
    recomputedCommitment !== null &&
    recomputedCommitment === reading.commitment &&
    (shownCommitment === undefined || shownCommitment === recomputedCommitment);
  const expectedIds = shuffle ? order.map((index) => deckCardId(shuffle.deckId, CATALOGUE[index]?.slug ?? '')) : [];
  const shuffleOk =
    shuffle !== undefined && expectedIds.length === shuffle.cardIds.length && expectedIds.every((id, index) => id === shuffle.cardIds[index]);
  const picks = positions.map((position, index): CheckedPick => {
    const answer = reading.spread.awnsers[index];
    const cardId = answer?.cardId ?? '';
    const reversal = reading.request.allowReversed && reversed[position] === true;
    const ok = answer !== undefined && shuffle?.cardIds[position] === cardId && expectedIds[position] === cardId && answer.reversed === reversal;
    return { position, cardId, ok };
  });
  const ok = commitmentOk && shuffleOk && picks.length === reading.spread.awnsers.length && picks.every((pick) => pick.ok);
  return { ok, recomputedCommitment, commitmentOk, shuffleOk, picks };
}
