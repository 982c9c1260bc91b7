/** docs/product.md §9: classes per week = cantidad_clases / 4, shown with at most one decimal. */
export const formatPerWeek = (perWeek: number) => `${Number.isInteger(perWeek) ? perWeek : perWeek.toLocaleString('es-AR', { maximumFractionDigits: 1 })} por semana`;
