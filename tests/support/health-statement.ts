import { questionsOf } from '../../contract/health';

/** A complete adult health statement with nothing declared, as the form sends it; `over` changes a part of it. */
export const healthStatementBody = (over: Record<string, unknown> = {}) => ({
  formulario: 'adulto',
  respuestas: questionsOf('adulto').map((q) => ({ id: q.id, si: false })),
  condicion: '',
  contacto_emergencia: { nombre: 'Marta López', telefono: '11 5555-1234' },
  ...over,
});
