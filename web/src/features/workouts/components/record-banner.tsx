import { Trophy, X } from 'lucide-react';
import styled, { keyframes } from 'styled-components';
import type { PersonalRecord } from '../api/log-set';
import { recordText } from '../workout-wording';

/** The records a set just beat: a warm banner at the top of the session, read out once, closed by the member. */
export function RecordBanner({ records, onDismiss }: { records: readonly PersonalRecord[]; onDismiss: () => void }) {
  if (records.length === 0) return null;
  return (
    <Banner role="status" aria-live="polite">
      <Icon aria-hidden="true">
        <Trophy size={22} />
      </Icon>
      <div>
        <strong>{records.length === 1 ? '¡Nuevo récord personal!' : `¡${records.length} récords personales!`}</strong>
        <ul>
          {records.map((r, i) => (
            <li key={`${r.ejercicio}-${r.tipo}-${i}`}>{recordText(r)}</li>
          ))}
        </ul>
      </div>
      <Close type="button" aria-label="Cerrar récords" onClick={onDismiss}>
        <X size={20} aria-hidden="true" />
      </Close>
    </Banner>
  );
}

const rise = keyframes`
  from { opacity: 0; transform: translateY(-6px); }
  to { opacity: 1; transform: none; }
`;

const Banner = styled.div`
  position: sticky;
  top: 8px;
  z-index: 5;
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: 12px;
  align-items: start;
  padding: 14px 14px 14px 16px;
  border: 1px solid #f5c36b;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: #fff7e6;
  box-shadow: ${({ theme }) => theme.shadows.card};
  animation: ${rise} 0.25s ease-out;
  strong { display: block; font-size: 1.05rem; }
  ul { list-style: none; padding: 0; margin-top: 4px; display: grid; gap: 2px; }
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;

const Icon = styled.span`
  display: inline-grid;
  place-items: center;
  width: 38px;
  height: 38px;
  border-radius: 50%;
  background: #f5b82e;
  color: #3d2a00;
`;

const Close = styled.button`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover { background: rgba(0, 0, 0, 0.06); }
`;
