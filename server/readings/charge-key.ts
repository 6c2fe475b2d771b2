/** What a charge paid for: a reading, or a clarifier on one (docs/architecture.md#reading-pipeline). */
export type ChargeKind = 'reading' | 'clarifier';

/**
 * The ledger's idempotency key of the gems a reading or clarifier was charged: its start charges under it, a failure
 * (or a safety stop) refunds exactly that charge, and the key makes each happen at most once.
 */
export const chargeKey = (kind: ChargeKind, id: string): string => `${kind}:${id}`;

export const readingChargeKey = (readingId: string): string => chargeKey('reading', readingId);

export const clarifierChargeKey = (clarifierId: string): string => chargeKey('clarifier', clarifierId);
