import { api } from '../../../lib/api';
import { useMembershipMutation } from './use-membership-mutation';

/** paqueteId null = "Sin paquete"; validoHasta and creditos_restantes left out take the server's defaults. */
export type AssignPackageInput = { clerkUserId: string; paqueteId: number | null; validoHasta?: string; creditos_restantes?: number };

export const assignPackage = (input: AssignPackageInput) =>
  api('POST /api/paquetes/assignPackageToUser', { body: { comprobante_url: null, ...input } });

export const useAssignPackage = () => useMembershipMutation(assignPackage);
