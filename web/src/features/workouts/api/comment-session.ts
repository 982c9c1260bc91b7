import { api } from '../../../lib/api-client';

/** Staff: a comment on a member's session. */
export const commentSession = (sesionId: string, texto: string) => api('POST /api/entrenamientos/comentarSesion', { body: { id: sesionId, texto } });
