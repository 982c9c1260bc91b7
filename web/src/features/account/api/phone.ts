import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { setPhone } from '../../../api/membership/set-phone';
import { api } from '../../../lib/api-client';

const phoneKey = ['account', 'phone'] as const;

export const getMyPhone = (signal?: AbortSignal) => api('GET /api/user/telefono', {}, { signal });
export const myPhoneQueryOptions = () => queryOptions({ queryKey: phoneKey, queryFn: ({ signal }) => getMyPhone(signal) });
export const useMyPhone = () => useQuery(myPhoneQueryOptions());

/** Her own number: the answer is the number kept (E.164, or none), and no notice follows it. */
export function useSetMyPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (telefono: string) => setPhone({ telefono }),
    onSuccess: (saved) => queryClient.setQueryData(phoneKey, saved),
  });
}
