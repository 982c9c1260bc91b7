import type { ConsoleClass } from './api/types';

/**
 * Where the console opens: on the class in progress or the next to start. A day's finished classes fold away while
 * one is still to come (the morning's classes are done with by the afternoon); a day that is over shows them all,
 * since they are then what the coach came to read.
 */
export function classesInView(clases: readonly ConsoleClass[]): { current: ConsoleClass[]; finished: ConsoleClass[] } {
  const finished = clases.filter((c) => c.estado === 'terminada');
  if (finished.length === clases.length) return { current: [...clases], finished: [] };
  return { current: clases.filter((c) => c.estado !== 'terminada'), finished };
}

/** A class with nobody on its roster: still open to bookings, or over with nobody having come. */
export const emptyRosterText = (estado: ConsoleClass['estado']) => (estado === 'terminada' ? 'Nadie se anotó.' : 'Nadie anotado todavía.');
