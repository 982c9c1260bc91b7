import { ApiError, getAuthToken } from '../../../lib/api-client';
import type { ApiAnswer } from '../../../lib/api-client';

export type UploadReceiptInput = { paqueteId: number; file: File; tipo?: 'renovacion' | 'recarga'; operacion?: string };
export type UploadReceiptResult = ApiAnswer<'POST /api/paquetes/uploadComprobante'>;

/**
 * POST /api/paquetes/uploadComprobante as multipart (`comprobante` + `paquete_id`): a third smaller than the
 * base64 JSON shape on a phone's connection. The browser sets the multipart boundary itself (so not api(), which
 * sends JSON).
 */
export async function uploadReceipt({ paqueteId, file, tipo, operacion }: UploadReceiptInput): Promise<UploadReceiptResult> {
  const form = new FormData();
  form.append('paquete_id', String(paqueteId));
  if (tipo) form.append('tipo', tipo);
  if (operacion?.trim()) form.append('operacion', operacion.trim());
  form.append('comprobante', file, file.name);
  const headers = new Headers({ Accept: 'application/json', 'Idempotency-Key': crypto.randomUUID() });
  const token = await getAuthToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch('/api/paquetes/uploadComprobante', { method: 'POST', headers, body: form, credentials: 'include' });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', 'No se pudo conectar con el servidor. Revisa tu conexión.');
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok) {
    const detail = typeof body?.detail === 'string' ? body.detail : '';
    throw new ApiError(response.status, typeof body?.code === 'string' ? body.code : `HTTP_${response.status}`, detail);
  }
  return body as unknown as UploadReceiptResult;
}
