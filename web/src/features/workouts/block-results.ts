import type { ResultadoBloque } from '../../../../contract/workouts';
import { countOf } from '../../lib/plural';

export type { ResultadoBloque };

/** "6 vueltas + 4 reps" for an AMRAP, "9 de 10 min" for an EMOM (the block's minutes when known). */
export function blockResultText(result: ResultadoBloque, emomMinutes?: number): string {
  if (result.tipo === 'amrap') {
    const rounds = countOf(result.vueltas ?? 0, 'vuelta', 'vueltas');
    return result.repeticiones ? `${rounds} + ${result.repeticiones} reps` : rounds;
  }
  return emomMinutes ? `${result.minutos ?? 0} de ${emomMinutes} min` : `${result.minutos ?? 0} min`;
}
