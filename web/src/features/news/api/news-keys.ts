/** Under ['home', …]: the home screen's pull-to-refresh reloads every ['home', …] query, the news card included. */
export const newsKeys = {
  list: ['home', 'noticias'] as const,
};
