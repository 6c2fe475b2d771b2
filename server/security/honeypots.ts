import { createHmac } from 'node:crypto';
import { HONEYPOT_PURPOSES, honeypotName } from '#common/api/encryption.ts';

/**
 * Honeypot field names for one form session (docs/product.md#bot-checks). Derived from the session id with a server
 * secret, so they differ per form, cannot be guessed in advance, and need no storage.
 */
export function honeypotFields(secret: string, botSessionId: string): Record<string, string> {
  const suffix = createHmac('sha256', secret).update(`honeypot\0${botSessionId}`).digest('hex').slice(0, 8);
  return Object.fromEntries(HONEYPOT_PURPOSES.map((purpose) => [purpose, honeypotName(purpose, suffix)]));
}

/**
 * The first field of `body` outside `knownFields` that holds anything. Every extra field is a honeypot
 * (the server's names or, when fetching them failed, names the client made up), and people leave them empty.
 */
export function filledHoneypot(body: Record<string, unknown>, knownFields: ReadonlySet<string>): string | undefined {
  return Object.entries(body).find(([name, value]) => !knownFields.has(name) && value !== '' && value !== undefined && value !== null)?.[0];
}
