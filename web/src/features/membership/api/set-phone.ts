import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setPhone } from '../../../api/membership/set-phone';
import { phonesKeys } from '../../../api/membership/phones';

/** An admin sets a member's mobile from her card; no notice follows, so the page's numbers are read again. */
export function useSetMemberPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { clerkUserId: string; telefono: string }) => setPhone(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: phonesKeys.all }),
  });
}
