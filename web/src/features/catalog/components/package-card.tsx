import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorDetail } from '../../../lib/api-client';
import { useDeletePaquete } from '../api/delete-paquete';
import { useUpdatePaquete } from '../api/update-paquete';
import type { Paquete } from '../api/types';
import { formatPrice } from '../../../lib/format-price';
import { formatPerWeek } from '../format';
import { formValuesOf, validatePaqueteForm } from '../package-form';
import { FormMessage } from './form-message';
import { PaqueteFields } from './paquete-fields';
import { countOf } from '../../../lib/plural';

/** One package: its terms, or (after Editar) inputs with Guardar and Eliminar. */
export function PackageCard({ paquete, extras }: { paquete: Paquete; extras?: ReactNode }) {
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState(() => formValuesOf(paquete));
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdatePaquete();
  const remove = useDeletePaquete();

  const startEditing = () => {
    setValues(formValuesOf(paquete));
    setError(null);
    setEditing(true);
  };

  const save = async () => {
    const checked = validatePaqueteForm(values);
    if (!checked.ok) return setError(checked.error);
    try {
      await update.mutateAsync({ id: paquete.id, ...checked.input });
      setEditing(false);
    } catch (failure) {
      setError(errorDetail(failure));
    }
  };

  if (!editing) {
    return (
      <Card aria-label={paquete.nombre}>
        <Name>{paquete.nombre}</Name>
        <Price>{formatPrice(paquete.precio)}</Price>
        <Facts>
          <li>
            {countOf(paquete.cantidad_clases, 'clase', 'clases')} al mes · {formatPerWeek(paquete.clases_por_semana)}
          </li>
          <li>{paquete.disciplinas.length > 1 ? 'Disciplinas' : 'Disciplina'}: {paquete.disciplina ?? 'Todas'}</li>
        </Facts>
        <Button $variant="secondary" onClick={startEditing}>
          Editar
        </Button>
        {extras}
      </Card>
    );
  }

  return (
    <Card aria-label={`Editando ${paquete.nombre}`}>
      <PaqueteFields values={values} onChange={setValues} compact />
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <Actions>
        <Button onClick={() => void save()} disabled={update.isPending}>
          {update.isPending ? 'Guardando...' : 'Guardar'}
        </Button>
        <DeleteButton $variant="secondary" onClick={() => setConfirming(true)}>
          Eliminar
        </DeleteButton>
        <Button $variant="ghost" onClick={() => setEditing(false)}>
          Cancelar
        </Button>
      </Actions>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="¿Estás seguro?"
        description={`Se eliminará el paquete ${paquete.nombre}. Esta acción no se puede deshacer. Quienes ya lo tienen lo conservan.`}
        confirmLabel="Eliminar"
        onConfirm={() => remove.mutateAsync(paquete.id)}
      />
    </Card>
  );
}

const Name = styled.h2`
  font-size: 1.2rem;
  font-weight: 750;
  overflow-wrap: anywhere;
`;

const Price = styled.p`
  font-size: 1.5rem;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.accentText};
  font-variant-numeric: tabular-nums;
`;

const Facts = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 4px;
  color: ${({ theme }) => theme.colors.textMuted};
  flex: 1;
`;

// Outlined so it does not look like Guardar, the card's main action.
const DeleteButton = styled(Button)`
  color: ${({ theme }) => theme.colors.danger};
  border-color: ${({ theme }) => theme.colors.danger};
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 10px;
  > :last-child { grid-column: 1 / -1; }
`;
