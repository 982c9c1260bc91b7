import type { ApiAnswer } from '../../../lib/api-client';

/** The fields of POST /api/paquetes/getUserPackage that booking needs (paquete_id null = no package). */
export type MemberPackage = Pick<
  ApiAnswer<'POST /api/paquetes/getUserPackage'>,
  'paquete_id' | 'nombre' | 'valido_hasta' | 'creditos_restantes' | 'dias_restantes'
>;

export const hasPackage = (memberPackage: MemberPackage | null | undefined): boolean => memberPackage?.paquete_id != null;
