export type Platform = 'android' | 'ios';

export const platformNames: Record<Platform, string> = { android: 'Android', ios: 'iPhone (iOS)' };

/** The first step of each list is "copy the URL", rendered with the copy button. */
export const installSteps: Record<Platform, readonly string[]> = {
  android: [
    'Copia la URL de la app.',
    'Abre Chrome y pega la URL en la barra de direcciones.',
    'Abre el menú (⋮) en la esquina superior derecha.',
    'Toca «Instalar aplicación» o «Agregar a la pantalla principal».',
    'Espera unos segundos: el ícono aparecerá en tu pantalla de inicio.',
  ],
  ios: [
    'Copia la URL de la app.',
    'Abre Safari y pega la URL en la barra de direcciones.',
    'Toca el ícono de compartir (el cuadrado con una flecha hacia arriba).',
    'Elige «Añadir a Inicio».',
    'Toca «Agregar» para terminar.',
  ],
};

export function detectPlatform(userAgent: string): Platform {
  return /iPad|iPhone|iPod/i.test(userAgent) ? 'ios' : 'android';
}
