import { useState, type FormEvent } from 'react';
import { Button } from '../../../../components/button';
import { Dialog, DialogActions } from '../../../../components/dialog';
import { FormStack } from '../../../../components/form-stack';
import { TextField } from '../../../../components/text-field';
import { parseKilos } from '../../../../lib/format-weight';
import { parseCount } from '../../set-entry';
import type { BoardSetEntry } from '../api/log-board-set';
import { doneOf, entryStart, targetOf, targetText } from '../board-cells';
import type { CellChoice } from './exercise-table';

type SetEntryDialogProps = { choice: CellChoice; onSave: (entry: BoardSetEntry) => void; onClose: () => void };

/** A member's set typed on the coach's tablet, prefilled with her target (or what she logged, to correct it). */
export function SetEntryDialog({ choice, onSave, onClose }: SetEntryDialogProps) {
  const { socio, serie, ejercicio } = choice;
  const target = targetOf(socio, serie);
  const start = entryStart(target, doneOf(socio, serie));
  const [reps, setReps] = useState(start.repeticiones);
  const [kg, setKg] = useState(start.kg);
  const [errors, setErrors] = useState<{ reps?: string; kg?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const repeticiones = parseCount(reps);
    const peso = parseKilos(kg);
    const found = {
      reps: repeticiones === null ? 'Escribe las repeticiones con números enteros.' : undefined,
      kg: peso === null || peso > 1000 ? 'Escribe los kg como 42,5, o déjalo vacío si no lleva peso.' : undefined,
    };
    setErrors(found);
    if (repeticiones === null || peso === null || found.kg) return;
    onSave({ clerkUserId: socio.clerk_user_id, nombre: socio.nombre, serieId: serie.id, repeticiones, peso, idempotencyKey: crypto.randomUUID() });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`${ejercicio} · serie ${serie.numero}`} description={`${socio.nombre} · objetivo ${targetText(target)}`}>
      <FormStack aria-label="Registrar la serie" onSubmit={submit} noValidate>
        <TextField label="Repeticiones" inputMode="numeric" autoComplete="off" value={reps} error={errors.reps} onChange={(e) => setReps(e.target.value)} />
        <TextField label="Kg" inputMode="decimal" autoComplete="off" value={kg} error={errors.kg} onChange={(e) => setKg(e.target.value)} />
        <DialogActions>
          <Button $variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit">Guardar</Button>
        </DialogActions>
      </FormStack>
    </Dialog>
  );
}
