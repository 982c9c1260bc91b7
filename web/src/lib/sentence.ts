/** A reason a person typed, ready for our own period: 'Falta el pago.' and 'Falta el pago' both end up 'Falta el pago'. */
export const withoutFinalPeriod = (text: string): string => text.trim().replace(/\.+$/, '');
