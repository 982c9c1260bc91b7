import { formatKilos, onWeightStep, parseKilos } from '../../lib/format-weight';

/** A max's kg as the server takes it: a bar's load, 0,25 kg steps up to 1000 kg (domain/workouts/training-max.ts). */
const LIMIT_KG = 1000;

export type TrainingMaxEntry = { ejercicio: string; kg: string };
export type TrainingMaxEntryError = { field: 'ejercicio' | 'kg'; error: string };

/** What a coach typed as a max, or the Spanish reason it is not one (said before sending; the server checks again). */
export function readTrainingMax(ejercicio: string, kg: string): TrainingMaxEntry | TrainingMaxEntryError {
  const name = ejercicio.trim().replace(/\s+/g, ' ');
  if (!name) return { field: 'ejercicio', error: 'Escribe el ejercicio.' };
  const value = parseKilos(kg);
  if (value === null || value === 0) return { field: 'kg', error: 'Escribe los kg del máximo, por ejemplo 102,5.' };
  if (value > LIMIT_KG || !onWeightStep(value)) return { field: 'kg', error: `El máximo va de 0,25 a ${formatKilos(LIMIT_KG)} kg, en pasos de 0,25.` };
  return { ejercicio: name, kg: kg.trim() };
}

/** Where her max came from, as the coach reads it. */
export const maxSource = (origen: 'profesor' | 'e1rm') => (origen === 'profesor' ? 'Fijado por el profe' : 'Confirmado de sus registros');
