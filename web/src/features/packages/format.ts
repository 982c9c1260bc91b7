import { countOf } from '../../lib/plural';
/** docs/product.md §9: classes per week = cantidad_clases / 4. */
export const formatPerWeek = (perWeek: number) =>
  `${countOf(perWeek, 'clase', 'clases', (n) => n.toLocaleString('es-AR', { maximumFractionDigits: 1 }))} por semana`;

export const daysLeft = (days: number) => (days === 1 ? 'Queda 1 día' : `Quedan ${days} días`);
