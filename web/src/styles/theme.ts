export const theme = {
  colors: {
    background: '#f4f5f7',
    surface: '#ffffff',
    surfaceMuted: '#eef0f3',
    border: '#e2e5ea',
    text: '#111318',
    textMuted: '#5b6170',
    sidebar: '#111318',
    sidebarHover: '#1d2029',
    sidebarText: '#b4b9c4',
    sidebarTextActive: '#ffffff',
    // Decorative accent; on white use accentStrong (4.6:1) or accentText (5.2:1) for contrast.
    accent: '#ff4d2e',
    accentStrong: '#d93a1c',
    accentText: '#cc3316',
    accentSoft: '#ffe9e4',
    danger: '#dc2626',
    dangerHover: '#b91c1c',
    dangerSoft: '#fdecec',
    success: '#15803d',
    onAccent: '#ffffff',
    overlay: 'rgba(17, 19, 24, 0.55)',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  radii: { sm: '8px', md: '12px', lg: '18px', pill: '999px' },
  shadows: {
    card: '0 1px 2px rgba(17, 19, 24, 0.06), 0 4px 16px rgba(17, 19, 24, 0.06)',
    raised: '0 12px 40px rgba(17, 19, 24, 0.22)',
  },
  layout: { sidebarWidth: '272px', dockHeight: '64px' },
  breakpoints: { desktop: '768px' },
} as const;

export type Theme = typeof theme;
