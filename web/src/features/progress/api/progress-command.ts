import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Progreso } from '../../../../../contract/progress';
import { progressKeys } from './progress-keys';

/**
 * Every progress command answers with her progress as it now stands: the answer is the screen's data (no change
 * notice follows, so nothing else would refresh it). A refusal refetches it: what the screen shows may be stale.
 */
export function useProgressCommand<Input>(send: (input: Input) => Promise<Progreso>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (progreso) => queryClient.setQueryData(progressKeys.mine(), progreso),
    onError: () => queryClient.invalidateQueries({ queryKey: progressKeys.mine() }),
  });
}
