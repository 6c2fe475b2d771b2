import { useQuery } from '@tanstack/react-query';
import * as specialReadings from '#common/api/special-readings.ts';
import { call, orFallback } from '#client/lib/http.ts';

/** The special readings available now; none when it fails. */
export const getAvailableSpecialReadings = (): Promise<specialReadings.AvailableSpecialReadings> =>
  orFallback(call(specialReadings.getAvailableSpecialReadings), { specialReadings: [] });

/** The special readings available now (the Bonus Readings badge counts them). */
export const useAvailableSpecialReadings = () =>
  useQuery({
    queryKey: ['special-readings', 'available'],
    queryFn: getAvailableSpecialReadings,
    select: (result) => result.specialReadings,
  });
