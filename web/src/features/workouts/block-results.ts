import type { FormatoBloque } from '../../../../contract/plans';
import type { ResultadoBloque } from '../../../../contract/workouts';
import { TIPO_LABELS } from '../../lib/block-format';
import { countOf } from '../../lib/plural';

export type { ResultadoBloque };

/** The block types whose result is logged as a whole, not set by set. */
export type CountedFormato = FormatoBloque & { tipo: ResultadoBloque['tipo'] };
export const isCounted = (formato: FormatoBloque | undefined): formato is CountedFormato =>
  formato?.tipo === 'amrap' || formato?.tipo === 'emom' || formato?.tipo === 'circuito' || formato?.tipo === 'intervalos';

/** What the result is counted out of: an EMOM's minutes, a circuit's or intervals' rounds (none for an AMRAP). */
export const resultTotal = (formato: FormatoBloque | undefined): number | undefined => (formato?.tipo === 'emom' ? formato.minutos : formato?.tipo === 'amrap' ? undefined : formato?.vueltas);

/** "AMRAP", "EMOM", "Circuito", "Intervalos": the type beside a block's result. */
export const resultTypeLabel = (result: ResultadoBloque) => TIPO_LABELS[result.tipo];

/**
 * "6 vueltas + 4 reps" for an AMRAP, "9 de 10 min" for an EMOM, "3 de 4 vueltas" for a circuit or intervals (out of
 * the block's total when known).
 */
export function blockResultText(result: ResultadoBloque, total?: number): string {
  if (result.tipo === 'amrap') {
    const rounds = countOf(result.vueltas ?? 0, 'vuelta', 'vueltas');
    return result.repeticiones ? `${rounds} + ${result.repeticiones} reps` : rounds;
  }
  if (result.tipo === 'emom') return total ? `${result.minutos ?? 0} de ${total} min` : `${result.minutos ?? 0} min`;
  const rounds = result.vueltas ?? 0;
  return total ? `${rounds} de ${total} vueltas` : countOf(rounds, 'vuelta', 'vueltas');
}
