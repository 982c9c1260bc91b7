import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { Dialog, DialogActions } from '../../../components/dialog';
import { FormStack } from '../../../components/form-stack';
import { TextField } from '../../../components/text-field';
import { errorDetail } from '../../../lib/api-client';
import { useAddDisciplina } from '../api/add-disciplina';
import { useEditDisciplina } from '../api/edit-disciplina';
import type { Disciplina } from '../api/types';
import { FormMessage } from './form-message';

type Props = { mode: 'add' } | { mode: 'edit'; disciplina: Disciplina };
export type SavedDiscipline = { id: number; nombre: string; kind: 'added' | 'edited' };

/** Add or rename a discipline; the name must not be blank (docs/product.md §5). */
export function DisciplineDialog({ onClose, onSaved, ...props }: Props & { onClose: () => void; onSaved: (saved: SavedDiscipline) => void }) {
  const [nombre, setNombre] = useState(props.mode === 'edit' ? props.disciplina.nombre : '');
  const [error, setError] = useState<string | null>(null);
  const add = useAddDisciplina();
  const edit = useEditDisciplina();
  const pending = add.isPending || edit.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!nombre.trim()) return setError('El nombre de la disciplina no puede estar vacío.');
    setError(null);
    try {
      if (props.mode === 'add') {
        const created = await add.mutateAsync(nombre.trim());
        onSaved({ id: created.id, nombre: created.nombre, kind: 'added' });
      } else {
        const edited = await edit.mutateAsync({ id: props.disciplina.id, nombre: nombre.trim() });
        onSaved({ id: props.disciplina.id, nombre: edited.nombre, kind: 'edited' });
      }
      onClose();
    } catch (failure) {
      setError(errorDetail(failure));
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()} title={props.mode === 'add' ? 'Nueva disciplina' : 'Editar disciplina'}>
      <FormStack onSubmit={(e) => void submit(e)} noValidate>
        <TextField label="Nombre" value={nombre} onChange={(e) => setNombre(e.target.value)} autoFocus maxLength={80} placeholder="Ej.: Funcional" />
        {error && <FormMessage tone="error">{error}</FormMessage>}
        <DialogActions>
          <Button $variant="secondary" onClick={onClose} disabled={pending}>
            Cancelar
          </Button>
          <Button type="submit" disabled={pending}>
            {props.mode === 'add' ? 'Agregar' : 'Guardar'}
          </Button>
        </DialogActions>
      </FormStack>
    </Dialog>
  );
}
