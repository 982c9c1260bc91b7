import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMembershipMutation } from './use-membership-mutation';
import { api } from '../../../lib/api-client';

/** Approve as the studio's rule proposes, or with the admin's own end date and credits and the reason. */
export type ApproveInput = { requestId: number; validoHasta?: string; creditos?: number; motivo?: string };

export const approveRequest = (input: ApproveInput) => api('POST /api/paquetes/approveRequest', { body: input });

export const useApproveRequest = () => useMembershipMutation(approveRequest);

/** What approving this request today gives: dates and credits under the studio's rule. */
export const getApprovalTerms = (requestId: number, signal?: AbortSignal) =>
  api('POST /api/paquetes/approvalTerms', { body: { requestId } }, { idempotent: false, signal });

export const useApprovalTerms = (requestId: number) =>
  useQuery(queryOptions({ queryKey: ['membership', 'approval-terms', requestId] as const, queryFn: ({ signal }) => getApprovalTerms(requestId, signal) }));
