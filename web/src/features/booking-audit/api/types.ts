/** The booking audit's shapes, derived from the contract (type imports only: no TypeBox in the bundle). */
import type { Horario } from '../../../../../contract/catalog';
import type { UserWithPackage } from '../../../../../contract/packages';
import type { ApiAnswer } from '../../../lib/api-client';

/** One line of the booking audit (POST /api/reservas/historialUsuario and …/ocupacion), straight from the log. */
export type HistoryEntry = ApiAnswer<'POST /api/reservas/historialUsuario'>[number];

/** POST /api/reservas/ocupacion: who holds a place in one class occurrence, and its history. */
export type Occupancy = ApiAnswer<'POST /api/reservas/ocupacion'>;
/** A member holding a place in one class occurrence. */
export type RosterEntry = Occupancy['roster'][number];

/**
 * A weekly slot of GET /api/horarios/getHorarios. `weekday` (1 = Lunes) is not in the contract's HorarioSchema, so
 * the server never sends it today and classesOn falls back to `dia_semana`.
 */
export type WeeklySlot = Omit<Horario, 'cupo_disponible'> & { weekday?: number };

/** The fields of GET /api/user/getUsers the member picker needs. */
export type AuditUser = Pick<UserWithPackage, 'clerkUserId' | 'firstName' | 'lastName' | 'email'>;
