import { useQueries } from '@tanstack/react-query';
import { occupancyQuery } from '../../../api/booking/occupancy';

/** The occupancy of every class of a day, for the places-taken counts of the list. */
export const useDayOccupancies = (horarioIds: readonly number[], fecha: string) => useQueries({ queries: horarioIds.map((id) => occupancyQuery(id, fecha)) });
