import type { FormatoBloque, TipoBloque } from '../../../contract/plans';

/** The block types as the editor offers them, in that order. */
export const TIPO_LABELS: Record<TipoBloque, string> = {
  normal: 'Normal',
  superserie: 'Superserie',
  circuito: 'Circuito',
  emom: 'EMOM',
  amrap: 'AMRAP',
  intervalos: 'Intervalos',
};

export const TIPOS = Object.keys(TIPO_LABELS) as TipoBloque[];

// 20 s on, 10 s off is Tabata's own protocol: named as members know it.
const isTabata = (f: FormatoBloque) => f.trabajo_segundos === 20 && f.descanso_segundos === 10;

/** A block's type in words: "EMOM 10 min", "AMRAP 12 min", "Tabata 8 × 20 s / 10 s", "Circuito 3 vueltas"; null when normal. */
export function formatLabel(formato: FormatoBloque | undefined): string | null {
  if (!formato) return null;
  switch (formato.tipo) {
    case 'normal':
      return null;
    case 'superserie':
      return 'Superserie';
    case 'circuito':
      return `Circuito ${formato.vueltas} ${formato.vueltas === 1 ? 'vuelta' : 'vueltas'}`;
    case 'emom':
    case 'amrap':
      return `${TIPO_LABELS[formato.tipo]} ${formato.minutos} min`;
    case 'intervalos':
      return `${isTabata(formato) ? 'Tabata' : 'Intervalos'} ${formato.vueltas} × ${formato.trabajo_segundos} s / ${formato.descanso_segundos} s`;
  }
}

/** Whether the block has a timer of its own (every type but normal). */
export const hasBlockTimer = (formato: FormatoBloque | undefined): formato is FormatoBloque => !!formato && formato.tipo !== 'normal';
