type HappyDomWindow = Window & { happyDOM?: { setViewport(viewport: { width: number; height: number }): void } };

/** Resizes happy-dom's window so CSS media queries (phone dock vs. desktop sidebar) apply. */
export function setViewport(width: number, height = 800): void {
  (window as HappyDomWindow).happyDOM?.setViewport({ width, height });
}

export const PHONE_WIDTH = 375;
export const DESKTOP_WIDTH = 1280;
/** What happy-dom opens a window with, as a new page has it. */
export const DEFAULT_VIEWPORT = { width: 1024, height: 768 };
