// The studio charges in Argentine pesos; every price on screen goes through here so it reads the same everywhere.
const whole = new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS', maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const compact = new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS', notation: 'compact', maximumFractionDigits: 1 });

/** '$ 18.000'; cents only when there are any ('$ 18.000,50'). */
export function formatPrice(amount: number): string {
  return Math.round(amount * 100) % 100 === 0 ? whole.format(amount) : withCents.format(amount);
}

/** Millions shortened ('$1,2 M') so a headline figure fits a phone's half-width card; smaller amounts as formatPrice. */
export function formatPriceShort(amount: number): string {
  return Math.abs(amount) >= 1_000_000 ? compact.format(amount) : formatPrice(amount);
}
