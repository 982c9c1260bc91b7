// es-AR writes kg with a decimal comma ("22,5"); two digits cover the 0,25 kg step and no trailing ",0" shows.
const kilos = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 2 });

/** kg as a number in es-AR: "22,5", "21,25", "40". */
export const formatKilos = (peso: number): string => kilos.format(peso);

/**
 * A set's weight as the viewer and the editor show it: "22,5 kg", or "—" for a bodyweight set (peso 0), which
 * "0 kg" made look like a mistake.
 */
export const formatWeight = (peso: number): string => (peso > 0 ? `${formatKilos(peso)} kg` : '—');

/** What a screen reader says for the same cell. */
export const weightLabel = (peso: number): string => (peso > 0 ? `${formatKilos(peso)} kg` : 'Peso corporal');

/** A weight as an input's starting text: "22,5" without thousands dots (they would read back as decimals); "" for 0. */
export const weightInput = (peso: number): string => (peso > 0 ? formatKilos(peso).replace(/\./g, '') : '');

/** kg typed with es-AR's decimal comma or with a point ("22,5", "22.5"); 0 when empty, null when not a number. */
export function parseKilos(text: string): number | null {
  const value = text.trim();
  if (value === '') return 0;
  return /^\d{1,4}([.,]\d{1,2})?$/.test(value) ? Number(value.replace(',', '.')) : null;
}

/** Whether `kg` lands on the plates' 0,25 kg step, as plan weights must. */
export const onWeightStep = (kg: number): boolean => Number.isInteger(kg * 4);

/**
 * A progression's step as typed (kg or %): signed, with es-AR's decimal comma or a point ("1,25", "+2.5", "-5");
 * 0 when empty, null when not a number. Whether kg land on the 0,25 kg step the server says (INVALID_PROGRESSION_KG_STEP).
 */
export function parseStep(text: string): number | null {
  const value = text.trim();
  if (value === '') return 0;
  return /^[+-]?\d{1,4}([.,]\d{1,2})?$/.test(value) ? Number(value.replace(',', '.')) : null;
}
