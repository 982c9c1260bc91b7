import { Type } from 'typebox';
import { AccountStateSchema } from './billing';
import { Fecha } from './booking';
import { Body, Id } from './http';
import { LedgerEntrySchema } from './packages';
import { WaitlistEntrySchema } from './waitlist';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

/** The moment asked about: an instant with its offset ('2026-03-03T18:00:00-03:00'). */
export const Moment = Type.String({ format: 'iso-date-time', maxLength: 40 });

export const ClassMomentBody = Body({ horario_id: Id, fecha: Fecha, en: Moment });
export const MemberMomentBody = Body({ clerkUserId: Type.String({ minLength: 1, maxLength: 200 }), en: Moment });

/** Where the fold stopped: the moment asked and the last event of the log at or before it. */
const AsOf = { en: Type.String(), posicion: Type.Integer() };

/** A class as the roster showed it then; the waitlist only for admins (a coach's console never shows it). */
export const ClassMomentSchema = Type.Object({
  ...AsOf,
  cupo_maximo: Nullable(Type.Integer()),
  cupo_disponible: Type.Integer(),
  cancelada: Nullable(Type.String()),
  roster: Type.Array(Type.Object({ id: Type.Integer(), clerk_user_id: Type.String(), nombre: Type.String(), booked_at: Type.String() })),
  lista_de_espera: Nullable(Type.Array(WaitlistEntrySchema)),
});

/** Her monthly plan then: its name, where she stood, what she owed (centavos) and her next monthly date. */
const PlanMoment = Type.Object({ nombre: Nullable(Type.String()), estado: AccountStateSchema, debe: Type.Integer(), proximo_cobro: Nullable(Type.String()) });

/** A member's package, credits, credit ledger and monthly plan as they were then (admins only: money). */
export const MemberMomentSchema = Type.Object({
  ...AsOf,
  abono: Nullable(PlanMoment),
  paquete: Nullable(Type.String()),
  valido_hasta: Nullable(Type.String()),
  creditos_restantes: Type.Integer(),
  movimientos: Type.Array(LedgerEntrySchema),
});
