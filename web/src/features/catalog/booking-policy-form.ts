import type { Disciplina } from './api/types';
import type { PoliticaReservas } from './api/set-politica-reservas';
import { countOf } from '../../lib/plural';

/** The policy form's fields as typed: blank means "no limit of its own" where the policy allows it. */
export type PolicyFields = { abren: string; cierran: string; gratisHoras: string; tardiasMes: string; listaEspera: string };

/** The waitlist books the first in line automatically until 2 hours before class unless the studio says otherwise. */
const WAITLIST_CUTOFF_DEFAULT = 120;

export const policyFieldsOf = (d: Disciplina): PolicyFields => ({
  abren: d.reservas_abren_dias_antes == null ? '' : String(d.reservas_abren_dias_antes),
  cierran: String(d.reservas_cierran_minutos_antes ?? 0),
  gratisHoras: d.cancelacion_gratis_horas_antes == null ? '' : String(d.cancelacion_gratis_horas_antes),
  tardiasMes: String(d.cancelaciones_tardias_gratis_mes ?? 0),
  listaEspera: String(d.lista_espera_automatica_minutos_antes ?? WAITLIST_CUTOFF_DEFAULT),
});

const whole = (text: string, min: number, max: number) => {
  const n = Number(text.trim());
  return /^\d+$/.test(text.trim()) && n >= min && n <= max ? n : undefined;
};

/** The policy to send, or the first field's problem in Spanish. */
export function parsePolicy(f: PolicyFields): { policy: PoliticaReservas } | { error: string } {
  const abren = f.abren.trim() === '' ? null : whole(f.abren, 1, 60);
  if (abren === undefined) return { error: 'Las reservas abren entre 1 y 60 días antes (o deja el campo vacío).' };
  const cierran = f.cierran.trim() === '' ? 0 : whole(f.cierran, 0, 1440);
  if (cierran === undefined) return { error: 'Las reservas cierran entre 0 y 1440 minutos antes.' };
  const gratis = f.gratisHoras.trim() === '' ? null : whole(f.gratisHoras, 0, 168);
  if (gratis === undefined) return { error: 'La cancelación sin costo va de 0 a 168 horas antes (o deja el campo vacío).' };
  const tardias = f.tardiasMes.trim() === '' ? 0 : whole(f.tardiasMes, 0, 31);
  if (tardias === undefined) return { error: 'Las cancelaciones tardías sin costo van de 0 a 31 por mes.' };
  const listaEspera = f.listaEspera.trim() === '' ? WAITLIST_CUTOFF_DEFAULT : whole(f.listaEspera, 0, 1440);
  if (listaEspera === undefined) return { error: 'La lista de espera automática va de 0 a 1440 minutos antes.' };
  return {
    policy: {
      reservas_abren_dias_antes: abren,
      reservas_cierran_minutos_antes: cierran,
      cancelacion_gratis_horas_antes: gratis,
      cancelaciones_tardias_gratis_mes: tardias,
      lista_espera_automatica_minutos_antes: listaEspera,
    },
  };
}

/** One line under the discipline's name: the rules that differ from "book any time, cancel free until class". */
export function policySummary(d: Disciplina): string {
  const parts: string[] = [];
  if (d.reservas_abren_dias_antes != null) parts.push(`Reservas desde ${countOf(d.reservas_abren_dias_antes, 'día', 'días')} antes`);
  if (d.reservas_cierran_minutos_antes) parts.push(`cierran ${d.reservas_cierran_minutos_antes} min antes`);
  if (d.cancelacion_gratis_horas_antes != null) {
    parts.push(`Cancelación sin costo hasta ${d.cancelacion_gratis_horas_antes} h antes`);
    if (d.cancelaciones_tardias_gratis_mes) parts.push(`${countOf(d.cancelaciones_tardias_gratis_mes, 'tardía', 'tardías')} sin costo por mes`);
  }
  const listaEspera = d.lista_espera_automatica_minutos_antes ?? WAITLIST_CUTOFF_DEFAULT;
  if (listaEspera !== WAITLIST_CUTOFF_DEFAULT) parts.push(`Lista de espera automática hasta ${listaEspera} min antes`);
  return parts.length === 0 ? 'Sin reglas de reserva propias' : parts.join(' · ');
}
