import { createStore, useStore } from './external-store.ts';

/** The global error flag of docs/product.md#messages-and-errors: once set, the Error dialog shows until it is dismissed or the page reloads. */
export const errorFlag = createStore(false);

/** Raises the global error flag. */
export function raiseErrorFlag(): void {
  errorFlag.set(true);
}

/** Clears the global error flag: the user has read the Error dialog and closed it. */
export function clearErrorFlag(): void {
  errorFlag.set(false);
}

/** Whether the global error flag is set. */
export function useErrorFlag(): boolean {
  return useStore(errorFlag);
}
