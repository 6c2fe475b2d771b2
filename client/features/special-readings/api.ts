import { useQuery } from '@tanstack/react-query';
import { getAvailableSpecialReadings } from '#client/lib/api-client.ts';

/** The special readings available now (the Bonus Readings badge counts them). */
export const useAvailableSpecialReadings = () =>
  useQuery({
    queryKey: ['special-readings', 'available'],
    queryFn: getAvailableSpecialReadings,
    select: (result) => result.specialReadings,
  });
