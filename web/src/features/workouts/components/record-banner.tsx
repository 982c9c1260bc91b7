import { ChevronDown, Trophy, X } from 'lucide-react';
import { useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { countOf } from '../../../lib/plural';
import type { PersonalRecord } from '../api/log-set';
import { exerciseRecordText, recordsByExercise } from '../session-records';

/**
 * The session's records as they fall: one compact card in the page's flow (never over the logger), one line per
 * exercise. It shows the exercise beaten last; the rest open on demand. Read out once, closed by the member.
 */
export function RecordBanner({ records, onDismiss }: { records: readonly PersonalRecord[]; onDismiss: () => void }) {
  const [open, setOpen] = useState(false);
  const exercises = recordsByExercise(records);
  const latest = exercises.at(-1);
  if (!latest) return null;
  const earlier = exercises.slice(0, -1);
  return (
    <Banner role="status" aria-live="polite" aria-label="Récords de hoy">
      <Icon aria-hidden="true">
        <Trophy size={18} />
      </Icon>
      <Body>
        <strong>{exercises.length === 1 ? '¡Nuevo récord personal!' : `¡Récords en ${countOf(exercises.length, 'ejercicio', 'ejercicios')}!`}</strong>
        <p>{exerciseRecordText(latest)}</p>
        {earlier.length > 0 && (
          <>
            <More type="button" aria-expanded={open} aria-controls="record-banner-more" onClick={() => setOpen(!open)}>
              {open ? 'Ocultar los demás' : `Ver ${countOf(earlier.length, 'récord más', 'récords más')}`}
              <ChevronDown size={16} aria-hidden="true" data-open={open} />
            </More>
            {open && (
              <ul id="record-banner-more">
                {earlier.toReversed().map((e) => (
                  <li key={e.ejercicio}>{exerciseRecordText(e)}</li>
                ))}
              </ul>
            )}
          </>
        )}
      </Body>
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
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  gap: 10px;
  align-items: start;
  padding: 8px 6px 8px 12px;
  border: 1px solid #f5c36b;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fff7e6;
  animation: ${rise} 0.25s ease-out;
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;

const Body = styled.div`
  display: grid;
  gap: 2px;
  padding-top: 2px;
  font-size: 0.95rem;
  strong { font-size: 1rem; }
  /* However many exercises, the card stays a few lines tall: the list scrolls inside it. */
  ul { list-style: none; padding: 0; display: grid; gap: 2px; max-height: 30vh; overflow-y: auto; }
`;

const More = styled.button`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-height: 44px;
  padding: 0;
  border: 0;
  background: transparent;
  color: #6b4500;
  font: inherit;
  font-weight: 650;
  cursor: pointer;
  svg { transition: transform 0.15s ease; }
  svg[data-open='true'] { transform: rotate(180deg); }
`;

const Icon = styled.span`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  margin-top: 4px;
  border-radius: 50%;
  background: #f5b82e;
  color: #3d2a00;
`;

const Close = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover { background: rgba(0, 0, 0, 0.06); }
`;
