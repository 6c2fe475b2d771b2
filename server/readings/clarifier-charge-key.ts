/** The ledger's idempotency key of a clarifier's charge: its start charges under it, its failure refunds exactly that, each once. */
export const clarifierChargeKey = (clarifierId: string): string => `clarifier:${clarifierId}`;
