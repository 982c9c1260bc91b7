/** Spanish ordinal of a place in line: 1.º, 2.º … */
export const ordinal = (n: number): string => `${n}.º`;

/** "Estás 2.º en la lista de espera" (the agenda and Mis Turnos). */
export const positionLabel = (posicion: number): string => `Estás ${ordinal(posicion)} en la lista de espera`;

/** A full class's slot line in the agenda. */
export const FULL_LABEL = 'Completo';
export const JOIN_LABEL = 'Unirme a la lista de espera';
