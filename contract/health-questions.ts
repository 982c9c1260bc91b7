/**
 * The questions of the sworn health statement, PAR-Q style, in the order the form asks them; `adulto: true` only in the
 * adult's. Plain TypeScript with no imports, so the web's form takes them without pulling TypeBox along (as
 * realtime-topics.ts); the server checks every answer against the same list (services/health/health-file.decider.ts).
 */
export const HEALTH_QUESTIONS = [
  { id: 'corazon', texto: '¿Algún médico te dijo alguna vez que tienes un problema del corazón o presión arterial alta?' },
  { id: 'pecho', texto: '¿Sientes dolor en el pecho en reposo, en tu vida diaria o cuando haces actividad física?' },
  { id: 'mareos', texto: '¿Perdiste el equilibrio por mareos o perdiste el conocimiento en los últimos 12 meses?' },
  { id: 'cronica', texto: '¿Tienes diagnosticada otra enfermedad crónica (diabetes, asma, epilepsia u otra)?' },
  { id: 'medicacion', texto: '¿Tomas medicación recetada para una enfermedad crónica?' },
  { id: 'huesos', texto: '¿Tienes un problema de huesos, articulaciones o músculos que pueda empeorar con la actividad física?' },
  { id: 'supervision', texto: '¿Algún médico te dijo que solo debes hacer actividad física con supervisión médica?' },
  { id: 'embarazo', texto: '¿Estás embarazada o tuviste un parto en los últimos 6 meses?', adulto: true },
] as const;
export type HealthQuestionId = (typeof HEALTH_QUESTIONS)[number]['id'];
export type HealthFormKind = 'adulto' | 'menor';

/** The questions one form asks: the minor's leaves out the adult-only ones. */
export const questionsOf = (form: HealthFormKind) => HEALTH_QUESTIONS.filter((q) => form === 'adulto' || !('adulto' in q));
