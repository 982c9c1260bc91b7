import type { FastifyInstance } from 'fastify';
import type { ClerkConfig } from '../../config';
import type { AuthProvider } from './auth.plugin';

// Placeholder replaced in the Clerk work item: fails closed (nobody is authenticated).
export async function clerkAuthProvider(_app: FastifyInstance, _config: ClerkConfig): Promise<AuthProvider> {
  return { mode: 'clerk', resolve: async () => undefined };
}
