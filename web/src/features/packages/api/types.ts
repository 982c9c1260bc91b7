/** A package on offer (GET /api/paquetes/getPaquetes). */
export type Paquete = {
  id: number;
  nombre: string;
  cantidad_clases: number;
  clases_por_semana: number;
  precio: number;
  disciplina_id: number | null;
  disciplina: string | null;
};

export type RequestStatus = 'pending' | 'approved' | 'rejected';

export type Solicitud = {
  id: number;
  paquete_id: number;
  paquete: string;
  estado: RequestStatus;
  motivo: string | null;
  fecha: string;
  comprobante_url: string;
  comprobante_tipo: string;
};

/** POST /api/paquetes/getUserPackage: paquete_id null = no package. */
export type UserPackage = {
  paquete_id: number | null;
  nombre: string | null;
  valido_hasta: string | null;
  creditos_restantes: number;
  comprobante_url: string | null;
  comprobante_tipo: string | null;
  dias_restantes: number;
  solicitud: Solicitud | null;
};
