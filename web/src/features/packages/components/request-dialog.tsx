import type { ChangeEvent } from 'react';
import { useId } from 'react';
import { Upload } from 'lucide-react';
import styled from 'styled-components';
import type { SnapshotFrom } from 'xstate';
import { Button } from '../../../components/button';
import { Dialog, DialogActions } from '../../../components/dialog';
import type { requestPackageMachine } from '../machines/request-package.machine';
import { formatPrice } from '../../../lib/format-price';
import { ChosenReceipt } from './chosen-receipt';
import { TransferDetails } from './transfer-details';
import { TextField } from '../../../components/text-field';
import type { OfferPrice } from '../api/offer-prices';
import { transferPrice } from '../offer-prices';
import { MethodPrices } from './method-prices';

// docs/product.md §9 accepted proof types; the server checks the bytes, this only filters the file picker.
const ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp,image/gif,image/heic,image/heif,.heic,.heif,.pdf';

type Snapshot = SnapshotFrom<typeof requestPackageMachine>;
type RequestDialogProps = {
  snapshot: Snapshot;
  /** The package she holds: a renewal of it is Renovar, one of another package Contratar. */
  heldPackageId: number | null;
  /** The package's price list today and next (absent: no list, its single price). */
  prices?: OfferPrice;
  onFile: (file: File | null) => void;
  onOperation: (operation: string) => void;
  onSubmit: () => void;
  onClose: () => void;
};

/** The proof-of-payment form, then its outcome (docs/product.md §8 texts). */
export function RequestDialog({ snapshot, heldPackageId, prices, onFile, onOperation, onSubmit, onClose }: RequestDialogProps) {
  const inputId = useId();
  const { paquete, kind, file, operation, failure } = snapshot.context;
  const verb = kind === 'renovacion' ? (paquete?.id === heldPackageId ? 'Renovar' : 'Contratar') : kind === 'recarga' ? 'Recargar' : 'Solicitar';
  const uploading = snapshot.matches('uploading');
  const dismiss = (open: boolean) => !open && !uploading && onClose();
  const amount = paquete ? transferPrice(paquete.precio, prices) : 0;

  if (snapshot.matches('sent')) {
    return (
      <Dialog open onOpenChange={dismiss} title="Comprobante enviado" description="Lo recibimos correctamente." showClose={false}>
        <p>Un administrador lo va a revisar. Vas a ver tu paquete acá cuando se apruebe.</p>
        <DialogActions>
          <Button onClick={onClose}>Aceptar</Button>
        </DialogActions>
      </Dialog>
    );
  }

  const open = !snapshot.matches('closed');
  return (
    <Dialog open={open} onOpenChange={dismiss} title={paquete ? `${verb} ${paquete.nombre}` : 'Solicitar paquete'}>
      {paquete && (
        <p>
          Transfiere <strong>{formatPrice(amount)}</strong> y sube el comprobante de pago (PDF o foto, hasta 10 MB).
        </p>
      )}
      {kind === 'renovacion' && <p>{verb === 'Renovar' ? 'Tu renovación empieza' : 'Este paquete empieza'} cuando termine el paquete que tienes.</p>}
      {kind === 'recarga' && <p>Los créditos se suman a tu paquete actual cuando se apruebe.</p>}
      {paquete && <MethodPrices prices={prices} />}
      {paquete && <TransferDetails price={amount} />}
      {file && <ChosenReceipt file={file} />}
      <FilePicker htmlFor={inputId} $chosen={file !== null}>
        <Upload size={20} aria-hidden="true" />
        <span>{file ? 'Cambiar comprobante' : 'Elegir comprobante'}</span>
      </FilePicker>
      <HiddenInput
        id={inputId}
        type="file"
        accept={ACCEPT}
        aria-label="Comprobante de pago"
        disabled={uploading}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onFile(event.target.files?.[0] ?? null)}
      />
      {/* The number her bank or Mercado Pago shows: it matches the studio's movement and flags a reused receipt. */}
      <TextField label="Número de operación (opcional)" inputMode="numeric" maxLength={40} disabled={uploading} value={operation} onChange={(e) => onOperation(e.target.value)} />
      {snapshot.matches('failed') && (
        <Failure role="alert">
          Error al enviar el comprobante. Por favor, intenta de nuevo.
          {failure && <Detail>{failure}</Detail>}
        </Failure>
      )}
      <DialogActions>
        <Button $variant="secondary" onClick={onClose} disabled={uploading}>
          Cancelar
        </Button>
        <Button onClick={onSubmit} disabled={!file || uploading}>
          {uploading ? 'Enviando...' : 'Enviar comprobante'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const FilePicker = styled.label<{ $chosen: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 10px;
  min-height: 52px;
  padding: 10px 16px;
  border: 2px dashed ${({ $chosen, theme }) => ($chosen ? theme.colors.success : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-weight: 650;
  cursor: pointer;
  overflow-wrap: anywhere;
  text-align: center;
`;

// Visually hidden but focusable: the label above is the visible control.
const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  &:focus-visible + * { outline: 2px solid ${({ theme }) => theme.colors.accent}; }
`;

const Failure = styled.p`
  display: flex;
  flex-direction: column;
  gap: 4px;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 650;
`;

const Detail = styled.span`
  font-weight: 500;
`;
