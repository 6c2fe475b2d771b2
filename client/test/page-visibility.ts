/**
 * Shows or hides the page as a browser does when the user switches tabs: sets document.visibilityState and fires a
 * bubbling 'visibilitychange' at the document, so listeners on the document and on the window (TanStack Query's
 * focusManager) both hear it.
 */
export function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

/** Gives document.visibilityState back to the test DOM, without an event. */
export function resetVisibility(): void {
  Reflect.deleteProperty(document, 'visibilityState');
}
