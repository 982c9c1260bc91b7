import { addLibraryExercise } from '../plans/exercise-library.commands';
import type { DemoSeeder } from './seeder';

// The videos seeder (order 50) publishes its tutorials at these URLs.
const video = (slug: string) => `https://example.com/videos/${slug}`;

type Entry = { name: string; video: string | null; notes: string; bodyweight: boolean };
const loaded = (name: string, slug: string | null, notes: string): Entry => ({ name, video: slug && video(slug), notes, bodyweight: false });
const bodyweight = (name: string, slug: string | null, notes: string): Entry => ({ name, video: slug && video(slug), notes, bodyweight: true });

/** The studio's usual exercises, so the plan editor's name field autocompletes them with their video and cues. */
const LIBRARY: Entry[] = [
  loaded('Sentadilla', 'sentadilla-goblet', 'Espalda neutra, rodillas hacia afuera.'),
  loaded('Press de banca', 'press-de-banca-con-mancuernas', 'Escápulas juntas, baja controlado.'),
  loaded('Remo con barra', 'remo-con-mancuerna-a-una-mano', 'Tronco a 45°, tira con los codos.'),
  loaded('Peso muerto rumano', 'peso-muerto-rumano', 'Cadera atrás, barra pegada a las piernas.'),
  loaded('Hip thrust', 'hip-thrust-con-barra', 'Pausa de un segundo arriba.'),
  loaded('Swing con kettlebell', 'swing-con-kettlebell', 'La fuerza sale de la cadera.'),
  loaded('Press militar', null, 'Abdomen firme, sin arquear la espalda.'),
  bodyweight('Estocadas alternadas', 'estocadas-alternadas', 'Rodilla de atrás cerca del piso.'),
  bodyweight('Dominadas asistidas', 'dominadas-asistidas-con-banda', 'Baja hasta estirar los brazos.'),
  bodyweight('Plancha', 'plancha-frontal-y-lateral', 'Cuerpo en línea, sin hundir la cadera.'),
  bodyweight('Burpees', 'burpees-tecnica', ''),
  bodyweight('Salto al cajón', 'salto-al-cajon', 'Aterriza suave, con las rodillas flexionadas.'),
  bodyweight('Movilidad de cadera 90-90', 'movilidad-de-cadera-90-90', ''),
  bodyweight('Flexiones de brazos', null, 'Codos a 45° del cuerpo.'),
];

export const exerciseLibrarySeeder: DemoSeeder = {
  name: 'biblioteca de ejercicios',
  order: 29,
  async run(seed) {
    for (const entry of LIBRARY) await addLibraryExercise(seed.db, seed.ctx(), entry);
  },
};
