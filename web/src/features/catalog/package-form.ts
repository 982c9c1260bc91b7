import type { PaqueteInput } from './api/types';

export type PaqueteFormValues = { nombre: string; cantidad_clases: string; precio: string; disciplina_id: string };

export const emptyPaqueteForm: PaqueteFormValues = { nombre: '', cantidad_clases: '', precio: '', disciplina_id: '' };

/** An empty discipline means "Todas" (null): the package books every discipline. */
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
  return { ok: true, input: { nombre, cantidad_clases: clases, precio, disciplina_id: values.disciplina_id ? Number(values.disciplina_id) : null } };
}

export const formValuesOf = (p: PaqueteInput): PaqueteFormValues => ({
  nombre: p.nombre,
  cantidad_clases: String(p.cantidad_clases),
  precio: String(p.precio),
  disciplina_id: p.disciplina_id === null ? '' : String(p.disciplina_id),
});
