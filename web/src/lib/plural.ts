/**
 * A count and its noun, agreeing: a count of 1 takes the singular ('1 presente', '1 socio'), any other the plural
 * ('0 presentes', '3 socios'). Spanish plurals are irregular enough ('tardía'/'tardías', 'cancelación'/'cancelaciones')
 * that both forms are written out. `format` writes the number (a locale's thousands separator), plain by default.
 */
export const plural = (n: number, one: string, many: string): string => (n === 1 ? one : many);

export const countOf = (n: number, one: string, many: string, format: (n: number) => string = String): string =>
  `${format(n)} ${plural(n, one, many)}`;
