import { localDate, parseFecha } from '../../../lib/calendar-date';
import { dayMonth } from '../../../lib/calendar-date';


/**
 * A member's last class on Usuarios, as the owner reads it before writing to her: "Última clase: 02/11 (hace 26
 * días)", "hoy" or "ayer" when recent, "Sin clases todavía" for none. `today` is the device's day (the studio's).
 */
export function lastClassLabel(fecha: string | null, now: Date): string {
  if (fecha === null) return 'Sin clases todavía';
  const days = Math.round((parseFecha(localDate(now)).getTime() - parseFecha(fecha).getTime()) / 86_400_000);
  const ago = days <= 0 ? 'hoy' : days === 1 ? 'ayer' : `hace ${days} días`;
  return `Última clase: ${dayMonth(fecha)} (${ago})`;
}
