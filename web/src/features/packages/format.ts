import { countOf } from '../../lib/plural';
/** docs/product.md §9: classes per week = cantidad_clases / 4. */
export const formatPerWeek = (perWeek: number) =>
  `${countOf(perWeek, 'clase', 'clases', (n) => n.toLocaleString('es-AR', { maximumFractionDigits: 1 }))} por semana`;

/** 'YYYY-MM-DD' (a studio calendar day) as '1/12/2026', without going through a time zone. */
export const formatDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return `${d}/${m}/${y}`;
};

export const daysLeft = (days: number) => (days === 1 ? 'Queda 1 día' : `Quedan ${days} días`);
