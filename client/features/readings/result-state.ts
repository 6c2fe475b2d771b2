/** The location state the draw page hands to the result page: the commitment it showed before the pick. */
export interface ResultLocationState {
  commitment: string;
}

/** The commitment the draw page showed, when this visit came straight from it; undefined otherwise. */
export function readShownCommitment(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('commitment' in state)) return undefined;
  return typeof state.commitment === 'string' ? state.commitment : undefined;
}
