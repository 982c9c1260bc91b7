import { useQuery } from '@tanstack/react-query';
import { planQuery } from '../../../api/plans/plan';

export const useEditorPlan = (id: number) => useQuery(planQuery(id));
