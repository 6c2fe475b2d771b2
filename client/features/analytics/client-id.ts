/** Where the browser keeps the visitor's analytics id (docs/product.md#local-reading-preferences). */
export const CLIENT_ID_KEY = 'clientId';

/**
 * The analytics user id (docs/product.md#analytics-id): the `clientId` query parameter, stored in local storage
 * whenever the address carries one, even empty or `null`, as the product says; else the stored one. Null when
 * there is none, or it is empty or the text `null`.
 */
export function analyticsUserId(search: string, storage: Storage): string | null {
  const fromAddress = new URLSearchParams(search).get(CLIENT_ID_KEY);
  if (fromAddress !== null) storage.setItem(CLIENT_ID_KEY, fromAddress);
  const id = fromAddress ?? storage.getItem(CLIENT_ID_KEY);
  return id === null || id === '' || id === 'null' ? null : id;
}
