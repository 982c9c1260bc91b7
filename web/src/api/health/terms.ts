import { queryOptions } from '@tanstack/react-query';
import { termsKey } from '../route-keys';
import { api } from '../../lib/api-client';

/** The studio's current terms and waiver (public: the sign-up form links to them); version null while it wrote none. */
export const termsQuery = () => queryOptions({ queryKey: termsKey, queryFn: ({ signal }) => api('GET /api/salud/terminos', {}, { signal }) });
