/** What the unlock page hands the create page after starting over: how many readings were deleted. */
export interface StartedOver {
  deletedReadings: number;
}

/** The navigation state that carries {@link StartedOver}. */
export const startedOverState = (deletedReadings: number): { startedOver: StartedOver } => ({ startedOver: { deletedReadings } });

/** Reads {@link StartedOver} back from a location's state; null when the page was reached any other way. */
export function readStartedOver(state: unknown): StartedOver | null {
  if (typeof state !== 'object' || state === null || !('startedOver' in state)) return null;
  const { startedOver } = state;
  if (typeof startedOver !== 'object' || startedOver === null || !('deletedReadings' in startedOver)) return null;
  return typeof startedOver.deletedReadings === 'number' ? { deletedReadings: startedOver.deletedReadings } : null;
}

/** "Your key and N readings were deleted. Create a new password to start again." */
export const startedOverMessage = ({ deletedReadings }: StartedOver): string =>
  `Your key and ${deletedReadings} ${deletedReadings === 1 ? 'reading' : 'readings'} were deleted. Create a new password to start again.`;
