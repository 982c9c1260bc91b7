import { describe, expect, it } from 'vitest';
import type { FotoProgreso } from '../../../../contract/progress';
import { photoFileError, photosByDay } from './photo-groups';

const foto = (id: string, fecha: string, pose: FotoProgreso['pose']): FotoProgreso => ({ id, fecha, pose, url: `/api/progreso/fotos/${id}` });

describe('progress photos', () => {
  it('groups photos by day, newest day first, each day front, side, back', () => {
    const days = photosByDay([foto('1', '2026-10-01', 'espalda'), foto('2', '2026-11-16', 'perfil'), foto('3', '2026-10-01', 'frente'), foto('4', '2026-11-16', 'frente'), foto('5', '2026-10-01', 'perfil')]);
    expect(days.map((d) => [d.fecha, d.fotos.map((f) => f.id)])).toEqual([
      ['2026-11-16', ['4', '2']],
      ['2026-10-01', ['3', '5', '1']],
    ]);
  });

  it('takes a JPEG, PNG or WebP of up to 10 MB, and says why not otherwise', () => {
    expect(photoFileError({ type: 'image/jpeg', size: 10 * 1024 * 1024 })).toBeNull();
    expect(photoFileError(null)).toBe('Elige una foto.');
    expect(photoFileError({ type: 'image/heic', size: 1000 })).toBe('La foto debe ser JPEG, PNG o WebP.');
    expect(photoFileError({ type: 'image/webp', size: 10 * 1024 * 1024 + 1 })).toBe('La foto supera el máximo de 10 MB.');
  });
});
