import { createStore, useStore } from './external-store.ts';

/** The global error flag of docs/product.md#messages-and-errors: once set, the Error dialog shows until it is dismissed or the page reloads. */
export const errorFlag = createStore(false);

/**
 * What the server said about an outage it explained (its database unreachable, its storage full), shown
 * under the dialog's own message; null for every other failure.
 */
export const errorExplanation = createStore<string | null>(null);

/** Raises the global error flag, with the server's explanation of an outage when there is one. */
export function raiseErrorFlag(explanation: string | null = null): void {
  errorExplanation.set(explanation);
  errorFlag.set(true);
}

/** Clears the global error flag: the user has read the Error dialog and closed it. */
export function clearErrorFlag(): void {
  errorFlag.set(false);
  errorExplanation.set(null);
}

/** Whether the global error flag is set. */
export function useErrorFlag(): boolean {
  return useStore(errorFlag);
}

/** The server's explanation of the failure behind the flag, if it gave one. */
export function useErrorExplanation(): string | null {
  return useStore(errorExplanation);
}
