import styled from 'styled-components';
import { weekdayDate } from '../../../lib/calendar-date';
import type { ApiAnswer } from '../../../lib/api-client';

type Status = ApiAnswer<'GET /api/salud/estado'>;

/** The statement's expiry as a sentence's subject: weekday, day, month and year (it is usually a year away). */
export const expiryText = (fecha: string) => `${weekdayDate(fecha)} de ${fecha.slice(0, 4)}`;

const TEXT: Record<Status['declaracion']['estado'], (vence: string) => string> = {
  vigente: (vence) => `Tu declaración está vigente hasta el ${expiryText(vence)}.`,
  vence_pronto: (vence) => `Tu declaración vence el ${expiryText(vence)}: complétala de nuevo antes.`,
  vencida: (vence) => `Tu declaración venció el ${expiryText(vence)}: complétala de nuevo.`,
  falta: () => 'Todavía no completaste tu declaración jurada de salud.',
};

/** Where her statement stands, and what the studio does without one (rules shown before they bite). */
export function StatementStanding({ status }: { status: Status }) {
  const { estado, vence } = status.declaracion;
  return (
    <Box role="status" $ok={estado === 'vigente'}>
      <strong>{TEXT[estado](vence ?? '')}</strong>
      {status.modo === 'bloquear' && estado !== 'vigente' && estado !== 'vence_pronto' && <span>Sin una declaración vigente no puedes reservar clases.</span>}
    </Box>
  );
}

const Box = styled.div<{ $ok: boolean }>`
  display: grid;
  gap: 4px;
  padding: 14px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $ok, theme }) => ($ok ? theme.colors.surfaceMuted : theme.colors.accentSoft)};
`;
