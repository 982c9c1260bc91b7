import { useId, useState } from 'react';
import styled from 'styled-components';
import { errorDetail } from '../../../lib/api-client';
import { useShareProgress } from '../api/share-progress';
import { Refused } from './progress.styles';

/** Whether her coaches see her measurements and photos: off (private) until she turns it on, and back off whenever she wants. */
export function ShareSwitch({ compartido }: { compartido: boolean }) {
  const hintId = useId();
  const share = useShareProgress();
  // The switch shows her choice from the tap itself, not from the mutation's state (which arrives a render later and
  // let the controlled box flick back first); once answered the server's value rules, so a refusal puts it back.
  const [wanted, setWanted] = useState<boolean | null>(null);
  const on = wanted ?? compartido;
  const choose = (value: boolean) => {
    setWanted(value);
    share.mutate(value, { onSettled: () => setWanted(null) });
  };
  return (
    <Box>
      <Toggle>
        <input type="checkbox" role="switch" checked={on} disabled={share.isPending} aria-describedby={hintId} onChange={(e) => choose(e.target.checked)} />
        <span>Compartir con mis profesores</span>
      </Toggle>
      <Hint id={hintId}>
        {on
          ? 'Tus profesores ven tus medidas y tus fotos. Puedes dejar de compartirlas cuando quieras.'
          : 'Tus medidas y tus fotos son privadas: solo tú las ves hasta que actives esto.'}
      </Hint>
      {share.isError && <Refused role="alert">{errorDetail(share.error)}</Refused>}
    </Box>
  );
}

const Box = styled.div`
  display: grid;
  gap: 6px;
  padding: 12px 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

// The whole line is the tap target (44 px tall); the checkbox is drawn as a switch.
const Toggle = styled.label`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 44px;
  font-weight: 700;
  cursor: pointer;
  input {
    appearance: none;
    flex: none;
    position: relative;
    width: 48px;
    height: 28px;
    margin: 0;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.border};
    cursor: pointer;
    transition: background 0.15s ease;
  }
  input::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 22px;
    height: 22px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: 0 1px 3px rgba(17, 19, 24, 0.25);
    transition: transform 0.15s ease;
  }
  input:checked { background: ${({ theme }) => theme.colors.success}; }
  input:checked::after { transform: translateX(20px); }
  input:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.accentSoft}; outline-offset: 2px; }
  input:disabled { opacity: 0.7; }
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.92rem;
`;
