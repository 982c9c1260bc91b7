/** Calendar helpers of the class console: dates are 'YYYY-MM-DD' on the device's calendar. */
import { parseFecha } from '../../lib/calendar-date';

export { isFecha, localDate, shiftDate } from '../../lib/calendar-date';

const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const pad = (n: number) => String(n).padStart(2, '0');

/** "miércoles 18/11" (es-AR). */
export const dayLabel = (fecha: string) => {
  const d = parseFecha(fecha);
  return `${WEEKDAYS[d.getDay()]} ${pad(d.getDate())}/${pad(d.getMonth() + 1)}`;
};
