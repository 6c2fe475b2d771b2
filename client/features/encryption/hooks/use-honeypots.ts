import { useEffect, useState } from 'react';
import { HONEYPOT_PURPOSES, honeypotName } from '#common/api/encryption.ts';
import { getHoneypotFields } from '../api.ts';

/** Honeypot names made up in the browser when the server's cannot be fetched: the same purposes, a random suffix. */
function localHoneypotNames(): string[] {
  const suffix = crypto.randomUUID().replaceAll('-', '').slice(0, 8);
  return HONEYPOT_PURPOSES.map((purpose) => honeypotName(purpose, suffix));
}

/** The honeypot fields of one form session, and whether any has been filled (docs/product.md#bot-checks). */
export interface Honeypots {
  /** The field names, or null until they are known. */
  names: string[] | null;
  /** Whether anything was typed into a honeypot; it stays true, as a person never does that. */
  flagged: boolean;
  /** Called with what was typed into a honeypot. */
  onInput: (value: string) => void;
}

/** Fetches the honeypot names for `sessionId` (or makes them up when that fails) and watches them. */
export function useHoneypots(sessionId: string): Honeypots {
  const [names, setNames] = useState<string[] | null>(null);
  const [flagged, setFlagged] = useState(false);

  useEffect(() => {
    let current = true;
    void getHoneypotFields(sessionId).then((fields) => {
      const fetched = fields === null ? [] : Object.values(fields);
      if (current) setNames(fetched.length > 0 ? fetched : localHoneypotNames());
    });
    return () => {
      current = false;
    };
  }, [sessionId]);

  const onInput = (value: string) => {
    if (value !== '') setFlagged(true);
  };

  return { names, flagged, onInput };
}
