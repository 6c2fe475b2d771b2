import type { OfferWall } from '#common/api/offer-walls.ts';
import { badRequest } from '#server/http/errors.ts';

/** One signed callback, in the same terms for both walls. */
export interface OfferEvent {
  wall: OfferWall;
  transactionId: string;
  /** The external user id the wall page was opened with: Arcana's user id. */
  userId: string;
  /** Whole extra gems the provider states (a reversal's negative amount as its size). */
  amount: number;
  reversal: boolean;
}

/** Longest transaction or user id taken; both providers' ids are far shorter. */
const MAX_ID_LENGTH = 200;
/** Most gems one callback may move: far above any reward, far below the balance columns' range. */
const MAX_AMOUNT = 1_000_000;

function idParam(params: URLSearchParams, name: string): string {
  const value = params.get(name);
  if (!value || value.length > MAX_ID_LENGTH) throw badRequest(`${name} must be given, at most ${MAX_ID_LENGTH} characters.`, name);
  return value;
}

/**
 * A provider's amount in whole gems: its size, rounded down (a fraction of a gem is never credited). A reversal may
 * state it negative; a credit may not, or a negative credit would add gems.
 */
function amountParam(params: URLSearchParams, name: string, reversal: boolean): number {
  const value = Number(params.get(name) ?? Number.NaN);
  if (!Number.isFinite(value) || Math.abs(value) > MAX_AMOUNT || (value < 0 && !reversal)) throw badRequest(`${name} must be a number of gems.`, name);
  return Math.floor(Math.abs(value));
}

/** TheoremReach: user_id, reward (in the app's currency), tx_id, and reversal=true for a reversal. */
export function theoremReachEvent(params: URLSearchParams): OfferEvent {
  const reversal = params.get('reversal') === 'true';
  return {
    wall: 'theoremreach',
    transactionId: idParam(params, 'tx_id'),
    userId: idParam(params, 'user_id'),
    amount: amountParam(params, 'reward', reversal),
    reversal,
  };
}

/** ayeT-Studios: transaction_id (`r-…` for a reversal), currency_amount (negative for one), external_identifier, is_chargeback=1. */
export function ayetStudiosEvent(params: URLSearchParams): OfferEvent {
  const reversal = params.get('is_chargeback') === '1';
  return {
    wall: 'ayetstudios',
    transactionId: idParam(params, 'transaction_id'),
    userId: idParam(params, 'external_identifier'),
    amount: amountParam(params, 'currency_amount', reversal),
    reversal,
  };
}
