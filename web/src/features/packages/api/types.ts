export type { Paquete } from '../../../../../contract/catalog';

export type { RequestStatus, Solicitud, UserPackage } from '../../../../../contract/packages';
