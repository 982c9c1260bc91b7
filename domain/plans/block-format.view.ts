import type { FormatoBloque, TipoBloque } from '../../contract/plans';
import type { BlockFormat, BlockFormatInput, BlockFormatKind } from './block-format';

const TIPO: Record<BlockFormatKind, TipoBloque> = { normal: 'normal', superset: 'superserie', circuit: 'circuito', emom: 'emom', amrap: 'amrap', intervals: 'intervalos' };
const KIND = Object.fromEntries(Object.entries(TIPO).map(([kind, tipo]) => [tipo, kind])) as Record<TipoBloque, BlockFormatKind>;

/** A block's format as the API serves it (contract FormatoBloque): Spanish names, only the numbers its type has. */
export function toFormato(format: BlockFormat): FormatoBloque {
  switch (format.kind) {
    case 'normal':
    case 'superset':
      return { tipo: TIPO[format.kind] };
    case 'circuit':
      return { tipo: 'circuito', vueltas: format.rounds };
    case 'emom':
    case 'amrap':
      return { tipo: format.kind, minutos: format.minutes };
    case 'intervals':
      return { tipo: 'intervalos', trabajo_segundos: format.workSeconds, descanso_segundos: format.restSeconds, vueltas: format.rounds };
  }
}

/** What the coach sent (updateBloqueFormato), unchecked: an unknown `tipo` stays unknown for the decider to refuse. */
export function formatInputOf(body: { tipo: string; vueltas?: unknown; minutos?: unknown; trabajo_segundos?: unknown; descanso_segundos?: unknown }): BlockFormatInput {
  const kind = Object.hasOwn(KIND, body.tipo) ? KIND[body.tipo as TipoBloque] : body.tipo;
  return { kind, rounds: body.vueltas, minutes: body.minutos, workSeconds: body.trabajo_segundos, restSeconds: body.descanso_segundos };
}
