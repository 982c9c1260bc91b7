import { Check, Copy } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { Card, CardHeader, CardTitle } from '../../../components/card';
import { useCopyToClipboard } from '../../../hooks/use-copy-to-clipboard';

/** The studio's website shows the public schedule with this iframe (allowed sites: PUBLIC_EMBED_ORIGINS). */
export const embedSnippet = (origin: string) =>
  `<iframe src="${origin}/horario?embed=1" title="Horarios y clase de prueba" style="width:100%;min-height:720px;border:0" loading="lazy"></iframe>`;

export function EmbedSnippet() {
  const { state, copy } = useCopyToClipboard();
  const origin = window.location.origin;
  const snippet = embedSnippet(origin);
  return (
    <Card aria-label="Horarios en tu sitio web">
      <CardHeader>
        <CardTitle>Horarios en tu sitio web e Instagram</CardTitle>
      </CardHeader>
      <p>
        Tus horarios públicos están en <a href="/horario">{origin}/horario</a>: pon ese enlace en la bio de Instagram. Para mostrarlos dentro de tu sitio,
        copia este código en su página (quien administra el servidor debe sumar tu sitio a los permitidos).
      </p>
      <Code readOnly value={snippet} aria-label="Código para tu sitio" rows={3} onFocus={(e) => e.currentTarget.select()} />
      <div>
        <Button $variant={state === 'copied' ? 'secondary' : 'primary'} onClick={() => void copy(snippet)}>
          {state === 'copied' ? <Check size={18} aria-hidden="true" /> : <Copy size={18} aria-hidden="true" />}
          <span aria-live="polite">{state === 'copied' ? 'Copiado!' : 'Copiar'}</span>
        </Button>
        {state === 'failed' && <p role="status">No se pudo copiar. Selecciona el código y cópialo a mano.</p>}
      </div>
    </Card>
  );
}

const Code = styled.textarea`
  width: 100%;
  margin: 12px 0;
  padding: 10px 12px;
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: 0.85rem;
  resize: vertical;
`;
