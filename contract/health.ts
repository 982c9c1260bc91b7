import { Type, type Static } from 'typebox';
import { Body, CalendarDate, Id, Text } from './http';

export { HEALTH_QUESTIONS, questionsOf, type HealthFormKind, type HealthQuestionId } from './health-questions';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const UserId = Type.String({ minLength: 1, maxLength: 200 });

/**
 * Health and consent (docs/features/health-and-consent.md): the studio's terms and waiver, versioned; each member's
 * sworn health statement ("declaración jurada de salud") with its certificate; and what the studio does without one.
 */

/** What the studio does when a member's statement is missing or expired, at booking and at check-in. */
export const HealthModeSchema = Type.Union([Type.Literal('no_pedir'), Type.Literal('avisar'), Type.Literal('bloquear')]);
export type HealthModeView = Static<typeof HealthModeSchema>;

export const HealthSettingsSchema = Type.Object({
  modo: HealthModeSchema,
  /** A medical certificate with every statement, not only when a condition is declared. */
  certificado_siempre: Type.Boolean(),
  /** Days a statement counts from the day it is signed (a year by default). */
  vigencia_dias: Type.Integer(),
});
export const HealthSettingsBody = Body({
  modo: HealthModeSchema,
  certificado_siempre: Type.Boolean(),
  vigencia_dias: Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 }),
});

export const HealthFormSchema = Type.Union([Type.Literal('adulto'), Type.Literal('menor')]);


export const SubmitStatementBody = Body({
  formulario: HealthFormSchema,
  respuestas: Type.Array(Body({ id: Text(40), si: Type.Boolean() }), { maxItems: 20 }),
  condicion: Text(2000),
  contacto_emergencia: Body({ nombre: Text(120), telefono: Text(40) }),
  tutor: Type.Optional(Nullable(Body({ nombre: Text(120), dni: Text(20) }))),
  /** The certificate ("certificado médico" / "apto físico"), an image or a PDF in base64, as receipts are sent. */
  certificado: Type.Optional(Nullable(Body({ fileData: Type.String(), fileName: Type.Optional(Text(255)) }))),
});

export const EmergencyContactSchema = Type.Object({ nombre: Type.String(), telefono: Type.String() });

/** Where a member's statement stands today (studio calendar). */
export const StatementStatusSchema = Type.Union([Type.Literal('vigente'), Type.Literal('vence_pronto'), Type.Literal('vencida'), Type.Literal('falta')]);
export type StatementStatus = Static<typeof StatementStatusSchema>;

/** A member's own view: what the studio asks of her and where she stands (gate, booking warning, forms). */
export const HealthStatusSchema = Type.Object({
  modo: HealthModeSchema,
  certificado_siempre: Type.Boolean(),
  declaracion: Type.Object({ estado: StatementStatusSchema, vence: Nullable(CalendarDate) }),
  /** The current terms' version, and whether she still has to accept it (null: the studio wrote none). */
  terminos: Nullable(Type.Object({ version: Type.Integer(), pendiente: Type.Boolean() })),
});

export const TermsSchema = Type.Object({
  version: Type.Integer(),
  terminos: Type.String(),
  deslinde: Type.String(),
  publicado: Type.String(),
});
/** The current terms (public: the sign-up form links to them), or version null when the studio wrote none. */
export const CurrentTermsSchema = Type.Union([TermsSchema, Type.Object({ version: Type.Null() })]);
export const PublishTermsBody = Body({ terminos: Text(50_000), deslinde: Text(50_000) });
export const AcceptTermsBody = Body({ version: Id });
export const AcceptanceSchema = Type.Object({ version: Type.Integer(), aceptado: Type.String() });

export const StatementSchema = Type.Object({
  numero: Type.Integer(),
  formulario: HealthFormSchema,
  respuestas: Type.Array(Type.Object({ id: Type.String(), pregunta: Type.String(), si: Type.Boolean() })),
  condicion: Type.String(),
  contacto_emergencia: EmergencyContactSchema,
  tutor: Nullable(Type.Object({ nombre: Type.String(), dni: Type.String() })),
  certificado_url: Nullable(Type.String()),
  firmada: CalendarDate,
  vence: CalendarDate,
});

/** A member's file as she and the admins see it: her latest statement and the terms versions she accepted. */
export const HealthFileSchema = Type.Object({
  estado: StatementStatusSchema,
  declaracion: Nullable(StatementSchema),
  aceptaciones: Type.Array(AcceptanceSchema),
});
export const MemberBody = Body({ clerkUserId: Type.Optional(UserId) });

/** What the class console shows of one booked member: the flag and whom to call, never her answers. */
export const ClassHealthQuery = Body({ horario_id: Id, fecha: CalendarDate });
export const ClassHealthEntrySchema = Type.Object({
  clerk_user_id: Type.String(),
  declaracion_vigente: Type.Boolean(),
  contacto_emergencia: Nullable(EmergencyContactSchema),
});
export const ClassHealthSchema = Type.Object({ pide_declaracion: Type.Boolean(), socios: Type.Array(ClassHealthEntrySchema) });

export const CertificateParams = Type.Object({ userId: Type.String({ maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' }), numero: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) });

export type HealthStatusView = Static<typeof HealthStatusSchema>;
export type HealthFileView = Static<typeof HealthFileSchema>;
export type StatementView = Static<typeof StatementSchema>;
export type TermsView = Static<typeof TermsSchema>;
export type HealthSettingsView = Static<typeof HealthSettingsSchema>;
export type ClassHealthView = Static<typeof ClassHealthSchema>;
