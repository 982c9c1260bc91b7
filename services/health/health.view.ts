import { HEALTH_QUESTIONS, type HealthFileView, type StatementView } from '../../contract/health';
import type { StoredStatement } from '../../projections/health/health.queries';
import { statementStanding } from '../../domain/health/statement-validity';
import { certificateUrl } from './certificate-url';

const questionText = new Map<string, string>(HEALTH_QUESTIONS.map((q) => [q.id, q.texto]));

/** A statement as she and the admins read it: each answer beside its question. */
export const statementView = (s: StoredStatement): StatementView => ({
  numero: s.statement_no,
  formulario: s.form,
  respuestas: s.answers.map((a) => ({ id: a.id, pregunta: questionText.get(a.id) ?? a.id, si: a.yes })),
  condicion: s.condition,
  contacto_emergencia: { nombre: s.emergency_name, telefono: s.emergency_phone },
  tutor: s.guardian_name === null ? null : { nombre: s.guardian_name, dni: s.guardian_dni ?? '' },
  certificado_url: s.certificate_key === null ? null : certificateUrl(s.user_id, s.statement_no),
  firmada: s.signed_on,
  vence: s.expires_on,
});

export const healthFileView = (statement: StoredStatement | undefined, acceptances: { version: number; acceptedAt: string }[], today: string): HealthFileView => ({
  estado: statementStanding(statement?.expires_on ?? null, today),
  declaracion: statement ? statementView(statement) : null,
  aceptaciones: acceptances.map((a) => ({ version: a.version, aceptado: a.acceptedAt })),
});
