/**
 * The ledger's idempotency key of the gems a reading was charged: the start charges under it, a
 * failure refunds exactly that charge, and the key makes both happen at most once.
 */
export const readingChargeKey = (readingId: string): string => `reading:${readingId}`;
