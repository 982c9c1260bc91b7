import styled from 'styled-components';

// Browsers render these inline; HEIC/HEIF (iPhone photos) mostly do not, so they get a download link.
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

/**
 * A proof of payment served by the API (owner and admins only; the session cookie authorizes the request):
 * an image preview, an embedded frame for a PDF, otherwise a link to open it.
 */
export function ReceiptPreview({ url, type }: { url: string; type: string | null }) {
  if (type && IMAGE_TYPES.has(type)) return <Image src={url} alt="Comprobante de pago" />;
  if (type === 'application/pdf') return <Frame src={url} title="Comprobante de pago (PDF)" />;
  return (
    <Fallback>
      Este formato no se puede previsualizar.{' '}
      <a href={url} target="_blank" rel="noreferrer">
        Abrir comprobante
      </a>
    </Fallback>
  );
}

const Image = styled.img`
  display: block;
  width: 100%;
  max-height: 60dvh;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Frame = styled.iframe`
  width: 100%;
  height: 60dvh;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Fallback = styled.p`
  padding: 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;
