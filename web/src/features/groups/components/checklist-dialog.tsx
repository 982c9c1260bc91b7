import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { Dialog, DialogActions } from '../../../components/dialog';
import { EmptyState } from '../../../components/empty-state';

type Option<K> = { key: K; label: string; hint?: string };

type ChecklistDialogProps<K> = {
  open: boolean;
  onClose: () => void;
  title: string;
  options: Option<K>[];
  emptyText: string;
  confirmLabel: string;
  /** May be async: the dialog waits, then closes on success. */
  onConfirm: (keys: K[]) => Promise<unknown> | void;
  loading?: boolean;
};

/** Pick several items (users or plans); the confirm button is disabled with nothing selected (docs/product.md §5). */
export function ChecklistDialog<K extends string | number>({ open, onClose, title, options, emptyText, confirmLabel, onConfirm, loading }: ChecklistDialogProps<K>) {
  const [selected, setSelected] = useState<K[]>([]);
  const [pending, setPending] = useState(false);
  const toggle = (key: K) => setSelected((keys) => (keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key]));
  const close = () => {
    setSelected([]);
    onClose();
  };
  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm(selected);
      close();
    } catch {
      // The caller shows its own message; keep the selection so the admin can retry.
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()} title={title}>
      {loading ? (
        <EmptyState role="status">Cargando...</EmptyState>
      ) : options.length === 0 ? (
        <EmptyState>{emptyText}</EmptyState>
      ) : (
        <List>
          {options.map((option) => (
            <li key={option.key}>
              <Check>
                <input type="checkbox" checked={selected.includes(option.key)} onChange={() => toggle(option.key)} />
                <span>
                  {option.label}
                  {option.hint && <small>{option.hint}</small>}
                </span>
              </Check>
            </li>
          ))}
        </List>
      )}
      <DialogActions>
        <Button $variant="secondary" onClick={close} disabled={pending}>
          Cancelar
        </Button>
        <Button onClick={() => void confirm()} disabled={selected.length === 0 || pending}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 4px;
  max-height: 50vh;
  overflow-y: auto;
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 44px;
  padding: 4px 8px;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.surfaceMuted}; }
  input { width: 20px; height: 20px; accent-color: ${({ theme }) => theme.colors.accentStrong}; }
  span { display: flex; flex-direction: column; }
  small { color: ${({ theme }) => theme.colors.textMuted}; }
`;
