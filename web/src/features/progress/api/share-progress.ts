import { api } from '../../../lib/api-client';
import { useProgressCommand } from './progress-command';

/** She shares her measurements and photos with her coaches, or stops. */
export const useShareProgress = () => useProgressCommand((compartido: boolean) => api('PUT /api/progreso/compartir', { body: { compartido } }));
