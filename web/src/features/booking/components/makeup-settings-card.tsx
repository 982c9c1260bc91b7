import styled from 'styled-components';
import { Card, CardHeader, CardTitle } from '../../../components/card';
import { ChoiceRow } from '../../../components/choice-row';
import { EmptyState } from '../../../components/empty-state';
import { Field, FieldLabel } from '../../../components/field';
import { useSettingsForm } from '../../../hooks/use-settings-form';
import { errorDetail } from '../../../lib/api-client';
import { useMakeupSettings, useSaveMakeupSettings, type MakeupSettingsInput } from '../api/makeup-settings';
import { SettingsFooter, SettingsNumber } from '../../../components/settings-footer';

/** The studio's make-up rule: on or off, how long a right lasts, how many a month, and whether closed days give one. */
export function MakeupSettingsCard() {
  const settings = useMakeupSettings();
  return (
    <Card aria-label="Reglas de los recuperos">
      <CardHeader>
        <CardTitle>Reglas de los recuperos</CardTitle>
      </CardHeader>
      <Muted>Con recuperos, la clase de un turno fijo cancelada a tiempo no devuelve el crédito: deja un recupero.</Muted>
      {settings.isPending && <EmptyState role="status">Cargando ajustes...</EmptyState>}
      {settings.isError && <Alert role="alert">Error cargando datos: {errorDetail(settings.error)}</Alert>}
      {settings.data && <SettingsForm initial={settings.data} />}
    </Card>
  );
}

function SettingsForm({ initial }: { initial: MakeupSettingsInput }) {
  const save = useSaveMakeupSettings();
  const { form, setForm, saved, onSubmit } = useSettingsForm(initial, save.mutateAsync);
  const unlimited = form.tope_mensual === null;
  return (
    <form onSubmit={onSubmit} aria-label="Reglas de los recuperos">
      <Fields>
        <ChoiceRow>
          <input type="checkbox" checked={form.activo} onChange={(e) => setForm({ ...form, activo: e.target.checked })} />
          Activar recuperos
        </ChoiceRow>
        <Field>
          <FieldLabel htmlFor="recupero-dias">Días para usar un recupero</FieldLabel>
          <SettingsNumber id="recupero-dias" type="number" inputMode="numeric" min={1} max={90} required value={form.dias_validez} onChange={(e) => setForm({ ...form, dias_validez: Number(e.target.value) })} />
        </Field>
        <Field>
          <FieldLabel htmlFor="recupero-tope">Recuperos por mes</FieldLabel>
          <SettingsNumber id="recupero-tope" type="number" inputMode="numeric" min={1} max={31} required={!unlimited} disabled={unlimited} value={form.tope_mensual ?? ''} onChange={(e) => setForm({ ...form, tope_mensual: Number(e.target.value) })} />
          <ChoiceRow>
            <input type="checkbox" checked={unlimited} onChange={(e) => setForm({ ...form, tope_mensual: e.target.checked ? null : 2 })} />
            Sin límite
          </ChoiceRow>
        </Field>
        <ChoiceRow>
          <input type="checkbox" checked={form.recuperar_cierres} onChange={(e) => setForm({ ...form, recuperar_cierres: e.target.checked })} />
          Las clases que cierra el estudio también se recuperan
        </ChoiceRow>
        <SettingsFooter save={save} saved={saved} />
      </Fields>
    </form>
  );
}

const Fields = styled.div`
  display: grid;
  gap: 14px;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Alert = styled.p`
  color: ${({ theme }) => theme.colors.dangerHover};
`;


