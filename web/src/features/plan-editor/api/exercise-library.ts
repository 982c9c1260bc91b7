import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { editorKeys } from './editor-keys';
import { api, type ApiAnswer } from '../../../lib/api-client';

export type LibraryExercise = ApiAnswer<'GET /api/planificaciones/getBiblioteca'>[number];

/** The whole library, read once and filtered as the coach types (a studio's library is a few hundred names). */
export const libraryQueryOptions = () =>
  queryOptions({ queryKey: editorKeys.library(), queryFn: () => api('GET /api/planificaciones/getBiblioteca'), staleTime: 60_000 });

export const useLibrary = () => useQuery(libraryQueryOptions());

const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();

/** Entries whose name contains `typed` (case and accents ignored), those starting with it first. */
export function matchLibrary(library: readonly LibraryExercise[], typed: string, max = 6): LibraryExercise[] {
  const needle = fold(typed);
  if (!needle) return [];
  const hits = library.filter((e) => fold(e.nombre).includes(needle));
  return hits.sort((a, b) => Number(!fold(a.nombre).startsWith(needle)) - Number(!fold(b.nombre).startsWith(needle))).slice(0, max);
}

/** The entry named exactly `name` (case and accents ignored), if any. */
export const findLibraryEntry = (library: readonly LibraryExercise[], name: string) => library.find((e) => fold(e.nombre) === fold(name));

/** "Guardar en la biblioteca": a new name becomes an entry (bodyweight when its sets carry no kg). */
export function useSaveToLibrary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: { nombre: string; peso_corporal: boolean; video?: string | null; notas?: string }) => api('POST /api/planificaciones/addEjercicioBiblioteca', { body: entry }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: editorKeys.library() }),
  });
}

/** The management list: every entry (by name) when nothing is typed, otherwise the names that contain the text. */
export function filterLibrary(library: readonly LibraryExercise[], typed: string): LibraryExercise[] {
  const needle = fold(typed);
  const sorted = [...library].sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'));
  return needle ? sorted.filter((e) => fold(e.nombre).includes(needle)) : sorted;
}

export type LibraryEntryChange = { id: number; nombre: string; video: string | null; notas: string; peso_corporal: boolean };

/** The library screen's edit and delete; both refresh the library the builder's autocomplete reads. */
export function useLibraryEntryMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: editorKeys.library() });
  return {
    update: useMutation({ mutationFn: (entry: LibraryEntryChange) => api('PUT /api/planificaciones/updateEjercicioBiblioteca', { body: entry }), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (id: number) => api('DELETE /api/planificaciones/deleteEjercicioBiblioteca', { body: { id } }), onSuccess: refresh }),
  };
}
