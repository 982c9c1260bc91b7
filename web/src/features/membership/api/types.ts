import type { Paquete } from '../../../../../contract/catalog';

/** A row of GET /api/user/getUsers: the user and the package they hold (paquete_id null = Sin paquete). */
export type { UserWithPackage as AdminUser } from '../../../../../contract/packages';

/** A row of GET /api/paquetes/requests. */
export type { PackageRequest } from '../../../../../contract/packages';

/** The fields of a package (contract/catalog.ts) the assign dialog shows. */
export type PaqueteOption = Pick<Paquete, 'id' | 'nombre' | 'cantidad_clases' | 'precio'>;

export const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** The dates and credits the studio's rule gives an approval or an assignment today. */
export type { ApprovalTerms } from '../../../../../contract/packages';
