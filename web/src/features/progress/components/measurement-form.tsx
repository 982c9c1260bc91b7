import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { errorDetail } from '../../../lib/api-client';
import { useLogMeasurements } from '../api/measurements';
import { readMeasurements, type MeasurementErrors, type MeasurementTexts } from '../measurement-entry';
import { MEASUREMENT_FIELDS } from '../measurement-fields';
import { FormPanel, Lead, Refused, Saved } from './progress.styles';

// What each field's placeholder suggests: a plausible figure, written with the decimal comma she will type.
const EXAMPLES = { peso: '72,5', cintura: '80', cadera: '98', pecho: '92', brazo: '30', muslo: '55', grasa: '24' };

/** She logs a day's measurements (today unless she picks another day): whichever she took, the rest stay empty. */
export function MeasurementForm({ today }: { today: string }) {
  const [fecha, setFecha] = useState(today);
  const [texts, setTexts] = useState<MeasurementTexts>({});
  const [errors, setErrors] = useState<MeasurementErrors>({});
  const [saved, setSaved] = useState(false);
  const log = useLogMeasurements();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    const entry = readMeasurements(fecha, texts, today);
    if ('errors' in entry) return setErrors(entry.errors);
    setErrors({});
    log.mutate(entry.body, { onSuccess: () => (setSaved(true), setTexts({})) });
  };
  const edit = (change: () => void) => (change(), setSaved(false), log.reset());
  // A field she corrects stops showing its refusal at once; the others keep theirs until she sends again.
  const editField = (campo: keyof MeasurementErrors, value: string) =>
    edit(() => {
      setTexts({ ...texts, [campo]: value });
      setErrors(({ [campo]: _fixed, ...rest }) => rest);
    });

  return (
    <FormPanel onSubmit={onSubmit} aria-label="Registrar medidas" noValidate>
      <h3>Registrar medidas</h3>
      <Lead>Completa solo lo que mediste: puede ser una medida, varias o todas.</Lead>
      <DateField>
        <TextField label="Fecha" type="date" max={today} value={fecha} error={errors.fecha} onChange={(e) => edit(() => setFecha(e.target.value))} />
      </DateField>
      <Fields>
        {MEASUREMENT_FIELDS.map((field) => (
          <TextField
            key={field.campo}
            label={`${field.label} (${field.unit})`}
            inputMode="decimal"
            autoComplete="off"
            maxLength={8}
            placeholder={EXAMPLES[field.campo]}
            value={texts[field.campo] ?? ''}
            error={errors[field.campo]}
            onChange={(e) => editField(field.campo, e.target.value)}
          />
        ))}
      </Fields>
      {errors.form && <Refused role="alert">{errors.form}</Refused>}
      {log.isError && <Refused role="alert">{errorDetail(log.error)}</Refused>}
      {saved && <Saved role="status">Medidas guardadas.</Saved>}
      <div>
        <Button type="submit" disabled={log.isPending}>
          {log.isPending ? 'Guardando...' : 'Guardar medidas'}
        </Button>
      </div>
    </FormPanel>
  );
}

const DateField = styled.div`
  max-width: 14rem;
`;

// Two fields a row on a phone, up to four on a desktop; each as wide as "Grasa corporal (%)".
const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 9.5rem), 1fr));
  gap: 10px;
  align-items: start;
`;
