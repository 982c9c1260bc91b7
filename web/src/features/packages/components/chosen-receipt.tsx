import { useEffect, useState } from 'react';
import { FileText } from 'lucide-react';
import styled from 'styled-components';

// What browsers draw in an <img>; a PDF or an iPhone's HEIC gets a file chip instead.
const PREVIEWABLE = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toLocaleString('es-AR', { maximumFractionDigits: 1 })} MB`;

/** The receipt the member picked, before she sends it: a thumbnail of a photo, a chip with name and size otherwise. */
export function ChosenReceipt({ file }: { file: File }) {
  const url = useObjectUrl(PREVIEWABLE.has(file.type) ? file : null);
  return (
    <Chip aria-label="Comprobante elegido">
      {url ? <Thumb src={url} alt="Vista previa del comprobante" /> : <Icon><FileText size={26} aria-hidden="true" /></Icon>}
      <Name>
        <strong>{file.name}</strong>
        <span>{file.type === 'application/pdf' ? 'PDF' : file.type.startsWith('image/') ? 'Foto' : 'Archivo'} · {sizeText(file.size)}</span>
      </Name>
    </Chip>
  );
}

/** A blob: URL for the file while it is shown, released when it changes or leaves the screen. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return undefined;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

const Chip = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;
`;

const Thumb = styled.img`
  width: 64px;
  height: 64px;
  flex-shrink: 0;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Icon = styled.span`
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  flex-shrink: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Name = styled.p`
  display: flex;
  flex-direction: column;
  min-width: 0;
  strong { overflow-wrap: anywhere; }
  span { font-size: 0.85rem; color: ${({ theme }) => theme.colors.textMuted}; }
`;
