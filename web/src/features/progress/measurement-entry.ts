import type { MedidaCampo, RegistrarMedidas } from '../../../../contract/progress';
import { isFecha } from '../../lib/calendar-date';
import { formatFigure, MEASUREMENT_FIELDS } from './measurement-fields';

/** What she typed in each field, as typed ("72,5"); a field left empty is one she did not measure. */
export type MeasurementTexts = Partial<Record<MedidaCampo, string>>;
export type MeasurementErrors = Partial<Record<MedidaCampo | 'fecha' | 'form', string>>;

// As the server reads a form's figure: a comma or a point, up to three decimals (it keeps one).
const FIGURE = /^\d{1,4}([.,]\d{1,3})?$/;

/**
 * The form as the body POST /api/progreso/medidas takes (numbers, only what she measured), or the Spanish reason per
 * field it is not one yet: said before sending, the server checks again.
 */
export function readMeasurements(fecha: string, texts: MeasurementTexts, today: string): { body: RegistrarMedidas } | { errors: MeasurementErrors } {
  const errors: MeasurementErrors = {};
  const body: RegistrarMedidas = { fecha };
  if (!isFecha(fecha)) errors.fecha = 'Elige el día en que te mediste.';
  else if (fecha > today) errors.fecha = 'La fecha no puede ser posterior a hoy.';
  for (const field of MEASUREMENT_FIELDS) {
    const text = texts[field.campo]?.trim() ?? '';
    if (text === '') continue;
    const value = FIGURE.test(text) ? Number(text.replace(',', '.')) : Number.NaN;
    if (Number.isNaN(value)) errors[field.campo] = 'Escribe solo el número, por ejemplo 72,5.';
    else if (value < field.min || value > field.max) errors[field.campo] = `${field.subject} va de ${formatFigure(field.min)} a ${formatFigure(field.max)} ${field.unit}.`;
    else body[field.campo] = value;
  }
  const measured = MEASUREMENT_FIELDS.some((f) => texts[f.campo]?.trim());
  if (!measured) errors.form = 'Escribe al menos una medida; las demás pueden quedar vacías.';
  return Object.keys(errors).length > 0 ? { errors } : { body };
}
