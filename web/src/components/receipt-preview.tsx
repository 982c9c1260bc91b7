import styled from 'styled-components';

// Browsers render these inline; HEIC/HEIF (iPhone photos) mostly do not, so they get a download link.
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

/**
 * A proof of payment served by the API (owner and admins only; the session cookie authorizes the request):
 * an image preview, otherwise a link. PDFs are served as downloads (a PDF may carry scripts, so it is never
 * rendered inside the app), so they get a download link too.
 */
export function ReceiptPreview({ url, type }: { url: string; type: string | null }) {
  if (type && IMAGE_TYPES.has(type)) return <Image src={url} alt="Comprobante de pago" />;
  if (type === 'application/pdf') {
    return (
      <Fallback>
        El comprobante es un PDF.{' '}
        <a href={url} download="comprobante.pdf">
          Descargar comprobante (PDF)
        </a>
      </Fallback>
    );
  }
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

const Fallback = styled.p`
  padding: 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;
