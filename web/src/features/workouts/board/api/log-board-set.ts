import { useMutation, useMutationState, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Pizarra } from '../../../../../../contract/class-board';
import { api, isApiError, refreshAfterCommand } from '../../../../lib/api-client';
import { workoutsKeys } from '../../api/workouts-keys';

/** One set entered on the tablet for a checked-in member. The key is made once, so a retry is applied once. */
export type BoardSetEntry = { clerkUserId: string; nombre: string; serieId: number; repeticiones: number; peso: number; idempotencyKey: string };

const boardSetKey = (horarioId: number, fecha: string) => ['workouts', 'board-set', horarioId, fecha] as const;

// A lost answer is sent again (same key) a few times; with no network the mutation waits, paused, until it is back.
const NETWORK_RETRIES = 3;
const retryLost = (failures: number, error: unknown) => isApiError(error) && error.status === 0 && failures < NETWORK_RETRIES;

/** Her set on the board at once, with the records the answer names, before the refetch brings the rest. */
function showLogged(queryClient: QueryClient, key: readonly unknown[], entry: BoardSetEntry, records: Pizarra['socios'][number]['hechas'][number]['records']) {
  queryClient.setQueryData<Pizarra>(key, (board) =>
    board && {
      ...board,
      socios: board.socios.map((s) =>
        s.clerk_user_id !== entry.clerkUserId
          ? s
          : { ...s, hechas: [...s.hechas.filter((h) => h.serie_id !== entry.serieId), { serie_id: entry.serieId, repeticiones: entry.repeticiones, peso: entry.peso, records }] },
      ),
    },
  );
}

/**
 * POST /api/entrenamientos/pizarra/registrarSerie. Offline it waits (TanStack pauses it) and goes out when the
 * connection returns; the cell shows it as being sent meanwhile (`usePendingBoardSets`). `onRefused` hears a refusal.
 */
export function useLogBoardSet(horarioId: number, fecha: string, onRefused: (entry: BoardSetEntry, error: unknown) => void) {
  const queryClient = useQueryClient();
  const key = workoutsKeys.board(horarioId, fecha);
  return useMutation({
    mutationKey: boardSetKey(horarioId, fecha),
    mutationFn: ({ clerkUserId, serieId, repeticiones, peso, idempotencyKey }: BoardSetEntry) =>
      api('POST /api/entrenamientos/pizarra/registrarSerie', { body: { horario_id: horarioId, fecha, clerkUserId, serieId, repeticiones, peso } }, { headers: { 'Idempotency-Key': idempotencyKey } }),
    retry: retryLost,
    onSuccess: (answer, entry) => showLogged(queryClient, key, entry, answer.records.map((r) => r.tipo)),
    onError: (error, entry) => onRefused(entry, error),
    onSettled: (_answer, error) => refreshAfterCommand(queryClient, [key], error ? 'refused' : 'accepted'),
  });
}

/** The cells whose set is on its way ("<clerkUserId>/<serieId>"), paused offline or in flight. */
export function usePendingBoardSets(horarioId: number, fecha: string): ReadonlySet<string> {
  const pending = useMutationState({
    filters: { mutationKey: boardSetKey(horarioId, fecha), status: 'pending' },
    select: (m) => m.state.variables as BoardSetEntry,
  });
  return new Set(pending.map((e) => `${e.clerkUserId}/${e.serieId}`));
}
