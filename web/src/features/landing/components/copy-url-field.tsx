import { Check, Copy } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { useCopyToClipboard } from '../../../hooks/use-copy-to-clipboard';

export function CopyUrlField({ url }: { url: string }) {
  const { state, copy } = useCopyToClipboard();
  return (
    <Wrapper>
      <Row>
        <UrlInput readOnly value={url} aria-label="URL de la app" onFocus={(event) => event.currentTarget.select()} />
        <Button $variant={state === 'copied' ? 'secondary' : 'primary'} onClick={() => void copy(url)}>
          {state === 'copied' ? <Check size={18} aria-hidden="true" /> : <Copy size={18} aria-hidden="true" />}
          <span aria-live="polite">{state === 'copied' ? 'Copiado!' : 'Copiar URL'}</span>
        </Button>
      </Row>
      <Status aria-live="polite">
        {state === 'failed' && 'No se pudo copiar. Mantén presionada la dirección para copiarla.'}
      </Status>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-top: 8px;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  button { flex: 1 0 auto; }
`;

const UrlInput = styled.input`
  flex: 999 1 200px;
  min-width: 0;
  min-height: 44px;
  padding: 0 12px;
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: 0.9rem;
`;

const Status = styled.p`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.danger};
  &:empty { display: none; }
`;
