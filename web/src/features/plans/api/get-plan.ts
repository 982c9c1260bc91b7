import { useQuery } from '@tanstack/react-query';
import { planQuery } from '../../../api/plans/plan';

/** The member's plan viewer (its copy is the one the coach's editor reads too). */
export const usePlan = (id: number) => useQuery({ ...planQuery(id), enabled: Number.isInteger(id) && id > 0 });
