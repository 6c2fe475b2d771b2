import { useQuery } from '@tanstack/react-query';
import type { DueCheckIn } from '#common/api/journal.ts';
import { dueCheckInsQuery } from './api.ts';

const NONE: DueCheckIn[] = [];

/**
 * The check-ins that have come due (docs/product.md#the-journal), fetched when the app loads and again when the page
 * becomes visible: a check-in comes due on a day, not a minute, so nothing polls. None while unknown or when it fails.
 */
export function useDueCheckIns(): DueCheckIn[] {
  const { data } = useQuery({ ...dueCheckInsQuery, refetchOnWindowFocus: true });
  return data ?? NONE;
}
