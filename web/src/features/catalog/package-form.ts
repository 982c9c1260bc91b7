import type { Paquete, PaqueteInput } from './api/types';

/** `disciplinas` empty means "Todas": the package books every discipline. */
export type PaqueteFormValues = { nombre: string; cantidad_clases: string; precio: string; disciplinas: number[] };

export const emptyPaqueteForm: PaqueteFormValues = { nombre: '', cantidad_clases: '', precio: '', disciplinas: [] };

export function validatePaqueteForm(values: PaqueteFormValues): { ok: true; input: PaqueteInput } | { ok: false; error: string } {
  const nombre = values.nombre.trim();
  if (!nombre) return { ok: false, error: 'El nombre del paquete no puede estar vacío.' };
  const clases = Number(values.cantidad_clases);
  if (!values.cantidad_clases.trim() || !Number.isInteger(clases) || clases < 1) {
    return { ok: false, error: 'La cantidad de clases debe ser un número entero mayor que 0.' };
  }
  const precio = Number(values.precio.replace(',', '.'));
  if (!values.precio.trim() || !Number.isFinite(precio) || precio < 0 || Math.round(precio * 100) !== Number((precio * 100).toFixed(6))) {
    return { ok: false, error: 'El precio debe ser un número mayor o igual a 0, con hasta dos decimales.' };
  }
  return { ok: true, input: { nombre, cantidad_clases: clases, precio, disciplinas: values.disciplinas } };
}

export const formValuesOf = (p: Pick<Paquete, 'nombre' | 'cantidad_clases' | 'precio' | 'disciplinas'>): PaqueteFormValues => ({
  nombre: p.nombre,
  cantidad_clases: String(p.cantidad_clases),
  precio: String(p.precio),
  disciplinas: [...p.disciplinas],
});
