import styled from 'styled-components';
import { Card, CardHeader, CardTitle } from '../../../components/card';
import { ChoiceRow } from '../../../components/choice-row';
import { EmptyState } from '../../../components/empty-state';
import { Field, FieldLabel } from '../../../components/field';
import { errorDetail } from '../../../lib/api-client';
import { usePauseSettings, useSavePauseSettings, type PauseSettingsInput } from '../api/pauses';
import { Alert, Choices, Legend, Muted, NumberInput } from './form-parts';
import { useSettingsForm } from '../../../hooks/use-settings-form';
import { SettingsFooter } from '../../../components/settings-footer';

const APPROVAL: [PauseSettingsInput['aprobacion'], string][] = [
  ['estudio', 'Las apruebo yo'],
  ['automatica', 'Se aprueban solas'],
];

/** The studio's limits for pauses: how many a year, how many days in all, and whether each waits for an admin. */
export function PauseSettingsCard() {
  const settings = usePauseSettings();
  return (
    <Card aria-label="Reglas de las pausas">
      <CardHeader>
        <CardTitle>Reglas de las pausas</CardTitle>
      </CardHeader>
      {settings.isPending && <EmptyState role="status">Cargando ajustes...</EmptyState>}
      {settings.isError && <Alert role="alert">Error cargando datos: {errorDetail(settings.error)}</Alert>}
      {settings.data && <SettingsForm initial={settings.data} />}
    </Card>
  );
}

function SettingsForm({ initial }: { initial: PauseSettingsInput }) {
  const save = useSavePauseSettings();
  const { form, setForm, saved, onSubmit } = useSettingsForm(initial, save.mutateAsync);
  return (
    <form onSubmit={onSubmit} aria-label="Reglas de las pausas">
      <Fields>
        <Field>
          <FieldLabel htmlFor="pausas-por-anio">Pausas por año</FieldLabel>
          <NumberInput id="pausas-por-anio" type="number" inputMode="numeric" min={0} max={12} value={form.pausas_por_anio} onChange={(e) => setForm({ ...form, pausas_por_anio: Number(e.target.value) })} />
        </Field>
        <Field>
          <FieldLabel htmlFor="dias-por-anio">Días de pausa por año</FieldLabel>
          <NumberInput id="dias-por-anio" type="number" inputMode="numeric" min={0} max={366} value={form.dias_por_anio} onChange={(e) => setForm({ ...form, dias_por_anio: Number(e.target.value) })} />
        </Field>
        <Muted>Los días son entre todas las pausas del año de cada socio. Con 0 pausas el estudio no toma pausas.</Muted>
        <Choices>
          <Legend>Cuando un socio pide una pausa</Legend>
          {APPROVAL.map(([value, label]) => (
            <ChoiceRow key={value}>
              <input type="radio" name="aprobacion" checked={form.aprobacion === value} onChange={() => setForm({ ...form, aprobacion: value })} />
              {label}
            </ChoiceRow>
          ))}
        </Choices>
        <SettingsFooter save={save} saved={saved} />
      </Fields>
    </form>
  );
}

const Fields = styled.div`
  display: grid;
  gap: 14px;
`;
