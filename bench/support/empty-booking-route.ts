import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { AddReservaBody } from '../../contract/booking';

/**
 * The booking route's HTTP path with no command behind it: the same access, body and answer schemas as
 * POST /api/reservas/addReserva, through every plugin the app runs, answering a fixed id. What a storm of it costs
 * is the HTTP stack's own cost per booking request.
 */
export function registerEmptyBookingRoute(app: FastifyInstance): void {
  const schema = { body: AddReservaBody, response: { 200: Type.Object({ id: Type.Integer() }) } };
  app.post('/api/bench/empty-book', { config: { access: 'member' }, schema }, async () => ({ id: 1 }));
}
