import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { ChoiceRow } from '../../../components/choice-row';
import { Card, CardHeader, CardTitle } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { Page, PageSubtitle, PageTitle } from '../../../components/page';
import { errorDetail } from '../../../lib/api-client';
import { usePackageSettings, useSavePackageSettings, type PackageSettingsInput } from '../api/package-settings';
import { SettingsFooter } from '../../../components/settings-footer';

/** /admin/ajustes-paquetes: how long a package lasts, a mid-month start, and the transfer details members see. */
export function PackageSettingsPage() {
  const settings = usePackageSettings();
  return (
    <Page>
      <header>
        <PageTitle>Vigencia y pagos</PageTitle>
        <PageSubtitle>Elige cuánto dura un paquete y dónde te transfieren los socios.</PageSubtitle>
      </header>
      {settings.isPending && <EmptyState role="status">Cargando ajustes...</EmptyState>}
      {settings.isError && <Alert role="alert">Error cargando datos: {errorDetail(settings.error)}</Alert>}
      {settings.data && <SettingsForm initial={{ ...settings.data, dias: settings.data.dias ?? 30 }} />}
    </Page>
  );
}

const MID_MONTH: [PackageSettingsInput['inicio_a_mitad_de_mes'], string][] = [
  ['completo', 'Todos los créditos del mes, hasta el 1 del mes siguiente'],
  ['prorrateo', 'Créditos proporcionales a los días que quedan'],
  ['siguiente', 'Empieza el mes siguiente: los días que quedan de este mes van de regalo'],
];

function SettingsForm({ initial }: { initial: PackageSettingsInput }) {
  const save = useSavePackageSettings();
  const [form, setForm] = useState(initial);
  const [saved, setSaved] = useState(false);
  useEffect(() => setSaved(false), [form]);
  const set = <K extends keyof PackageSettingsInput>(key: K, value: PackageSettingsInput[K]) => setForm((f) => ({ ...f, [key]: value }));

  const submit = async () => {
    await save.mutateAsync({ ...form, dias: form.vigencia === 'dias' ? form.dias : null });
    setSaved(true);
  };

  return (
    <form onSubmit={(e) => (e.preventDefault(), void submit().catch(() => {}))}>
      <Stack>
        <Card aria-label="Vigencia de los paquetes">
          <CardHeader>
            <CardTitle>Vigencia de los paquetes</CardTitle>
          </CardHeader>
          <ChoiceRow>
            <input type="radio" name="vigencia" checked={form.vigencia === 'mes'} onChange={() => set('vigencia', 'mes')} />
            Mes calendario: vale hasta el 1 del mes siguiente
          </ChoiceRow>
          <ChoiceRow>
            <input type="radio" name="vigencia" checked={form.vigencia === 'dias'} onChange={() => set('vigencia', 'dias')} />
            Una cantidad de días desde que se activa
          </ChoiceRow>
          {form.vigencia === 'dias' && (
            <Field>
              Días de vigencia
              <input type="number" min={1} max={366} value={form.dias ?? ''} onChange={(e) => set('dias', e.target.value === '' ? null : Number(e.target.value))} />
            </Field>
          )}
          {form.vigencia === 'mes' && (
            <MidMonth>
              <legend>Si empieza a mitad de mes</legend>
              {MID_MONTH.map(([value, label]) => (
                <ChoiceRow key={value}>
                  <input type="radio" name="inicio" checked={form.inicio_a_mitad_de_mes === value} onChange={() => set('inicio_a_mitad_de_mes', value)} />
                  {label}
                </ChoiceRow>
              ))}
            </MidMonth>
          )}
        </Card>
        <Card aria-label="Datos para transferir">
          <CardHeader>
            <CardTitle>Datos para transferir</CardTitle>
          </CardHeader>
          <Field>
            Alias
            <input value={form.alias} maxLength={20} onChange={(e) => set('alias', e.target.value)} placeholder="pulso.estudio" />
          </Field>
          <Field>
            CBU
            <input value={form.cbu} inputMode="numeric" maxLength={26} onChange={(e) => set('cbu', e.target.value)} placeholder="22 dígitos" />
          </Field>
          <Field>
            Titular
            <input value={form.titular} maxLength={120} onChange={(e) => set('titular', e.target.value)} />
          </Field>
        </Card>
        <SettingsFooter save={save} saved={saved} />
      </Stack>
    </form>
  );
}

const Stack = styled.div`
  display: grid;
  gap: 16px;
  max-width: 640px;
`;

const MidMonth = styled.fieldset`
  display: grid;
  gap: 6px;
  margin: 4px 0 0;
  padding: 8px 0 0;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  legend {
    padding: 0;
    font-weight: 700;
  }
`;

const Field = styled.label`
  display: grid;
  gap: 6px;
  font-weight: 650;
  input {
    min-height: 48px;
    padding: 0 12px;
    border: 1.5px solid ${({ theme }) => theme.colors.border};
    border-radius: 12px;
    font-size: 1rem;
    font-weight: 400;
  }
`;

const Alert = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

