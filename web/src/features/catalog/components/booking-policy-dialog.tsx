import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { Dialog, DialogActions } from '../../../components/dialog';
import { FormStack } from '../../../components/form-stack';
import { TextField } from '../../../components/text-field';
import { errorDetail } from '../../../lib/api-client';
import { useSetPoliticaReservas } from '../api/set-politica-reservas';
import type { Disciplina } from '../api/types';
import { parsePolicy, policyFieldsOf, type PolicyFields } from '../booking-policy-form';
import { FormMessage } from './form-message';

/** When members may book and cancel a discipline's classes, and what a late cancellation costs. */
export function BookingPolicyDialog({ disciplina, onClose }: { disciplina: Disciplina; onClose: () => void }) {
  const [fields, setFields] = useState<PolicyFields>(() => policyFieldsOf(disciplina));
  const [error, setError] = useState<string | null>(null);
  const save = useSetPoliticaReservas();
  const field = (key: keyof PolicyFields) => ({
    value: fields[key],
    onChange: (e: { target: { value: string } }) => setFields((f) => ({ ...f, [key]: e.target.value })),
    inputMode: 'numeric' as const,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parsePolicy(fields);
    if ('error' in parsed) return setError(parsed.error);
    setError(null);
    try {
      await save.mutateAsync({ id: disciplina.id, ...parsed.policy });
      onClose();
    } catch (failure) {
      setError(errorDetail(failure));
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !save.isPending && onClose()} title="Reglas de reserva" description={disciplina.nombre}>
      <FormStack onSubmit={(e) => void submit(e)} noValidate>
        <TextField label="Reservas abren (días antes)" hint="Vacío: desde que la clase aparece en la agenda." placeholder="Sin límite" {...field('abren')} />
        <TextField label="Reservas cierran (minutos antes)" hint="0: se puede reservar hasta que empieza." {...field('cierran')} />
        <TextField label="Cancelación sin costo hasta (horas antes)" hint="Vacío: cancelar siempre devuelve el crédito." placeholder="Siempre sin costo" {...field('gratisHoras')} />
        <TextField label="Cancelaciones tardías sin costo por mes" hint="Después de estas, una cancelación tardía no devuelve el crédito." {...field('tardiasMes')} />
        <TextField
          label="Lista de espera automática hasta (minutos antes)"
          hint="Hasta entonces, un lugar libre se reserva solo para el primero de la lista; después se ofrece a toda la lista."
          {...field('listaEspera')}
        />
        {error && <FormMessage tone="error">{error}</FormMessage>}
        <DialogActions>
          <Button $variant="secondary" onClick={onClose} disabled={save.isPending}>
            Cancelar
          </Button>
          <Button type="submit" disabled={save.isPending}>
            Guardar
          </Button>
        </DialogActions>
      </FormStack>
    </Dialog>
  );
}
