import { createStore, useStore } from './external-store.ts';

/** The global error flag of SPEC §8: once set, the blocking Error dialog shows until reload. */
export const errorFlag = createStore(false);

/** Raises the global error flag. */
export function raiseErrorFlag(): void {
  errorFlag.set(true);
}

/** Whether the global error flag is set. */
export function useErrorFlag(): boolean {
  return useStore(errorFlag);
}
