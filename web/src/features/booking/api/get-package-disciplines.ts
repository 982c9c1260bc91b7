import { useQuery } from '@tanstack/react-query';
import { paquetesQuery, type Paquete } from '../../../api/packages/paquetes';

const disciplinesByPackage = (paquetes: Paquete[]) => new Map(paquetes.map((p) => [p.id, p.disciplinas]));

/**
 * Which disciplines each package on sale is limited to (empty: every discipline), so the agenda can mark the classes
 * the member's package does not include before any tap (the server refuses them with PACKAGE_NOT_FOR_DISCIPLINE).
 */
export const usePackageDisciplines = () => useQuery({ ...paquetesQuery(), select: disciplinesByPackage, staleTime: 60_000 });
