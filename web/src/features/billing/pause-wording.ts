import type { MyPausesView, PausePlanLimitsView, PauseView } from '../../../../contract/pauses';
import { dayMonth, shiftDate, weekdayDate } from '../../lib/calendar-date';
import { validThrough } from '../../lib/package-validity';
import { countOf, plural } from '../../lib/plural';
import { withoutFinalPeriod } from '../../lib/sentence';

// Her pauses' texts, pure: the studio's rule and what is left, what a pause would do, and each pause asked.

type Standing = Pick<MyPausesView, 'ajustes' | 'usadas' | 'paquete'>;

/** What is left of this year's pauses and days (pending ones count: the server holds their days too). */
export const pausesLeft = ({ ajustes, usadas }: Standing) => ({
  pauses: Math.max(0, ajustes.pausas_por_anio - usadas.pausas),
  days: Math.max(0, ajustes.dias_por_anio - usadas.dias),
});

/** The studio takes pauses at all: 0 pauses or 0 days a year turns them off. */
export const pausesOffered = ({ ajustes }: Pick<MyPausesView, 'ajustes'>) => ajustes.pausas_por_anio > 0 && ajustes.dias_por_anio > 0;

const pausesWord = (n: number) => (n === 1 ? 'una pausa' : `${n} pausas`);

/**
 * "El estudio permite 2 pausas por año, hasta 30 días en total. Te quedan 30 días este año.": the rule before it
 * bites; "Tu paquete Pase libre permite una pausa por año, …" when the package she holds has limits of its own.
 */
export function pauseRuleText(standing: Standing): string {
  const { ajustes, usadas } = standing;
  const whose = standing.paquete ? `Tu paquete ${standing.paquete}` : 'El estudio';
  const rule = `${whose} permite ${pausesWord(ajustes.pausas_por_anio)} por año, hasta ${countOf(ajustes.dias_por_anio, 'día', 'días')} en total.`;
  const left = pausesLeft(standing);
  if (left.pauses === 0) return `${rule} Ya ${ajustes.pausas_por_anio === 1 ? 'usaste tu pausa' : 'usaste tus pausas'} de este año.`;
  if (left.days === 0) return `${rule} Ya usaste todos los días de pausa de este año.`;
  const days = `Te ${plural(left.days, 'queda', 'quedan')} ${countOf(left.days, 'día', 'días')} este año`;
  return usadas.pausas === 0 ? `${rule} ${days}.` : `${rule} ${days}, en ${left.pauses === 1 ? 'una pausa más' : `${left.pauses} pausas más`}.`;
}

/** "Pase libre: una pausa y 15 días por año": a package's own limits in the studio's list. */
export const planLimitsLine = (l: PausePlanLimitsView) =>
  `${l.nombre}: ${l.pausas_por_anio === 0 || l.dias_por_anio === 0 ? 'sin pausas' : `${pausesWord(l.pausas_por_anio)} y ${countOf(l.dias_por_anio, 'día', 'días')} por año`}`;

/** Whether she may ask one now: room left this year and none still waiting for the studio (it would be refused). */
export const canAskPause = (mine: MyPausesView) => {
  const left = pausesLeft(mine);
  return pausesOffered(mine) && left.pauses > 0 && left.days > 0 && !mine.pausas.some((p) => p.estado === 'pendiente');
};

/** 'del 10/12 al 23/12': a pause's days in a list, `hasta` its last day. */
export const pauseRange = (p: Pick<PauseView, 'desde' | 'hasta'>) => `del ${dayMonth(p.desde)} al ${dayMonth(p.hasta)}`;

/** One of her pauses as she reads it in her card. */
export function pauseLine(p: PauseView): string {
  switch (p.estado) {
    case 'pendiente':
      return `Pediste una pausa ${pauseRange(p)}: el estudio la está revisando.`;
    case 'aprobada':
      return `Pausa ${pauseRange(p)} (${countOf(p.dias, 'día', 'días')})`;
    case 'rechazada':
      return `El estudio rechazó tu pausa ${pauseRange(p)}${p.motivo ? `: ${withoutFinalPeriod(p.motivo)}` : ''}.`;
    case 'anulada':
      return `Anulaste tu pausa ${pauseRange(p)}.`;
  }
}

/** Ending it early, said before she confirms: from today she books again and what it moved comes back. */
export const endPauseText = (p: Pick<PauseView, 'accion'>) =>
  p.accion === 'terminar'
    ? 'Desde hoy vuelves a reservar, y los días de pausa que no usaste se descuentan del vencimiento de lo que tienes.'
    : 'La pausa no se usa: vuelves a reservar esos días y el vencimiento de lo que tienes vuelve a su fecha.';

/** What she holds that a pause moves: her package's valido_hasta (its first day not valid) and her next monthly charge. */
export type PausedHoldings = { validoHasta: string | null; proximoCobro: string | null };
export type PreviewLine = { text: string; tone: 'info' | 'warn' };

/**
 * What the pause would do, before she sends it: the days she cannot book, and the new end of her package and date of
 * her next fee, each moved by its days. A start past what she holds is said here as the server would refuse it.
 */
export function pausePreview(held: PausedHoldings, desde: string, dias: number): PreviewLine[] {
  const lines: PreviewLine[] = [{ text: `Del ${weekdayDate(desde)} al ${weekdayDate(shiftDate(desde, dias - 1))} no puedes reservar clases.`, tone: 'info' }];
  const { validoHasta, proximoCobro } = held;
  if (validoHasta) {
    lines.push(desde < validoHasta
      ? { text: `Tu paquete pasa a valer ${validThrough(shiftDate(validoHasta, dias))}.`, tone: 'info' }
      : { text: `Tu paquete vale ${validThrough(validoHasta)}: la pausa tiene que empezar antes.`, tone: 'warn' });
  }
  if (proximoCobro) {
    lines.push(desde < proximoCobro
      ? { text: `Tu próxima cuota pasa al ${weekdayDate(shiftDate(proximoCobro, dias))}.`, tone: 'info' }
      : { text: `La pausa de tu abono tiene que empezar antes de tu próxima cuota, el ${weekdayDate(proximoCobro)}.`, tone: 'warn' });
  }
  return lines;
}

/** Who decides: the studio's rule says it before she sends. */
export const approvalText = (aprobacion: MyPausesView['ajustes']['aprobacion']) =>
  aprobacion === 'estudio' ? 'El estudio revisa tu pedido y te avisa.' : 'Se aplica en el momento, sin esperar al estudio.';
