import { useCallback, useEffect, useState } from 'react';
import type { FormToken } from '#common/api/encryption.ts';
import { getFormToken } from '../api.ts';

/** A token is renewed this long before it expires, so a submit never races its expiry. */
const RENEW_MARGIN_MS = 60_000;

/** The form's current single-use token, and a way to get a fresh one. */
export interface FormTokenState {
  token: FormToken | null;
  /** Fetches a fresh token; call it after a failed submit, since a used token is refused. */
  renew: () => Promise<FormToken | null>;
}

/**
 * Keeps a fresh form token (`getFormToken`) for the bot session `sessionId`: one on mount,
 * and a new one shortly before each expires.
 */
export function useFormToken(sessionId: string): FormTokenState {
  const [token, setToken] = useState<FormToken | null>(null);

  const renew = useCallback(async () => {
    const fresh = await getFormToken(sessionId);
    setToken(fresh);
    return fresh;
  }, [sessionId]);

  useEffect(() => {
    let current = true;
    void getFormToken(sessionId).then((fresh) => {
      if (current) setToken(fresh);
    });
    return () => {
      current = false;
    };
  }, [sessionId]);

  useEffect(() => {
    if (token === null) return;
    const timer = setTimeout(() => void renew(), Math.max(token.expiresAt - Date.now() - RENEW_MARGIN_MS, 0));
    return () => clearTimeout(timer);
  }, [token, renew]);

  return { token, renew };
}
