import { describe, expect, it } from 'vitest';
import { isOfflineGetRead, offlineCacheKey } from './offline-reads';

describe('offline reads', () => {
  it('keeps the last-time prefill per plan day, whatever session screen asked for it', () => {
    const asked = (session: string) => offlineCacheKey(new Request(`https://pulso.test/api/entrenamientos/ultimaVez?planificacionId=3&diaId=7&excluirSesion=${session}`));
    expect(asked('a1')).toBe('https://pulso.test/api/entrenamientos/ultimaVez?planificacionId=3&diaId=7');
    expect(asked('b2')).toBe(asked('a1'));
    expect(offlineCacheKey(new Request('https://pulso.test/api/entrenamientos/ultimaVez?planificacionId=3&diaId=8'))).not.toBe(asked('a1'));
  });

  it('caches the member\'s reads, never staff lists', () => {
    expect(isOfflineGetRead('/api/entrenamientos/ultimaVez')).toBe(true);
    expect(isOfflineGetRead('/api/entrenamientos/ultimaVezPlanificaciones')).toBe(true);
    expect(isOfflineGetRead('/api/entrenamientos/comentarios')).toBe(true);
    // The count on the nav's Entrenamientos, asked on every start: offline it reads as it last did, not empty.
    expect(isOfflineGetRead('/api/entrenamientos/comentariosNuevos')).toBe(true);
    expect(isOfflineGetRead('/api/entrenamientos/sesionesRecientes')).toBe(false);
  });

  it('keeps the news list of the home screen, never its images (up to 5 MB each)', () => {
    expect(isOfflineGetRead('/api/noticias/getNoticias')).toBe(true);
    expect(isOfflineGetRead('/api/noticias/images/3f2a.jpg')).toBe(false);
  });
});
