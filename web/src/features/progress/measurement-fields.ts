import { BODY_FIGURES } from '../../../../contract/body-figures';
import type { MedidaCampo } from '../../../../contract/progress';

export type MeasurementField = {
  campo: MedidaCampo;
  /** Its label in a form, a list and a chart title. */
  label: string;
  /** The label as a sentence's subject, for the range a value must fall in ("El peso va de 20 a 400 kg."). */
  subject: string;
  unit: 'kg' | 'cm' | '%';
  min: number;
  max: number;
};

// The ranges the server accepts (a value outside them is a typo: grams, inches), said before sending.
const FIELDS: Record<MedidaCampo, Omit<MeasurementField, 'campo'>> = BODY_FIGURES;

/** Every measurement she may log, in the order the form, the list and the charts show them. */
export const MEASUREMENT_FIELDS: readonly MeasurementField[] = Object.entries(FIELDS).map(([campo, field]) => ({ campo: campo as MedidaCampo, ...field }));

// A tape or a scale reads to a tenth.
const figure = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 1 });

/** A figure in es-AR, "72,5". */
export const formatFigure = (value: number): string => figure.format(value);

/** A figure with its unit held to it (no-break space): "72,5 kg", "80 cm", "22 %". */
export const formatMeasurement = (field: Pick<MeasurementField, 'unit'>, value: number): string => `${formatFigure(value)}\u00a0${field.unit}`;

/** A calendar day in full, dd/mm/aaaa: a list of measurements spans years. */
export const fullDate = (fecha: string): string => `${fecha.slice(8, 10)}/${fecha.slice(5, 7)}/${fecha.slice(0, 4)}`;
