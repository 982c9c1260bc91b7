import styled from 'styled-components';
import { Button } from '../../../components/button';
import type { PublicClass } from '../api/public-schedule';

const placesText = (n: number) => (n === 1 ? 'Queda 1 lugar' : `Quedan ${n} lugares`);

/** One class of the public schedule: its time, discipline and coach, places left, and the trial button. */
export function PublicClassRow({ clase, onTrial }: { clase: PublicClass; onTrial: () => void }) {
  const full = clase.cupo_disponible === 0;
  return (
    <Row $off={clase.cancelada !== null}>
      <Time>{clase.hora}</Time>
      <What>
        <strong>{clase.disciplina}</strong>
        {clase.profesor && <span>con {clase.profesor}</span>}
        {clase.cancelada ? (
          <Off>{clase.cancelada.causa === 'dia_cerrado' ? 'Estudio cerrado' : 'Clase cancelada'}: {clase.cancelada.motivo}</Off>
        ) : (
          <Places $full={full}>{full ? 'Completa' : placesText(clase.cupo_disponible)}</Places>
        )}
      </What>
      {!clase.cancelada && !full && (
        <Button $variant="secondary" onClick={onTrial} aria-label={`Reservar clase de prueba: ${clase.disciplina} a las ${clase.hora}`}>
          Clase de prueba
        </Button>
      )}
    </Row>
  );
}

const Row = styled.li<{ $off: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  padding: 12px 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  opacity: ${({ $off }) => ($off ? 0.75 : 1)};
  button { flex: 0 0 auto; margin-left: auto; }
`;

const Time = styled.span`
  font-size: 1.15rem;
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  min-width: 3.2em;
`;

const What = styled.div`
  flex: 1 1 140px;
  min-width: 0;
  display: flex;
  flex-direction: column;
  span { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.92rem; }
`;

const Places = styled.span<{ $full: boolean }>`
  && { color: ${({ $full, theme }) => ($full ? theme.colors.textMuted : theme.colors.success)}; font-weight: 600; }
`;

const Off = styled.span`
  && { color: ${({ theme }) => theme.colors.danger}; font-weight: 600; }
`;
