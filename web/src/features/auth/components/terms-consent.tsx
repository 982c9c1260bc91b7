import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** The sign-up form's checkbox for the studio's current terms and waiver, with a link to read them. */
export function TermsConsent({ accepted, onChange }: { accepted: boolean; onChange: (accepted: boolean) => void }) {
  return (
    <Consent>
      <input type="checkbox" checked={accepted} onChange={(e) => onChange(e.target.checked)} />
      <span>
        Acepto los <Link to="/terminos" target="_blank">términos y el deslinde de responsabilidad</Link> del estudio
      </span>
    </Consent>
  );
}

const Consent = styled.label`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  input { width: 20px; height: 20px; flex-shrink: 0; }
  a { color: ${({ theme }) => theme.colors.accentText}; font-weight: 650; }
`;
