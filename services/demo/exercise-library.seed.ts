import { addLibraryExercise } from '../plans/exercise-library.commands';
import type { DemoSeeder } from './seeder';

// No videos: the demo has no clips of its own to link (news.seed.ts); an admin adds them from Videos.
type Entry = { name: string; video: null; notes: string; bodyweight: boolean };
const loaded = (name: string, notes: string): Entry => ({ name, video: null, notes, bodyweight: false });
const bodyweight = (name: string, notes: string): Entry => ({ name, video: null, notes, bodyweight: true });

/** The studio's usual exercises, so the plan editor's name field autocompletes them with their cues. */
const LIBRARY: Entry[] = [
  loaded('Sentadilla', 'Espalda neutra, rodillas hacia afuera.'),
  loaded('Press de banca', 'Escápulas juntas, baja controlado.'),
  loaded('Remo con barra', 'Tronco a 45°, tira con los codos.'),
  loaded('Peso muerto rumano', 'Cadera atrás, barra pegada a las piernas.'),
  loaded('Hip thrust', 'Pausa de un segundo arriba.'),
  loaded('Swing con kettlebell', 'La fuerza sale de la cadera.'),
  loaded('Press militar', 'Abdomen firme, sin arquear la espalda.'),
  bodyweight('Estocadas alternadas', 'Rodilla de atrás cerca del piso.'),
  bodyweight('Dominadas asistidas', 'Baja hasta estirar los brazos.'),
  bodyweight('Plancha', 'Cuerpo en línea, sin hundir la cadera.'),
  bodyweight('Burpees', ''),
  bodyweight('Salto al cajón', 'Aterriza suave, con las rodillas flexionadas.'),
  bodyweight('Movilidad de cadera 90-90', ''),
  bodyweight('Flexiones de brazos', 'Codos a 45° del cuerpo.'),
];

export const exerciseLibrarySeeder: DemoSeeder = {
  name: 'biblioteca de ejercicios',
  order: 29,
  async run(seed) {
    for (const entry of LIBRARY) await addLibraryExercise(seed.db, seed.ctx(), entry);
  },
};
