import sharp from 'sharp';
import { imageUrlFor, storeNewsImage } from '../news/news-image-files';
import { publishNews } from '../news/news.commands';
import { studioTimestamp } from '../../domain/time/studio-time';
import { addVideo } from '../videos/videos.commands';
import type { DemoSeeder, SeedContext } from './seeder';

const DAY = 24 * 3600 * 1000;

/** A text-free cover: a diagonal gradient with a few soft shapes, in the studio's colours. */
function coverSvg(from: string, to: string, accent: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="1200" height="675" fill="url(#g)"/>
    <circle cx="960" cy="140" r="220" fill="${accent}" opacity="0.35"/>
    <circle cx="180" cy="560" r="160" fill="#ffffff" opacity="0.12"/>
    <rect x="420" y="300" width="520" height="70" rx="35" fill="#ffffff" opacity="0.18" transform="rotate(-12 680 335)"/>
  </svg>`;
}

async function coverUrl(seed: SeedContext, colours: [string, string, string]): Promise<string> {
  const bytes = await sharp(Buffer.from(coverSvg(...colours))).webp({ quality: 78 }).toBuffer();
  if (!seed.files) return `data:image/webp;base64,${bytes.toString('base64')}`;
  return imageUrlFor(await storeNewsImage(seed.files, bytes, 'webp'));
}

const POSTS: Array<{ daysAgo: number; colours: [string, string, string]; titulo: string; subtitulo: string; contenido: string }> = [
  {
    daysAgo: 9,
    colours: ['#111318', '#3b1d14', '#ff4d2e'],
    titulo: 'Nueva clase: Movilidad y core',
    subtitulo: 'Martes y jueves a las 8:00',
    contenido:
      'Sumamos una clase de 45 minutos para trabajar movilidad de cadera y columna, estabilidad y core. Es ideal para complementar funcional o si vienes con molestias de espalda. Se reserva desde Turnos como cualquier otra clase y descuenta un crédito de tu paquete.',
  },
  {
    daysAgo: 4,
    colours: ['#0f3d3e', '#111318', '#5eead4'],
    titulo: 'Desafío de verano',
    subtitulo: 'Ocho semanas, tres clases por semana',
    contenido:
      'Del 1 de diciembre al 31 de enero: quienes completen tres clases por semana durante ocho semanas se llevan una remera del estudio y una evaluación física gratis. Pregunta a tu coach por la planificación del desafío; la vas a ver en Planificaciones.',
  },
  {
    daysAgo: 1,
    colours: ['#ff4d2e', '#7c2d12', '#fde68a'],
    titulo: 'Horarios especiales por las fiestas',
    subtitulo: 'El 24 y el 31 cerramos a las 13 h',
    contenido:
      'Durante las fiestas el estudio abre con horario reducido: el 24 y el 31 de diciembre las últimas clases son a las 12:00, y el 25 y el 1 de enero permanece cerrado. Los turnos ya reservados para esos horarios se cancelan y el crédito vuelve a tu paquete.',
  },
];

// Placeholder links: they only open in a new tab.
const VIDEOS = [
  'Sentadilla goblet', 'Peso muerto rumano.mp4', 'Estocadas alternadas', 'Hip thrust con barra', 'Remo con mancuerna a una mano',
  'Press de banca con mancuernas.mp4', 'Plancha frontal y lateral', 'Burpees (técnica)', 'Swing con kettlebell', 'Dominadas asistidas con banda',
  'Movilidad de cadera 90-90.mov', 'Salto al cajón',
];
const slug = (name: string) => name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\.[a-z0-9]+$/, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** Demo news (with generated cover images) and an exercise-tutorial video library. */
export const newsVideosSeeder: DemoSeeder = {
  name: 'noticias y videos',
  order: 50,
  async run(seed) {
    for (const post of POSTS) {
      const { colours, daysAgo, ...content } = post;
      const imagenUrl = await coverUrl(seed, colours);
      await publishNews(seed.db, seed.ctx(), { content: { ...content, imagenUrl }, fecha: studioTimestamp(new Date(seed.now.getTime() - daysAgo * DAY), seed.studioTz) });
    }
    for (const nombre of VIDEOS) {
      await addVideo(seed.db, seed.ctx(), { nombre, url: `https://example.com/videos/${slug(nombre)}` });
    }
  },
};
