import type { RegistrarMedidas } from '../../../../../contract/progress';
import { api } from '../../../lib/api-client';
import { useProgressCommand } from './progress-command';

/** She logs a day's measurements: any subset of the seven. */
export const useLogMeasurements = () => useProgressCommand((body: RegistrarMedidas) => api('POST /api/progreso/medidas', { body }));

export const useDeleteMeasurement = () => useProgressCommand((id: string) => api('DELETE /api/progreso/medidas/:id', { params: { id } }));
