import { queryOptions, useQuery } from '@tanstack/react-query';
import * as specialReadings from '#common/api/special-readings.ts';
import { call, orFallback } from '#client/lib/http.ts';

/** The special readings available now; null when the call fails (the Error dialog is already up). */
export const getAvailableSpecialReadings = (): Promise<specialReadings.AvailableSpecialReadings | null> =>
  orFallback(call(specialReadings.getAvailableSpecialReadings), null);

/** One query behind the menu badge and the Bonus Readings pages, so they agree on what is available. */
export const availableSpecialReadingsQuery = queryOptions({ queryKey: ['special-readings', 'available'], queryFn: getAvailableSpecialReadings });

/** The special readings available now, none when they cannot be loaded (the Bonus Readings badge counts them). */
export const useAvailableSpecialReadings = () =>
  useQuery({ ...availableSpecialReadingsQuery, select: (result) => result?.specialReadings ?? [] });

/** The Bonus Readings list: null when it could not be loaded, so the page can say so rather than claim there are none. */
export const useSpecialReadingList = () =>
  useQuery({ ...availableSpecialReadingsQuery, select: (result) => result?.specialReadings ?? null });

/** What {@link useSpecialReading} finds: the template, or why there is none. */
export type FoundSpecialReading = { status: 'found'; template: specialReadings.SpecialReading } | { status: 'unavailable' } | { status: 'failed' };

/** The available template `id`; `unavailable` when it is not (or no longer) on offer. */
export const useSpecialReading = (id: number) =>
  useQuery({
    ...availableSpecialReadingsQuery,
    select: (result): FoundSpecialReading => {
      if (result === null) return { status: 'failed' };
      const template = result.specialReadings.find((candidate) => candidate.id === id);
      return template ? { status: 'found', template } : { status: 'unavailable' };
    },
  });
