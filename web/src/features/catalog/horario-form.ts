import type { HorarioInput } from './api/types';

/** docs/product.md §9: the week is ordered Lunes..Domingo, and a class can be added on any of its days. */
export const WEEK = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'] as const;

export type HorarioFormValues = { dia_semana: string; hora: string; disciplina_id: string; cupo_maximo: string; instructor_id?: string; duracion_minutos?: string };

export const emptyHorarioForm: HorarioFormValues = { dia_semana: '', hora: '', disciplina_id: '', cupo_maximo: '', instructor_id: '', duracion_minutos: '60' };

export const REQUIRED = 'Todos los campos son obligatorios';

/** Checks the form the way the server will, so most mistakes are caught before sending. */
export function validateHorarioForm(values: HorarioFormValues): { ok: true; input: HorarioInput } | { ok: false; error: string } {
  const { dia_semana, hora, disciplina_id, cupo_maximo } = values;
  if (!dia_semana || !hora.trim() || !disciplina_id || !cupo_maximo.trim()) return { ok: false, error: REQUIRED };
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(hora.trim())) return { ok: false, error: 'La hora debe tener el formato HH:MM (por ejemplo 07:00 o 18:30).' };
  const cupo = Number(cupo_maximo);
  if (!Number.isInteger(cupo) || cupo < 1) return { ok: false, error: 'El cupo máximo debe ser un número entero mayor que 0.' };
  const input: HorarioInput = { dia_semana, hora: hora.trim(), disciplina_id: Number(disciplina_id), cupo_maximo: cupo };
  if (values.duracion_minutos === undefined) return { ok: true, input };
  const duracion = Number(values.duracion_minutos);
  if (!Number.isInteger(duracion) || duracion < 15 || duracion > 300) return { ok: false, error: 'La duración tiene que ser de 15 a 300 minutos.' };
  return { ok: true, input: { ...input, instructor_id: values.instructor_id || null, duracion_minutos: duracion } };
}
