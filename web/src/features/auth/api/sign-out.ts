import { isApiError, api } from '../../../lib/api-client';

export async function signOutLocal(): Promise<void> {
  try {
    await api('POST /api/auth/sign-out', {}, { anonymous: true });
  } catch (error) {
    // Already signed out on the server: the goal is reached.
    if (isApiError(error) && error.status === 401) return;
    throw error;
  }
}
