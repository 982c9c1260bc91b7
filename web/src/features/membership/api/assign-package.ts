import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMembershipMutation } from './use-membership-mutation';
import { api } from '../../../lib/api-client';

/**
 * paqueteId null = "Sin paquete"; validoHasta and creditos_restantes left out take the studio's rule (what
 * assignmentTerms proposes); sent different from it, they need the reason (motivo).
 */
export type AssignPackageInput = { clerkUserId: string; paqueteId: number | null; validoHasta?: string; creditos_restantes?: number; motivo?: string };

export const assignPackage = (input: AssignPackageInput) =>
  api('POST /api/paquetes/assignPackageToUser', { body: { comprobante_url: null, ...input } });

export const useAssignPackage = () => useMembershipMutation(assignPackage);

/** What assigning this package today gives: dates and credits under the studio's rule. */
export const getAssignmentTerms = (paqueteId: number, signal?: AbortSignal) =>
  api('POST /api/paquetes/assignmentTerms', { body: { paqueteId } }, { idempotent: false, signal });

export const useAssignmentTerms = (paqueteId: number | null) =>
  useQuery(queryOptions({
    queryKey: ['membership', 'assignment-terms', paqueteId] as const,
    queryFn: ({ signal }) => getAssignmentTerms(paqueteId!, signal),
    enabled: paqueteId !== null,
  }));
