import { api } from '../../lib/api-client';

/** A member's mobile as typed: hers from /cuenta, or a member's named by an admin from Usuarios. Answers the number kept. */
export const setPhone = (body: { telefono: string; clerkUserId?: string }) => api('PUT /api/user/telefono', { body });
