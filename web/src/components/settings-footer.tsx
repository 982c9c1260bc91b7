import styled from 'styled-components';
import { errorDetail } from '../lib/api-client';
import { Button } from './button';

type SettingsFooterProps = {
  /** The save's mutation, as TanStack Query gives it. */
  save: { isError: boolean; error: unknown; isPending: boolean };
  /** True from the answer until she edits again (web/src/hooks/use-settings-form.ts). */
  saved: boolean;
  /** Guardar waits for a value the form cannot do without. */
  incomplete?: boolean;
};

/** The end of every studio settings form: the server's refusal, "Ajustes guardados." once saved, and Guardar. */
export function SettingsFooter({ save, saved, incomplete = false }: SettingsFooterProps) {
  return (
    <>
      {save.isError && <Refused role="alert">{errorDetail(save.error)}</Refused>}
      {saved && <Saved role="status">Ajustes guardados.</Saved>}
      <div>
        <Button type="submit" disabled={save.isPending || incomplete}>{save.isPending ? 'Guardando...' : 'Guardar'}</Button>
      </div>
    </>
  );
}

/** A settings number (days, counts): as tall as a touch target, as wide as a few digits. */
export const SettingsNumber = styled.input`
  min-height: 48px;
  max-width: 160px;
  padding: 0 12px;
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: 1rem;
`;

const Refused = styled.p`
  color: ${({ theme }) => theme.colors.dangerHover};
`;

const Saved = styled.p`
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;
