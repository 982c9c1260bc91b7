import { onWeightStep, parseKilos, weightInput } from '../../lib/format-weight';
import type { Serie } from './api/types';

/** The set's prescription the grid does not edit (the set row does): kept as it was, so saving the grid never clears it. */
export type GridPrescription = Pick<Serie, 'rpe' | 'rir' | 'tempo' | 'porcentaje'>;

/** One row of the sets grid as typed: repetitions, kg, or seconds for a timed set ("3x30s"). */
export type GridRow = { key: string; id?: number; reps: string; kg: string; seconds: string; prescription?: GridPrescription };

const prescriptionOf = ({ rpe, rir, tempo, porcentaje }: GridPrescription): GridPrescription => ({
  ...(rpe === undefined ? {} : { rpe }),
  ...(rir === undefined ? {} : { rir }),
  ...(tempo === undefined ? {} : { tempo }),
  ...(porcentaje === undefined ? {} : { porcentaje }),
});

// A timed set keeps its time in repeticiones ("30s", "45 s"), as fast entry writes it.
const TIMED = /^(\d{1,4})\s*s$/i;

const withPrescription = (set: Serie): Pick<GridRow, 'prescription'> => {
  const prescription = prescriptionOf(set);
  return Object.keys(prescription).length > 0 ? { prescription } : {};
};

export const rowOf = (set: Serie): GridRow => {
  const timed = TIMED.exec(set.repeticiones.trim());
  return { key: `s${set.id}`, id: set.id, reps: timed ? '' : set.repeticiones, kg: weightInput(set.peso), seconds: timed ? timed[1]! : '', ...withPrescription(set) };
};

/** A new row repeats the last one (the usual next set), or starts empty. */
export const nextRow = (rows: readonly GridRow[], key: string): GridRow => {
  const last = rows.at(-1);
  return { key, reps: last?.reps ?? '', kg: last?.kg ?? '', seconds: last?.seconds ?? '', ...(last?.prescription ? { prescription: last.prescription } : {}) };
};

export type GridSet = GridPrescription & { id?: number; repeticiones: string; peso: number };

/**
 * The rows as the server's sets, in order, or the Spanish reason they cannot be saved. Seconds win over
 * repetitions ("30s"); kg take a decimal comma or point ("22,5"); an empty weight is bodyweight (0).
 */
export function setsOfRows(rows: readonly GridRow[]): { sets: GridSet[] } | { error: string } {
  const sets: GridSet[] = [];
  for (const [i, row] of rows.entries()) {
    const peso = parseKilos(row.kg);
    if (peso === null || peso > 1000) return { error: `Serie ${i + 1}: el peso tiene que ser un número de kg, entre 0 y 1000.` };
    if (!onWeightStep(peso)) return { error: `Serie ${i + 1}: el peso va en pasos de 0,25 kg (por ejemplo 22,5).` };
    const seconds = row.seconds.trim();
    if (seconds !== '' && !/^\d{1,4}$/.test(seconds)) return { error: `Serie ${i + 1}: los segundos tienen que ser un número entero.` };
    const repeticiones = seconds !== '' ? `${seconds}s` : row.reps.trim() || '0';
    sets.push({ ...(row.id === undefined ? {} : { id: row.id }), repeticiones, peso, ...row.prescription });
  }
  return { sets };
}
