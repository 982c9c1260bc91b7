import { apiFetch, isApiError } from '../../../lib/api-client';

export async function signOutLocal(): Promise<void> {
  try {
    await apiFetch<void>('/api/auth/sign-out', { method: 'POST', anonymous: true });
  } catch (error) {
    // Already signed out on the server: the goal is reached.
    if (isApiError(error) && error.status === 401) return;
    throw error;
  }
}
