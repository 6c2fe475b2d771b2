import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { decksQuery } from '#client/features/decks/api.ts';
import { readPreferences } from '#client/features/readings/preferences.ts';

/**
 * The user's favorite card ids (from the decks call) while the favorites preference is on;
 * null while it is off, so nothing is marked and the decks are not asked for.
 */
export function useFavoriteCards(): ReadonlySet<string> | null {
  const on = readPreferences().favorites;
  const { data } = useQuery({ ...decksQuery, enabled: on });
  return useMemo(() => (on ? new Set(data?.favorites ?? []) : null), [on, data]);
}
