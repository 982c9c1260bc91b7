import { describe, expect, it } from 'vitest';
import { findLibraryEntry, matchLibrary, type LibraryExercise } from './exercise-library';

const entry = (id: number, nombre: string): LibraryExercise => ({ id, nombre, video: null, notas: '', peso_corporal: false });
const library = [entry(1, 'Press de banca'), entry(2, 'Sentadilla'), entry(3, 'Salto al cajón'), entry(4, 'Press militar'), entry(5, 'Sentadilla búlgara')];

describe('exercise library autocomplete', () => {
  it('matches any part of a name, ignoring case and accents, names that start with it first', () => {
    expect(matchLibrary(library, 'CAJON').map((e) => e.nombre)).toEqual(['Salto al cajón']);
    expect(matchLibrary(library, 'press').map((e) => e.nombre)).toEqual(['Press de banca', 'Press militar']);
    expect(matchLibrary(library, 'bulg').map((e) => e.nombre)).toEqual(['Sentadilla búlgara']);
    expect(matchLibrary(library, 'a', 2)).toHaveLength(2);
    expect(matchLibrary(library, '  ')).toEqual([]);
  });

  it('finds the entry a typed name is, exactly', () => {
    expect(findLibraryEntry(library, ' sentadilla ')?.id).toBe(2);
    expect(findLibraryEntry(library, 'Sentadill')).toBeUndefined();
  });
});
